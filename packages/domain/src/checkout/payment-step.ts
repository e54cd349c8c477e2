import { alerts } from "@comptoir/messages";
import type { LocalDate } from "../schedule/local-time.ts";
import type { CheckoutTab } from "./checkout-tabs.ts";
import type { PaymentMethod } from "./delivery-step.ts";

export type OrderStatus = "pending" | "paid";

/**
 * Before the order is placed (docs/product.md#checkout): a card payment that failed, or that has no payment
 * intent, gives "Le paiement a échoué, merci de réessayer.". Cash needs nothing.
 */
export function checkPaymentBeforeOrder(input: {
  method: PaymentMethod;
  failed: boolean;
  paymentIntentId: string | null;
}): { ok: true } | { ok: false; alert: string } {
  if (input.method === "card" && (input.failed || !input.paymentIntentId)) {
    return { ok: false, alert: alerts.paymentFailed };
  }
  return { ok: true };
}

/**
 * The status an order takes once the payment step is over: pending for cash, paid for card only
 * when the card provider confirmed the payment (docs/product.md#payments), pending until then.
 */
export function orderStatusAfterPayment(method: PaymentMethod, providerConfirmed: boolean): OrderStatus {
  return method === "card" && providerConfirmed ? "paid" : "pending";
}

export interface CheckoutProgress {
  tab: CheckoutTab;
  isScheduled: boolean;
  deliveryDate: LocalDate;
  deliveryTimeRange: string | null;
}

/** Where the checkout starts, and starts again after an order: type tab, today, no time chosen. */
export function freshCheckout(today: LocalDate): CheckoutProgress {
  return { tab: "type", isScheduled: false, deliveryDate: today, deliveryTimeRange: null };
}
