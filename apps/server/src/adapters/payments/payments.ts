import { timingSafeEqual } from "node:crypto";
import { PAYMENT_PROVIDER_SETTING, STRIPE_PUBLISHABLE_KEY_SETTING } from "@comptoir/contracts";
import type { Cents } from "@comptoir/domain";

/**
 * The card payment provider, behind one small interface: Stripe when its keys are configured, the
 * built-in simulated provider ("mode démo") otherwise. The server never trusts the browser's word
 * that a card was paid: it asks the provider (`retrieveIntent`) or receives its signed webhook.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "demo";
  /** The key the browser's card form needs (Stripe.js); null for the demo provider. */
  readonly publishableKey: string | null;
  createCustomer(customer: { email: string; name: string; phone: string }): Promise<{ id: string }>;
  /**
   * A payment intent in euros for the customer; with `existing`, that intent with its amount
   * updated, only if `existing.clientSecret` is its secret (whoever knows an intent's id alone may
   * neither change it nor read its secret). Throws `PaymentError` "closed" when the existing intent
   * already succeeded or was canceled, "not_found" when the provider does not know it with that
   * secret (or the customer).
   */
  createOrUpdateIntent(
    customerId: string,
    amount: Cents,
    existing?: ExistingIntent | null,
  ): Promise<PaymentIntentHandle>;
  /** What the provider says of an intent now; null when it does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentState | null>;
  /**
   * Gives `amount` of a succeeded intent back to the card (ADR 042). `idempotencyKey` names the
   * refund (one per order): asked again with the same key, the provider answers with the same
   * refund, never a second one. Throws `PaymentError`: "unavailable" (try again later),
   * "not_found", "closed" (the intent was never paid).
   */
  refund(paymentIntentId: string, amount: Cents, idempotencyKey: string): Promise<{ id: string }>;
  /**
   * Closes an intent nobody paid, so that it can no longer be paid (an order cancelled for want of
   * payment). Throws `PaymentError` "closed" when it already succeeded (or was closed).
   */
  cancelIntent(paymentIntentId: string): Promise<void>;
  /** The event of a webhook call whose signature verifies, or null (bad or missing signature). */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent | null>;
}

/** An intent the caller says it holds: its id, and its client secret as proof. */
export interface ExistingIntent {
  id: string;
  clientSecret: string;
}

/** Is `given` the intent's secret? Compared in constant time, so no timing tells how much matched. */
export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface PaymentIntentHandle {
  id: string;
  clientSecret: string;
  amount: Cents;
}

export interface PaymentIntentState {
  id: string;
  /** The provider's status: "succeeded" is the only one that pays an order. */
  status: string;
  amount: Cents;
  /** Lower-case ISO code, "eur". */
  currency: string;
}

export type PaymentEvent =
  | { type: "payment_intent.succeeded"; intent: PaymentIntentState }
  | { type: "ignored"; eventType: string };

export type PaymentErrorKind = "unavailable" | "not_found" | "closed";

/**
 * A provider call that failed: "unavailable" (network, timeout, the provider's own error),
 * "not_found" (an unknown intent or customer), "closed" (an intent that can no longer change). The
 * message is for logs and never holds a secret.
 */
export class PaymentError extends Error {
  override readonly name = "PaymentError";
  readonly kind: PaymentErrorKind;

  constructor(kind: PaymentErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

/** Every payment of the shop is in euros. */
export const PAYMENT_CURRENCY = "eur";

/**
 * Does the provider's word pay this order? Only a succeeded intent of exactly the order's total,
 * in euros (docs/quality.md: "paid means paid").
 */
export function intentPaysAmount(intent: PaymentIntentState, amount: Cents): boolean {
  return intent.status === "succeeded" && intent.amount === amount && intent.currency === PAYMENT_CURRENCY;
}

/** What the storefront must know of the provider, added to the settings payload. */
export function paymentSettings(provider: Pick<PaymentProvider, "kind" | "publishableKey">) {
  return [
    { name: PAYMENT_PROVIDER_SETTING, value: provider.kind },
    { name: STRIPE_PUBLISHABLE_KEY_SETTING, value: provider.publishableKey },
  ];
}
