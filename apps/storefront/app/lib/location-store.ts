import type { DistanceResult } from "@comptoir/contracts";
import type { DeliveryDestination, OrderMode } from "@comptoir/domain";
import { createPersistedStore } from "./persisted-store.ts";

/**
 * How the customer gets the order, kept in local storage under `location` (the spec's key):
 * `{ "mode": "pickup" | "delivery", "_distance": <distance result> | null }`. The spec reads
 * `_distance.address`; the whole distance result is kept so the cart can price the delivery and
 * the checkout can fill in the address.
 */
export interface LocationChoice {
  mode: OrderMode;
  _distance: DistanceResult | null;
}

export const LOCATION_STORAGE_KEY = "location";

const PICKUP: LocationChoice = { mode: "pickup", _distance: null };

function parseLocation(stored: unknown): LocationChoice | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { mode, _distance } = stored as Record<string, unknown>;
  const distance =
    typeof _distance === "object" &&
    _distance !== null &&
    typeof (_distance as DistanceResult).address === "string" &&
    typeof (_distance as DistanceResult).distance === "number"
      ? (_distance as DistanceResult)
      : null;
  return { mode: mode === "delivery" ? "delivery" : "pickup", _distance: distance };
}

export const locationStore = createPersistedStore<LocationChoice>(
  LOCATION_STORAGE_KEY,
  PICKUP,
  parseLocation,
);

export function useLocationChoice(): LocationChoice {
  return locationStore.use();
}

export function chooseMode(mode: OrderMode): void {
  locationStore.set((current) => ({ ...current, mode }));
}

export function chooseDeliveryAddress(distance: DistanceResult): void {
  locationStore.set({ mode: "delivery", _distance: distance });
}

/** Where a delivery goes, as the fee rules read it; null for pickup or before an address is chosen. */
export function destinationOf(choice: LocationChoice): DeliveryDestination | null {
  if (choice.mode !== "delivery" || choice._distance === null) return null;
  const { postal_code, city, distance } = choice._distance;
  return { postalCode: postal_code || null, city: city || null, distance };
}
