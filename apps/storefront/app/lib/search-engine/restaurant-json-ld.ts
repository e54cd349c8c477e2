import type { Restaurant } from "@comptoir/contracts";
import { type Cents, formatEuros } from "@comptoir/domain";
import { fill, searchEngine as text } from "@comptoir/messages";
import { restaurantShareImage } from "../share-photo.ts";
import type { JsonLdNode } from "./json-ld.ts";
import { openingHoursSpecification } from "./opening-hours.ts";
import { absoluteUrl } from "./site-address.ts";

/** The nodes' identifiers, so that other nodes (a page's menu, its breadcrumb) can point at them. */
const organizationId = (origin: string) => `${origin}/#organisation`;
export const restaurantId = (origin: string) => `${origin}/#restaurant`;

/**
 * A French number written for a French reader ("04 78 58 21 37") in the international form search
 * engines and phones abroad dial ("+33 4 78 58 21 37"); any other form is kept as written.
 */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, "");
  const national = /^0([1-9]\d{8})$/.exec(digits)?.[1];
  if (!national) return phone.trim();
  return `+33 ${national[0]} ${national.slice(1).replace(/(\d{2})(?=\d)/g, "$1 ")}`;
}

/** From the cheapest dish to the dearest, at their pickup prices: "2,50 € – 14,90 €"; one price alone. */
export function priceRange(prices: readonly Cents[]): string | null {
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices) as Cents;
  const highest = Math.max(...prices) as Cents;
  if (lowest === highest) return formatEuros(lowest);
  return fill(text.priceRange, { lowest: formatEuros(lowest), highest: formatEuros(highest) });
}

/**
 * The restaurant for search engines (schema.org): the company (Organization) and the place
 * (Restaurant) with its address, position, contacts, the hours its menus are open, its cuisine,
 * prices and menu. Built from the restaurant model only: a fact the restaurant has not set is left
 * out rather than guessed. Home and contact pages publish it (`publishRestaurant`).
 */
export function restaurantJsonLd(restaurant: Restaurant, origin: string): JsonLdNode[] {
  const home = absoluteUrl(origin, "/");
  const { contact, position } = restaurant;
  const telephone = contact.phone ? internationalPhone(contact.phone) : undefined;
  const email = contact.email || undefined;
  const profiles = restaurant.socialLinks.map((link) => link.url);
  const map = contact.mapUrl ?? undefined;
  const sameAs = profiles.length > 0 ? profiles : undefined;
  const organization: JsonLdNode = {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: restaurant.name,
    url: home,
    logo: absoluteUrl(origin, "/favicon.svg"),
    telephone,
    email,
    sameAs,
  };
  const hasAddress = contact.address || contact.city || contact.postalCode;
  const range = priceRange(restaurant.menuItems.map((item) => item.price.pickup));
  const place: JsonLdNode = {
    "@type": "Restaurant",
    "@id": restaurantId(origin),
    name: restaurant.name,
    description: restaurant.description || undefined,
    url: home,
    image: absoluteUrl(origin, restaurantShareImage(restaurant.heroPhoto).path),
    parentOrganization: { "@id": organizationId(origin) },
    address: hasAddress
      ? {
          "@type": "PostalAddress",
          streetAddress: contact.address || undefined,
          postalCode: contact.postalCode || undefined,
          addressLocality: contact.city || undefined,
          // A French shop (the spec's): its address is in France.
          addressCountry: "FR",
        }
      : undefined,
    geo: position
      ? { "@type": "GeoCoordinates", latitude: position.lat, longitude: position.lng }
      : undefined,
    hasMap: map,
    telephone,
    email,
    openingHoursSpecification: openingHoursSpecification(restaurant.menus),
    servesCuisine: restaurant.cuisine.length > 0 ? restaurant.cuisine : undefined,
    priceRange: range ?? undefined,
    currenciesAccepted: "EUR",
    hasMenu: absoluteUrl(origin, "/menu"),
    // Orders are taken online; tables are not booked here.
    acceptsReservations: false,
    sameAs,
  };
  return [withoutUnset(organization), withoutUnset(place)];
}

/** A node without its unset properties: JSON drops `undefined`, but the tests compare objects. */
function withoutUnset(node: JsonLdNode): JsonLdNode {
  return Object.fromEntries(
    Object.entries(node)
      .map(([key, value]) => [key, unset(value)])
      .filter(([, value]) => value !== undefined),
  ) as JsonLdNode;
}

function unset(value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined));
  return value;
}
