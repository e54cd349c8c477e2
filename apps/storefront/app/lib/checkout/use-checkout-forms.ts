import { useEffect, useState } from "react";
import { loadOnce } from "../load-once.ts";
import type { CheckoutForms } from "./checkout-forms.ts";

/** The form checks, fetched once; a failed fetch (offline) is tried again at the next call. */
export const loadCheckoutForms: () => Promise<CheckoutForms> = loadOnce(() => import("./checkout-forms.ts"));

/**
 * The form checks once loaded (null until then), from a tab that has a form (`needed`): errors
 * show as soon as they can. The first tab has none: building the checks is a long task the page's
 * load need not carry (ADR 073, blocking time).
 */
export function useCheckoutForms(needed: boolean): CheckoutForms | null {
  const [forms, setForms] = useState<CheckoutForms | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadCheckoutForms()
      .then((loaded) => live && setForms(loaded))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [needed]);
  return forms;
}
