import { useEffect, useState } from "react";
import type { CheckoutForms } from "./checkout-forms.ts";
import { atFirstTouch } from "./first-touch.ts";
import { loadOnce } from "./load-once.ts";

/** The form checks, fetched once; a failed fetch (offline) is tried again at the next call. */
export const loadCheckoutForms: () => Promise<CheckoutForms> = loadOnce(() => import("./checkout-forms.ts"));

/**
 * The form checks once loaded (null until then): errors show as soon as they can. Fetched at once
 * when `needed` (a tab with a form), else at the customer's first touch or key: the first tab has
 * no form, and building the checks is a long task the page's load need not carry.
 */
export function useCheckoutForms(needed: boolean): CheckoutForms | null {
  const [forms, setForms] = useState<CheckoutForms | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      loadCheckoutForms()
        .then((loaded) => {
          if (live) setForms(loaded);
        })
        .catch(() => {});
    };
    const stopWaiting = needed ? null : atFirstTouch(load);
    if (needed) load();
    return () => {
      live = false;
      stopWaiting?.();
    };
  }, [needed]);
  return forms;
}
