import { alerts } from "@comptoir/messages";
import type { DeliverySettings } from "../delivery/delivery-settings.ts";
import type { ZoneDestination } from "../delivery/delivery-zone.ts";
import { minimumOrderFor } from "../delivery/minimum-order.ts";
import type { OrderMode } from "../menu/menu.ts";
import type { Cents } from "../money/cents.ts";

/** The checkout waits this long after the order type is chosen before showing the next tab. */
export const ORDER_TYPE_ADVANCE_DELAY_MS = 500;

export type OrderTypeOutcome =
  | { advance: true; mode: OrderMode }
  | { advance: false; reason: "below_minimum_order"; minimumOrder: Cents }
  | { advance: false; reason: "delivery_unavailable"; message: string };

/**
 * Choosing the order type (docs/product.md#checkout): the checkout moves on to the personal tab, except when
 * delivery is chosen, delivery is active, and the subtotal is below the minimum order with no flat
 * charge to make up for it. Choosing delivery while it is switched off also stays (the storefront
 * should not offer it; the server refuses it).
 */
export function chooseOrderType(input: {
  mode: OrderMode;
  subtotal: Cents;
  delivery: DeliverySettings;
  /** Where a delivery goes, when known: with zones, the zone's minimum order decides. */
  destination: ZoneDestination | null;
}): OrderTypeOutcome {
  if (input.mode === "pickup") return { advance: true, mode: "pickup" };
  if (!input.delivery.active) {
    return { advance: false, reason: "delivery_unavailable", message: alerts.deliveryUnavailable };
  }
  const { minimumOrder, flatCharge } = minimumOrderFor(input.delivery, input.destination);
  if (input.subtotal < minimumOrder && flatCharge === 0) {
    return { advance: false, reason: "below_minimum_order", minimumOrder };
  }
  return { advance: true, mode: "delivery" };
}
