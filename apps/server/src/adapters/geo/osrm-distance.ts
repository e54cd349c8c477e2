import { serverFailures } from "@comptoir/messages";
import { z } from "zod";
import {
  type DistanceCalculator,
  fetchGeoJson,
  GEO_TIMEOUT_MS,
  GeoServiceError,
  geoFailure,
  type LatLng,
} from "./geo.ts";

const osrmAnswerSchema = z.object({
  code: z.string(),
  routes: z
    .array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() }))
    .optional(),
});

function coordinates({ lat, lng }: LatLng): string {
  return `${lng.toFixed(6)},${lat.toFixed(6)}`;
}

/**
 * Driving distance and time from an OSRM routing server (`OSRM_URL`, e.g. one's own
 * `osrm-routed` loaded with the region's OpenStreetMap extract): the `route` service with no
 * geometry. Anything but a route (down, slow, "NoRoute") is a GeoServiceError.
 */
export function createOsrmDistance({
  baseUrl,
  fetch: fetchFn,
  timeoutMs = GEO_TIMEOUT_MS,
}: {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): DistanceCalculator {
  const root = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return {
    name: "osrm",
    async between(from, to) {
      const url = new URL(`route/v1/driving/${coordinates(from)};${coordinates(to)}`, root);
      url.searchParams.set("overview", "false");
      // OSRM answers a 400 with a code ("NoRoute", "InvalidQuery") in the same JSON shape.
      const answer = await fetchGeoJson("OSRM", url, { fetch: fetchFn, timeoutMs });
      const parsed = osrmAnswerSchema.safeParse(answer.body);
      if (!parsed.success) throw new GeoServiceError(geoFailure("OSRM", serverFailures.geoUnexpected));
      const route = parsed.data.routes?.[0];
      if (parsed.data.code !== "Ok" || !route)
        throw new GeoServiceError(geoFailure("OSRM", parsed.data.code.slice(0, 40)));
      return { meters: route.distance, seconds: route.duration };
    },
  };
}
