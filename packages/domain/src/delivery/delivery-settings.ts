import type { Cents } from "../money/cents.ts";

export type DistanceUnit = "km" | "miles";

/** A delivery zone by postal code (docs/product.md#delivery). */
export interface Zone {
  name: string;
  city: string;
  postalCode: string;
  deliveryFee: Cents;
  /** Added to the fee when the subtotal is below the zone's minimum order. */
  flatCharge: Cents;
  minimumOrder: Cents;
}

/** `features.delivery.*` settings, money in cents. */
export interface DeliverySettings {
  active: boolean;
  calculation: "zone_based" | "distance_based";
  /** Distance based: the flat charge is added below this subtotal. */
  minimumOrder: Cents;
  flatCharge: Cents;
  /** Farthest delivery, in `unit`; null for no limit. */
  maxDistance: number | null;
  unit: DistanceUnit;
  /** Distance based: the cost is `baseFee + feePerUnit × distance` (docs/product.md#delivery). */
  baseFee: Cents;
  feePerUnit: Cents;
  zones: Zone[];
}

const KILOMETRES_PER_MILE = 1.609344;

/** A distance measured in kilometres (by the geo adapter), expressed in the settings' unit. */
export function distanceInUnit(kilometres: number, unit: DistanceUnit): number {
  return unit === "km" ? kilometres : kilometres / KILOMETRES_PER_MILE;
}
