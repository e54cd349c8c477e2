import { createBanGeocoder, DEFAULT_BAN_URL } from "./ban-geocoder.ts";
import { createGazetteerGeocoder } from "./gazetteer-geocoder.ts";
import type { GeoAdapters } from "./geo.ts";
import { createGreatCircleDistance } from "./great-circle-distance.ts";
import { createOsrmDistance } from "./osrm-distance.ts";

export interface GeoConfig {
  /** `embedded`: the bundled gazetteer of the demo city; `ban`: the Base Adresse Nationale. */
  GEOCODER: "embedded" | "ban";
  BAN_URL?: string;
  /** An OSRM server for driving distances; without it, great-circle distance × road factor. */
  OSRM_URL?: string;
}

/**
 * The geo adapters the configuration asks for. `roadFactor` reads the restaurant's
 * `features.delivery.road_factor` at each distance, for the embedded calculator.
 */
export function createGeoAdapters(config: GeoConfig, roadFactor: () => Promise<number>): GeoAdapters {
  return {
    geocoder:
      config.GEOCODER === "ban"
        ? createBanGeocoder({ baseUrl: config.BAN_URL ?? DEFAULT_BAN_URL })
        : createGazetteerGeocoder(),
    distance: config.OSRM_URL
      ? createOsrmDistance({ baseUrl: config.OSRM_URL })
      : createGreatCircleDistance(roadFactor),
  };
}
