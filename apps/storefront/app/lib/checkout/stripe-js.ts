import { STRIPE_API_VERSION } from "@comptoir/contracts/payment-constants";
import type { Stripe, StripeCardElementOptions } from "@stripe/stripe-js";

/*
 * Stripe.js, loaded from Stripe when the payment step first needs it: `@stripe/stripe-js` is
 * imported dynamically here, so its script tag is never on other pages (docs/quality.md). The API
 * version is the server's, pinned once in the contracts.
 */

export const STRIPE_JS_OPTIONS: { card: StripeCardElementOptions } = {
  card: {
    hidePostalCode: true,
    style: {
      base: { fontSize: "18px", color: "#111111", "::placeholder": { color: "#6b645c" } },
      invalid: { color: "#b3261e" },
    },
  },
};

let loading: Promise<Stripe | null> | null = null;

export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  loading ??= import("@stripe/stripe-js")
    .then(({ loadStripe }) => loadStripe(publishableKey, { apiVersion: STRIPE_API_VERSION, locale: "fr" }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
