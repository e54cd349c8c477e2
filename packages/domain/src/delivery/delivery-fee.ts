import type { OrderMode } from "../menu/menu.ts";
import { type Cents, cents, ZERO } from "../money/cents.ts";
import { divideRoundingHalfUp } from "../money/rounding.ts";
import type { DeliverySettings } from "./delivery-settings.ts";
import { zoneForAddress } from "./delivery-zone.ts";

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
 * The delivery fee (spec section 9):
 * - pickup, or a free-delivery offer: 0;
 * - zone based: the zone's fee, plus its flat charge when the subtotal is below its minimum order;
 * - distance based: the delivery cost, plus the flat charge when the subtotal is below the minimum
 *   order.
 * Delivery is refused when it is switched off, when the address is missing, outside every zone, or
 * farther than `max_distance`.
 */
export function deliveryFee(input: {
  mode: OrderMode;
  subtotal: Cents;
  freeDelivery: boolean;
  settings: DeliverySettings;
  destination: DeliveryDestination | null;
}): DeliveryFeeResult {
  const { settings, destination } = input;
  if (input.mode === "pickup") return { ok: true, fee: ZERO };
  if (!settings.active) return { ok: false, problem: "delivery_unavailable" };
  if (destination === null) return { ok: false, problem: "address_needed" };
  if (destination.distance !== null && isTooFar(destination.distance, settings)) {
    return { ok: false, problem: "too_far" };
  }
  if (settings.calculation === "zone_based") {
    if (destination.postalCode === null) return { ok: false, problem: "address_needed" };
    const zone = zoneForAddress(settings.zones, destination.postalCode, destination.city);
    if (zone === null) return { ok: false, problem: "no_zone" };
    if (input.freeDelivery) return { ok: true, fee: ZERO };
    const charge = input.subtotal < zone.minimumOrder ? zone.flatCharge : ZERO;
    return { ok: true, fee: cents(zone.deliveryFee + charge) };
  }
  if (destination.distance === null) return { ok: false, problem: "address_needed" };
  if (input.freeDelivery) return { ok: true, fee: ZERO };
  const charge = input.subtotal < settings.minimumOrder ? settings.flatCharge : ZERO;
  return { ok: true, fee: cents(deliveryCostForDistance(destination.distance, settings) + charge) };
}
