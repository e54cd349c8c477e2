import type { OrderMode } from "../menu/menu.ts";
import { type Cents, cents, ZERO } from "../money/cents.ts";
import { divideRoundingHalfUp } from "../money/rounding.ts";
import type { DeliverySettings } from "./delivery-settings.ts";
import { deliveryZoneFor } from "./delivery-zone.ts";
import { minimumOrderOfZone } from "./minimum-order.ts";

/** Where the order goes, as far as the fee is concerned. */
export interface DeliveryDestination {
  postalCode: string | null;
  city: string | null;
  /** Distance from the restaurant in the settings' unit, when it was measured. */
  distance: number | null;
}

export type DeliveryProblem = "delivery_unavailable" | "address_needed" | "no_zone" | "too_far";

export type DeliveryFeeResult = { ok: true; fee: Cents } | { ok: false; problem: DeliveryProblem };

/** Distances count to the thousandth of a unit (the metre for km) before the fee is computed. */
const DISTANCE_STEPS_PER_UNIT = 1000;

/**
 * Distance-based delivery cost (the distance result's `delivery_cost`): the base fee plus the fee
 * per km or mile times the distance, rounded half-up to the cent.
 */
export function deliveryCostForDistance(distance: number, settings: DeliverySettings): Cents {
  const steps = Math.round(Math.max(distance, 0) * DISTANCE_STEPS_PER_UNIT);
  return cents(settings.baseFee + divideRoundingHalfUp(settings.feePerUnit * steps, DISTANCE_STEPS_PER_UNIT));
}

/** Too far: the distance exceeds `max_distance` (same unit); no limit when it is not set. */
export function isTooFar(distance: number, settings: Pick<DeliverySettings, "maxDistance">): boolean {
  return settings.maxDistance !== null && distance > settings.maxDistance;
}

/**
 * What delivering to an address costs before offers and before the minimum-order flat charge, by
 * the restaurant's calculation type: priced by zone, the fee of the address's zone; priced by
 * distance, the distance cost. Null when it cannot be told: no zone for the address, or no
 * distance measured. The address quote shows it and `deliveryFee` builds on it.
 */
export function deliveryCostTo(settings: DeliverySettings, destination: DeliveryDestination): Cents | null {
  if (settings.calculation === "zone_based") {
    return deliveryZoneFor(settings, destination)?.deliveryFee ?? null;
  }
  return destination.distance === null ? null : deliveryCostForDistance(destination.distance, settings);
}

/**
 * The lowest fee a delivery can cost, for "Livraison dès 2,50 €": the cheapest zone's fee when
 * priced by zone (null without zones), the base fee when priced by distance.
 */
export function lowestDeliveryFee(settings: DeliverySettings): Cents | null {
  if (settings.calculation === "distance_based") return settings.baseFee;
  if (settings.zones.length === 0) return null;
  return cents(Math.min(...settings.zones.map((zone) => zone.deliveryFee)));
}

/** A delivery's fee in its two parts, as the cart names them. */
export type DeliveryChargesResult =
  | {
      ok: true;
      /** What delivering to the address costs (the zone's fee, or the distance's cost). */
      cost: Cents;
      /** The small-order supplement: the flat charge added below the minimum order, else 0. */
      smallOrderCharge: Cents;
    }
  | { ok: false; problem: DeliveryProblem };

/**
 * What a delivery charges, in its two parts (docs/product.md#delivery):
 * - pickup, or a free-delivery offer: nothing;
 * - zone based: the zone's fee, plus its flat charge when the subtotal is below its minimum order;
 * - distance based: the delivery cost, plus the flat charge when the subtotal is below the minimum
 *   order.
 * Delivery is refused when it is switched off, when the address is missing, outside every zone, or
 * farther than `max_distance`.
 */
export function deliveryCharges(input: {
  mode: OrderMode;
  subtotal: Cents;
  freeDelivery: boolean;
  settings: DeliverySettings;
  destination: DeliveryDestination | null;
}): DeliveryChargesResult {
  const { settings, destination } = input;
  const none = { ok: true as const, cost: ZERO, smallOrderCharge: ZERO };
  if (input.mode === "pickup") return none;
  if (!settings.active) return { ok: false, problem: "delivery_unavailable" };
  if (destination === null) return { ok: false, problem: "address_needed" };
  if (destination.distance !== null && isTooFar(destination.distance, settings)) {
    return { ok: false, problem: "too_far" };
  }
  const byZone = settings.calculation === "zone_based";
  if (byZone ? destination.postalCode === null : destination.distance === null) {
    return { ok: false, problem: "address_needed" };
  }
  const cost = deliveryCostTo(settings, destination);
  if (cost === null) return { ok: false, problem: "no_zone" };
  if (input.freeDelivery) return none;
  const { minimumOrder, flatCharge } = minimumOrderOfZone(settings, deliveryZoneFor(settings, destination));
  return { ok: true, cost, smallOrderCharge: input.subtotal < minimumOrder ? flatCharge : ZERO };
}

/** The delivery fee: both parts of `deliveryCharges` added up, what the order is charged. */
export function deliveryFee(input: Parameters<typeof deliveryCharges>[0]): DeliveryFeeResult {
  const charges = deliveryCharges(input);
  return charges.ok ? { ok: true, fee: cents(charges.cost + charges.smallOrderCharge) } : charges;
}
