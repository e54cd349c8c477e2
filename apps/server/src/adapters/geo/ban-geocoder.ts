import { fill, serverFailures } from "@comptoir/messages";
import { z } from "zod";
import {
  type AddressSuggestion,
  fetchGeoJson,
  GEO_TIMEOUT_MS,
  type GeocodeOptions,
  type Geocoder,
  GeoServiceError,
  geoFailure,
  type LocatedAddress,
  MAX_SUGGESTIONS,
} from "./geo.ts";

export const DEFAULT_BAN_URL = "https://api-adresse.data.gouv.fr";

/** The part of the BAN's GeoJSON answer that we read. */
const banAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.object({
        label: z.string(),
        name: z.string(),
        postcode: z.string().optional(),
        city: z.string(),
        context: z.string().optional(),
        type: z.string(),
        score: z.number(),
      }),
    }),
  ),
});
type BanFeature = z.infer<typeof banAnswerSchema>["features"][number];

/** Kinds of results precise enough to deliver to: a house, a street, a named place; not a whole town. */
const DELIVERABLE_TYPES = new Set(["housenumber", "street", "locality"]);
/** Below this relevance, the BAN's best guess is not what the customer meant. */
const MIN_LOCATE_SCORE = 0.5;

/**
 * The Base Adresse Nationale (the French national address API, `/search/`): autocomplete while the
 * customer types, then the address they chose with its position. Results near the restaurant come
 * first (`lat`/`lon`). A query the BAN rejects (400) finds nothing; a BAN that is down, slow or
 * answering anything else is a GeoServiceError.
 */
export function createBanGeocoder({
  baseUrl = DEFAULT_BAN_URL,
  fetch: fetchFn,
  timeoutMs = GEO_TIMEOUT_MS,
}: {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
} = {}): Geocoder {
  const searchUrl = new URL("search/", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);

  async function search(query: string, autocomplete: boolean, options: GeocodeOptions | undefined) {
    const url = new URL(searchUrl);
    url.searchParams.set("q", query);
    url.searchParams.set("limit", String(MAX_SUGGESTIONS));
    url.searchParams.set("autocomplete", autocomplete ? "1" : "0");
    if (options?.near) {
      url.searchParams.set("lat", String(options.near.lat));
      url.searchParams.set("lon", String(options.near.lng));
    }
    const answer = await fetchGeoJson("BAN", url, { fetch: fetchFn, timeoutMs });
    // 400: the BAN refuses this query (e.g. it starts with a sign): there is no such address.
    if (answer.status === 400) return [];
    if (answer.status !== 200)
      throw new GeoServiceError(
        geoFailure("BAN", fill(serverFailures.geoHttpStatus, { status: answer.status })),
      );
    const parsed = banAnswerSchema.safeParse(answer.body);
    if (!parsed.success) throw new GeoServiceError(geoFailure("BAN", serverFailures.geoUnexpected));
    return parsed.data.features;
  }

  return {
    name: "ban",
    async suggest(query, options) {
      const features = await search(query, true, options);
      return features.slice(0, MAX_SUGGESTIONS).map(
        ({ properties }): AddressSuggestion => ({
          label: properties.label,
          street: properties.name,
          locality: [properties.postcode, properties.city].filter(Boolean).join(" "),
        }),
      );
    },
    async locate(address, options) {
      const features = await search(address, false, options);
      const best = features.find(
        (feature) =>
          DELIVERABLE_TYPES.has(feature.properties.type) && feature.properties.score >= MIN_LOCATE_SCORE,
      );
      return best ? locatedAddress(best) : null;
    },
  };
}

function locatedAddress({ geometry, properties }: BanFeature): LocatedAddress {
  const [lng = 0, lat = 0] = geometry.coordinates;
  // "69, Rhône, Auvergne-Rhône-Alpes": department number, department, region.
  const region = properties.context?.split(",").at(-1)?.trim() ?? "";
  return {
    label: properties.label,
    street: properties.name,
    postalCode: properties.postcode ?? "",
    city: properties.city,
    region,
    country: "France",
    lat,
    lng,
  };
}
