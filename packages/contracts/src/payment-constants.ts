/**
 * The card payment's names and pinned version, shared by the server and the storefront. No zod
 * here: the checkout page imports these on its first load, and a schema would bring zod with them.
 */

/**
 * The Stripe API version this code was written and tested against, pinned on both sides: the
 * server's SDK (a change of the account's default version never changes what it receives) and
 * Stripe.js in the browser. The server SDK's types only accept the version it was built for, so
 * upgrading the `stripe` package flags this line.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/**
 * Settings added by the server to GET /v2/public/settings: `payments.provider` is "stripe" when
 * Stripe keys are configured (load Stripe.js with `payments.stripe.publishable_key`), "demo" for
 * the built-in simulated provider.
 */
export const PAYMENT_PROVIDER_SETTING = "payments.provider";
export const STRIPE_PUBLISHABLE_KEY_SETTING = "payments.stripe.publishable_key";
