import type { Cents } from "../money/cents.ts";
import type { DeliverySettings, Zone } from "./delivery-settings.ts";
import { deliveryZoneFor, type ZoneDestination } from "./delivery-zone.ts";

export interface MinimumOrder {
  /** Below this subtotal the flat charge is added to the delivery fee. */
  minimumOrder: Cents;
  flatCharge: Cents;
}

/** The zone's minimum order and flat charge when zones decide, else the settings'. */
export function minimumOrderOfZone(settings: DeliverySettings, zone: Zone | null): MinimumOrder {
  if (settings.calculation === "zone_based" && zone !== null) {
    return { minimumOrder: zone.minimumOrder, flatCharge: zone.flatCharge };
  }
  return { minimumOrder: settings.minimumOrder, flatCharge: settings.flatCharge };
}

/**
 * The minimum order and flat charge of a delivery to this address (docs/product.md#delivery): the zone's
 * when the restaurant prices by zone and the address is in one, else the settings'. The cart shows
 * it, the checkout's order-type step and the server's order check refuse by it.
 */
export function minimumOrderFor(
  settings: DeliverySettings,
  destination: ZoneDestination | null,
): MinimumOrder {
  return minimumOrderOfZone(settings, deliveryZoneFor(settings, destination));
}
