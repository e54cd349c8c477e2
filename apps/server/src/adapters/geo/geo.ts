import { fill, serverFailures } from "@comptoir/messages";
/**
 * Address search and distances, behind two small interfaces so the shop runs offline (a bundled
 * gazetteer, great-circle distances) or with real services (Base Adresse Nationale, OSRM), chosen
 * at start from the configuration.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** One address proposed while the customer types. */
export interface AddressSuggestion {
  /** The whole address on one line: "12 Rue de Marseille, 69007 Lyon". */
  label: string;
  /** The street part, house number kept: "12 Rue de Marseille". */
  street: string;
  /** Postal code and town: "69007 Lyon". */
  locality: string;
}

/** An address found on the map. */
export interface LocatedAddress extends LatLng {
  label: string;
  /** House number and street ("12 Rue de Marseille"), or the street alone. */
  street: string;
  postalCode: string;
  city: string;
  /** The region ("Auvergne-Rhône-Alpes"), empty when unknown. */
  region: string;
  country: string;
}

export interface GeocodeOptions {
  /** Results near this point come first (the restaurant), where the service supports it. */
  near?: LatLng;
}

export interface Geocoder {
  readonly name: string;
  /** Up to 5 addresses matching what the customer typed, best first. */
  suggest(query: string, options?: GeocodeOptions): Promise<AddressSuggestion[]>;
  /** The address meant by `address`, or null when there is none precise enough to deliver to. */
  locate(address: string, options?: GeocodeOptions): Promise<LocatedAddress | null>;
}

export interface Route {
  meters: number;
  seconds: number;
}

export interface DistanceCalculator {
  readonly name: string;
  between(from: LatLng, to: LatLng): Promise<Route>;
}

export interface GeoAdapters {
  geocoder: Geocoder;
  distance: DistanceCalculator;
}

/**
 * An outside geo service failed (down, slow, or answering nonsense). The message names the service
 * and the failure, never the address asked about: addresses are personal data and end up in logs.
 */
export class GeoServiceError extends Error {
  override readonly name = "GeoServiceError";
}

/** The at most 5 suggestions of the address search. */
export const MAX_SUGGESTIONS = 5;

/** How long an outside geo service may take before the customer is told it is unavailable. */
export const GEO_TIMEOUT_MS = 2500;

/**
 * A GET returning JSON, with a deadline. The status comes back with the body for the answers that
 * say something about the question (2xx, and 4xx but 429); a service down, slow, overloaded or
 * answering something else than JSON is a GeoServiceError naming only the service and the failure.
 */
/** "BAN : délai dépassé": the service's name, then what went wrong. */
export function geoFailure(service: string, failure: string): string {
  return fill(serverFailures.geoFailure, { service, failure });
}

export async function fetchGeoJson(
  service: string,
  url: URL,
  { fetch: fetchFn = fetch, timeoutMs = GEO_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  const failure = (error: unknown, otherwise: string) =>
    new GeoServiceError(
      geoFailure(
        service,
        error instanceof Error && error.name === "TimeoutError" ? serverFailures.geoTimeout : otherwise,
      ),
      { cause: error },
    );
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw failure(error, serverFailures.geoUnreachable);
  }
  const aboutTheQuestion =
    response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  if (!aboutTheQuestion) {
    await response.body?.cancel();
    throw new GeoServiceError(
      geoFailure(service, fill(serverFailures.geoHttpStatus, { status: response.status })),
    );
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    throw failure(error, serverFailures.geoUnreadable);
  }
}
