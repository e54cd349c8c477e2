import { createBanGeocoder, DEFAULT_BAN_URL } from "./ban-geocoder.ts";
import { createGazetteerGeocoder } from "./gazetteer-geocoder.ts";
import type { GeoAdapters } from "./geo.ts";
import { cachedDistance, cachedGeocoder } from "./geo-cache.ts";
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
 * `features.delivery.road_factor` at each distance, for the embedded calculator. The outside
 * services' answers are remembered a while (geo-cache.ts), so identical questions cost them one call;
 * the embedded ones answer from memory anyway.
 */
export function createGeoAdapters(config: GeoConfig, roadFactor: () => Promise<number>): GeoAdapters {
  return {
    geocoder:
      config.GEOCODER === "ban"
        ? cachedGeocoder(createBanGeocoder({ baseUrl: config.BAN_URL ?? DEFAULT_BAN_URL }))
        : createGazetteerGeocoder(),
    distance: config.OSRM_URL
      ? cachedDistance(createOsrmDistance({ baseUrl: config.OSRM_URL }))
      : createGreatCircleDistance(roadFactor),
  };
}
