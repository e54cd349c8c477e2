import type { DistanceResult, LocationSuggestion } from "@comptoir/contracts";
import {
  centsToEuros,
  type DeliverySettings,
  deliveryCostTo,
  deliveryZoneFor,
  distanceInUnit,
  isTooFar,
  ZERO,
} from "@comptoir/domain";
import { serverFailures } from "@comptoir/messages";
import type { GeoAdapters, LocatedAddress, Route } from "../adapters/geo/geo.ts";
import type { Catalog } from "./catalog.ts";
import { restaurantOf } from "./restaurant.ts";

const roundToHundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The distance result of an address (docs/product.md#delivery) from its position and the route to it:
 * - `distance` in the restaurant's unit, two decimals, and `duration` in whole minutes, rounded up;
 * - `delivery_cost` before offers and before the minimum-order flat charge (the cart adds those,
 *   as they depend on the subtotal): by zone, the fee of the postal code's zone (0 outside every
 *   zone); by distance, base fee + fee per unit × the distance shown;
 * - `too_far`, `in_zone`, `deliverable`: what the storefront needs to say "trop loin".
 */
export function distanceResult(
  settings: DeliverySettings,
  located: LocatedAddress,
  route: Route,
): DistanceResult {
  const distance = roundToHundredths(distanceInUnit(route.meters / 1000, settings.unit));
  const destination = { postalCode: located.postalCode, city: located.city, distance };
  const inZone =
    settings.calculation === "zone_based" ? deliveryZoneFor(settings, destination) !== null : null;
  const cost = deliveryCostTo(settings, destination) ?? ZERO;
  const tooFar = isTooFar(distance, settings);
  return {
    distance,
    duration: Math.ceil(route.seconds / 60),
    unit: settings.unit,
    delivery_cost: centsToEuros(cost),
    formatted_address: located.label,
    address: located.street,
    address2: "",
    city: located.city,
    state: located.region,
    postal_code: located.postalCode,
    country: located.country,
    lat: located.lat,
    lng: located.lng,
    too_far: tooFar,
    in_zone: inZone,
    deliverable: settings.active && !tooFar && inZone !== false,
  };
}

export type DeliveryQuote = { found: true; result: DistanceResult } | { found: false };

export interface DeliveryQuotes {
  /** Addresses matching what the customer typed, nearest to the restaurant first where possible. */
  suggest(query: string): Promise<LocationSuggestion[]>;
  /** Where an address is and what delivering there costs; GeoServiceError when a service fails. */
  quote(address: string): Promise<DeliveryQuote>;
}

/**
 * Address search and delivery quotes: the geocoder finds the address, the distance calculator
 * measures the way from the restaurant, the settings and the domain's rules price it. The checkout
 * uses `quote` too, so the fee the customer saw is the fee the server charges.
 */
export function createDeliveryQuotes({
  catalog,
  geo,
}: {
  catalog: Catalog;
  geo: GeoAdapters;
}): DeliveryQuotes {
  async function origin() {
    const restaurant = restaurantOf(await catalog.snapshot());
    const position = restaurant.position;
    if (!position) throw new Error(serverFailures.restaurantPositionMissing);
    return { restaurant, position };
  }

  return {
    async suggest(query) {
      const { position } = await origin();
      const suggestions = await geo.geocoder.suggest(query, { near: position });
      return suggestions.map((suggestion) => ({
        description: suggestion.label,
        structured_formatting: { main_text: suggestion.street, secondary_text: suggestion.locality },
      }));
    },
    async quote(address) {
      const { restaurant, position } = await origin();
      const located = await geo.geocoder.locate(address, { near: position });
      if (!located) return { found: false };
      const route = await geo.distance.between(position, located);
      return { found: true, result: distanceResult(restaurant.delivery, located, route) };
    },
  };
}
