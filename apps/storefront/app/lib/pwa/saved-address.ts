/** The location choice's key (location-store.ts). */
export const LOCATION_KEY = "location";

/**
 * Whether the visitor chose a delivery address: the spec reads `location`'s `_distance.address`.
 * Read from storage as it is, not through the location store, so the banner's chunk takes nothing
 * from the pages' chunks (ADR 036).
 */
export function hasSavedAddress(storedLocation: string | null): boolean {
  if (storedLocation === null) return false;
  try {
    const address = (JSON.parse(storedLocation) as { _distance?: { address?: unknown } } | null)?._distance
      ?.address;
    return typeof address === "string" && address.trim() !== "";
  } catch {
    return false;
  }
}
