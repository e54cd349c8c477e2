import type { DistanceResult } from "@comptoir/contracts";
import type { DeliveryDestination } from "@comptoir/domain";
import { type LocationChoice, locationStore } from "./location-store.ts";

/**
 * The order mode's actions the address search, the cart and the checkout use, apart from the
 * store the menu reads on its first paint (`location-store.ts`), so the menu does not load them.
 */
export function chooseDeliveryAddress(distance: DistanceResult): void {
  locationStore.set({ mode: "delivery", _distance: distance });
}

/** Where a delivery goes, as the fee rules read it; null for pickup or before an address is chosen. */
export function destinationOf(choice: LocationChoice): DeliveryDestination | null {
  if (choice.mode !== "delivery" || choice._distance === null) return null;
  const { postal_code, city, distance } = choice._distance;
  return { postalCode: postal_code || null, city: city || null, distance };
}
