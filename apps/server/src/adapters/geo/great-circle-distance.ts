import type { DistanceCalculator, LatLng } from "./geo.ts";

const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * Average speed of a delivery rider or scooter across a city centre, stops and lights included:
 * 20 km/h (5.56 m/s). It only gives the "about 12 minutes" shown to the customer.
 */
export const CITY_SPEED_METERS_PER_SECOND = 20_000 / 3600;

/** The distance between two points on the Earth's surface, in metres (haversine formula). */
export function greatCircleMeters(from: LatLng, to: LatLng): number {
  const radians = Math.PI / 180;
  const dLat = (to.lat - from.lat) * radians;
  const dLng = (to.lng - from.lng) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * radians) * Math.cos(to.lat * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The embedded distance: the straight line times the restaurant's road factor (the model's
 * `roadFactor`, from `features.delivery.road_factor` with its default and bounds, read at each call
 * so a change applies at once), and the time at an average city speed. No outside service, good
 * enough to price a delivery across town.
 */
export function createGreatCircleDistance(roadFactor: () => Promise<number> | number): DistanceCalculator {
  return {
    name: "great-circle",
    async between(from, to) {
      const meters = greatCircleMeters(from, to) * (await roadFactor());
      return { meters, seconds: meters / CITY_SPEED_METERS_PER_SECOND };
    },
  };
}
