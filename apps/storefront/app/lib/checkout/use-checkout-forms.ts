import { useEffect, useState } from "react";
import type { CheckoutForms } from "./checkout-forms.ts";
import { loadOnce } from "./load-once.ts";

/** The form checks, fetched once; a failed fetch (offline) is tried again at the next call. */
export const loadCheckoutForms: () => Promise<CheckoutForms> = loadOnce(() => import("./checkout-forms.ts"));

/** The form checks once loaded (null until then): errors show as soon as they can. */
export function useCheckoutForms(): CheckoutForms | null {
  const [forms, setForms] = useState<CheckoutForms | null>(null);
  useEffect(() => {
    let live = true;
    loadCheckoutForms()
      .then((loaded) => {
        if (live) setForms(loaded);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return forms;
}
