import { alerts } from "@comptoir/messages";
import type { DeliverySettings, Zone } from "../delivery/delivery-settings.ts";
import type { OrderMode } from "../menu/menu.ts";
import type { Cents } from "../money/cents.ts";

/** The checkout waits this long after the order type is chosen before showing the next tab. */
export const ORDER_TYPE_ADVANCE_DELAY_MS = 500;

export type OrderTypeOutcome =
  | { advance: true; mode: OrderMode }
  | { advance: false; reason: "below_minimum_order"; minimumOrder: Cents }
  | { advance: false; reason: "delivery_unavailable"; message: string };

/** The minimum order and the flat charge that apply: the zone's when zones decide, else the settings'. */
export function minimumOrderFor(
  settings: DeliverySettings,
  zone: Zone | null,
): { minimumOrder: Cents; flatCharge: Cents } {
  if (settings.calculation === "zone_based" && zone !== null) {
    return { minimumOrder: zone.minimumOrder, flatCharge: zone.flatCharge };
  }
  return { minimumOrder: settings.minimumOrder, flatCharge: settings.flatCharge };
}

/**
 * Choosing the order type (spec section 4): the checkout moves on to the personal tab, except when
 * delivery is chosen, delivery is active, and the subtotal is below the minimum order with no flat
 * charge to make up for it. Choosing delivery while it is switched off also stays (the storefront
 * should not offer it; the server refuses it).
 */
export function chooseOrderType(input: {
  mode: OrderMode;
  subtotal: Cents;
  delivery: DeliverySettings;
  zone: Zone | null;
}): OrderTypeOutcome {
  if (input.mode === "pickup") return { advance: true, mode: "pickup" };
  if (!input.delivery.active) {
    return { advance: false, reason: "delivery_unavailable", message: alerts.deliveryUnavailable };
  }
  const { minimumOrder, flatCharge } = minimumOrderFor(input.delivery, input.zone);
  if (input.subtotal < minimumOrder && flatCharge === 0) {
    return { advance: false, reason: "below_minimum_order", minimumOrder };
  }
  return { advance: true, mode: "delivery" };
}
