import type { DistanceResult } from "@comptoir/contracts";
import type { OrderMode } from "@comptoir/domain";
import { createPersistedStore } from "./persisted-store.ts";

/**
 * How the customer gets the order, kept in local storage under `location` (the spec's key):
 * `{ "mode": "pickup" | "delivery", "_distance": <distance result> | null }`. The spec reads
 * `_distance.address`; the whole distance result is kept so the cart can price the delivery and
 * the checkout can fill in the address. What the menu's first paint does not need (choosing an
 * address, reading a destination) is in `location-actions.ts`, kept out of its first load.
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
