import { alerts } from "@comptoir/messages";
import type { OrderMode } from "../menu/menu.ts";
import { itemsUnavailableMessage } from "../messages.ts";
import type { CheckoutTab } from "./checkout-tabs.ts";

export type PaymentMethod = "cash" | "card";

export type StepOutcome = { ok: true; goTo: CheckoutTab } | { ok: false; alert: string; goTo: CheckoutTab };

/**
 * Leaving the delivery tab (spec section 4), checked in this order:
 * 1. for a delivery, the address is not too far;
 * 2. the personal form, then the delivery form, are valid ("Veuillez remplir…", back to that tab);
 * 3. for a scheduled order, a slot is chosen and every item's menu is open then.
 * Then the checkout goes to payment; when cash is not offered the method becomes card.
 */
export function leaveDeliveryStep(input: {
  mode: OrderMode;
  tooFar: boolean;
  personalValid: boolean;
  deliveryValid: boolean;
  isScheduled: boolean;
  slotChosen: boolean;
  /** Names of the cart items whose menu is closed at the chosen slot. */
  unavailableItemNames: readonly string[];
  cashOffered: boolean;
}): (StepOutcome & { ok: false }) | { ok: true; goTo: "payment"; method: PaymentMethod | null } {
  if (input.mode === "delivery" && input.tooFar)
    return { ok: false, alert: alerts.addressTooFar, goTo: "delivery" };
  if (!input.personalValid) return { ok: false, alert: alerts.requiredFields, goTo: "personal" };
  if (!input.deliveryValid) return { ok: false, alert: alerts.requiredFields, goTo: "delivery" };
  if (input.isScheduled && !input.slotChosen)
    return { ok: false, alert: alerts.timeSlotRequired, goTo: "delivery" };
  if (input.isScheduled && input.unavailableItemNames.length > 0) {
    return {
      ok: false,
      alert: itemsUnavailableMessage(uniqueNames(input.unavailableItemNames)),
      goTo: "delivery",
    };
  }
  return { ok: true, goTo: "payment", method: input.cashOffered ? null : "card" };
}

/**
 * Entering the payment tab with a scheduled time (spec section 4): when some items' menus are closed
 * then, the alert lists them and the checkout returns to delivery; otherwise it goes on (and the
 * card payment intent is refreshed). An order "as soon as possible" always goes on.
 */
export function enterPaymentStep(input: {
  isScheduled: boolean;
  unavailableItemNames: readonly string[];
}): StepOutcome {
  if (input.isScheduled && input.unavailableItemNames.length > 0) {
    return {
      ok: false,
      alert: itemsUnavailableMessage(uniqueNames(input.unavailableItemNames)),
      goTo: "delivery",
    };
  }
  return { ok: true, goTo: "payment" };
}

function uniqueNames(names: readonly string[]): string[] {
  return [...new Set(names)];
}
