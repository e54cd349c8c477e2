import { alerts } from "@comptoir/messages";
import type { OrderMode } from "../menu/menu.ts";
import { itemsUnavailableMessage } from "../messages.ts";
import type { OrderTimeCheck } from "../schedule/order-time.ts";
import type { CheckoutTab } from "./checkout-tabs.ts";

export type PaymentMethod = "cash" | "card";

export type StepOutcome = { ok: true; goTo: CheckoutTab } | { ok: false; alert: string; goTo: CheckoutTab };

/**
 * Leaving the delivery tab (docs/product.md#checkout), checked in this order:
 * 1. for a delivery, the address is not too far;
 * 2. the personal form, then the delivery form, are valid ("Veuillez remplir…", back to that tab);
 * 3. the order's time, as `checkOrderTime` found it: a slot is needed when "as soon as possible"
 *    is not (or no longer) possible or the chosen slot is gone, and every item's menu must be open
 *    then.
 * Then the checkout goes to payment; when cash is not offered the method becomes card.
 */
export function leaveDeliveryStep(input: {
  mode: OrderMode;
  tooFar: boolean;
  personalValid: boolean;
  deliveryValid: boolean;
  time: OrderTimeCheck;
  cashOffered: boolean;
}): (StepOutcome & { ok: false }) | { ok: true; goTo: "payment"; method: PaymentMethod | null } {
  if (input.mode === "delivery" && input.tooFar)
    return { ok: false, alert: alerts.addressTooFar, goTo: "delivery" };
  if (!input.personalValid) return { ok: false, alert: alerts.requiredFields, goTo: "personal" };
  if (!input.deliveryValid) return { ok: false, alert: alerts.requiredFields, goTo: "delivery" };
  if (!input.time.ok) {
    const alert =
      input.time.problem === "items_closed"
        ? itemsUnavailableMessage(input.time.itemNames)
        : alerts.timeSlotRequired;
    return { ok: false, alert, goTo: "delivery" };
  }
  return { ok: true, goTo: "payment", method: input.cashOffered ? null : "card" };
}

/**
 * Entering the payment tab (docs/product.md#checkout): when some items' menus are closed at the order's
 * time, the alert lists them and the checkout returns to delivery; otherwise it goes on (and the
 * card payment intent is refreshed). "As soon as possible" is offered only while every item is
 * served, so in practice only a scheduled time sends the customer back.
 */
export function enterPaymentStep(input: { time: OrderTimeCheck }): StepOutcome {
  if (!input.time.ok && input.time.problem === "items_closed") {
    return { ok: false, alert: itemsUnavailableMessage(input.time.itemNames), goTo: "delivery" };
  }
  return { ok: true, goTo: "payment" };
}
