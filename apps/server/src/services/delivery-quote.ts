import type { DistanceResult, LocationSuggestion } from "@comptoir/contracts";
import {
  centsToEuros,
  type DeliverySettings,
  deliveryCostForDistance,
  distanceInUnit,
  isTooFar,
  ZERO,
  zoneForAddress,
} from "@comptoir/domain";
import type { GeoAdapters, LatLng, LocatedAddress, Route } from "../adapters/geo/geo.ts";
import { DEFAULT_ROAD_FACTOR } from "../adapters/geo/great-circle-distance.ts";
import type { Catalog } from "./catalog.ts";
import { restaurantRules } from "./restaurant-rules.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

function numberSetting(snapshot: RestaurantSnapshot, name: string): number | null {
  const value = snapshot.settings.get(name);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The `features.delivery.*` settings and zones in the domain's terms (computed once per snapshot). */
export function deliverySettingsOf(snapshot: RestaurantSnapshot): DeliverySettings {
  return restaurantRules(snapshot).delivery;
}

/** `features.delivery.road_factor`: how much longer the streets are than the straight line. */
export function roadFactorOf(snapshot: RestaurantSnapshot): number {
  const factor = numberSetting(snapshot, "features.delivery.road_factor");
  return factor !== null && factor >= 1 ? factor : DEFAULT_ROAD_FACTOR;
}

/** Where deliveries leave from: `contacts.latitude` / `contacts.longitude`. */
export function restaurantPosition(snapshot: RestaurantSnapshot): LatLng | null {
  const lat = numberSetting(snapshot, "contacts.latitude");
  const lng = numberSetting(snapshot, "contacts.longitude");
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const roundToHundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The distance result of an address (spec section 3) from its position and the route to it:
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
  const zone =
    settings.calculation === "zone_based"
      ? zoneForAddress(settings.zones, located.postalCode, located.city)
      : null;
  const inZone = settings.calculation === "zone_based" ? zone !== null : null;
  const cost =
    settings.calculation === "zone_based"
      ? (zone?.deliveryFee ?? ZERO)
      : deliveryCostForDistance(distance, settings);
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
    const snapshot = await catalog.snapshot();
    const position = restaurantPosition(snapshot);
    if (!position) throw new Error("contacts.latitude et contacts.longitude manquent dans les réglages");
    return { snapshot, position };
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
      const { snapshot, position } = await origin();
      const located = await geo.geocoder.locate(address, { near: position });
      if (!located) return { found: false };
      const route = await geo.distance.between(position, located);
      return { found: true, result: distanceResult(deliverySettingsOf(snapshot), located, route) };
    },
  };
}
