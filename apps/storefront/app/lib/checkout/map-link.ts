/**
 * Where a map of the pickup place opens (ADR 060): the restaurant's own map link when it is https
 * (its settings' `contacts.google_map`), else an OpenStreetMap search of its address. Always https,
 * always a page of its own: a navigation, which the page's content policy does not govern.
 */
export function pickupMapUrl(
  ownLink: string | null,
  place: { name: string; address: string; postalCode: string; city: string },
): string | null {
  if (ownLink?.startsWith("https://")) return ownLink;
  const query = [place.address, `${place.postalCode} ${place.city}`.trim()].filter(Boolean).join(", ");
  if (!query) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
