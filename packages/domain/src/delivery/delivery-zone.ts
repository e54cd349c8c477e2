import type { Zone } from "./delivery-settings.ts";

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
