import type { DeliverySettings, Zone } from "./delivery-settings.ts";

function simplify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The zone delivering an address: the zones with its postal code (spaces ignored); when several
 * share it (two towns with one postal code), the one of the address's city, else the first.
 */
export function zoneForAddress(zones: readonly Zone[], postalCode: string, city: string | null): Zone | null {
  const code = postalCode.replace(/\s+/g, "");
  const candidates = zones.filter((zone) => zone.postalCode.replace(/\s+/g, "") === code);
  if (city !== null) {
    const byCity = candidates.find((zone) => simplify(zone.city) === simplify(city));
    if (byCity) return byCity;
  }
  return candidates[0] ?? null;
}

/** Where an order goes, as far as zones are concerned. */
export interface ZoneDestination {
  postalCode: string | null;
  city: string | null;
}

/**
 * The zone that decides a delivery's fee and minimum order: only when the restaurant prices
 * deliveries by zone (`calculation_type` zone_based) and the address has a postal code in a zone.
 * Priced by distance, zones play no part, whatever the settings list.
 */
export function deliveryZoneFor(
  settings: Pick<DeliverySettings, "calculation" | "zones">,
  destination: ZoneDestination | null,
): Zone | null {
  if (settings.calculation !== "zone_based" || !destination?.postalCode) return null;
  return zoneForAddress(settings.zones, destination.postalCode, destination.city);
}
