import type { DistanceCalculator, Geocoder } from "./geo.ts";

/** How many answers each cache keeps, and for how long. */
const GEO_CACHE_ENTRIES = 500;
const GEO_CACHE_TTL_MS = 10 * 60_000;

/**
 * A small memo of recent answers, oldest dropped first, each kept `ttlMs`. Concurrent identical
 * questions share one call; a failed call is forgotten at once, so the next one asks again.
 *
 * Process memory is fine here, unlike rate-limit counters or sessions (decisions: nothing shared in
 * memory): this only spares calls to the BAN or OSRM, whose answers are the same whichever server
 * asks, so two servers holding different caches still give the same answers.
 */
export function createMemo<T>({
  entries = GEO_CACHE_ENTRIES,
  ttlMs = GEO_CACHE_TTL_MS,
  now = Date.now,
}: {
  entries?: number;
  ttlMs?: number;
  now?: () => number;
} = {}) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = kept.get(key);
    kept.delete(key);
    if (hit && now() - hit.at < ttlMs) {
      kept.set(key, hit);
      return hit.value;
    }
    const value = compute();
    const entry = { at: now(), value };
    kept.set(key, entry);
    value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    while (kept.size > entries) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    return value;
  };
}

/** Identical questions typed the same way (case and spaces aside) are one question. */
const normalizeQuery = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
const place = (point: { lat: number; lng: number } | undefined) => (point ? `${point.lat},${point.lng}` : "");

/** The geocoder, answering repeated questions from memory. */
export function cachedGeocoder(geocoder: Geocoder, options?: Parameters<typeof createMemo>[0]): Geocoder {
  const suggestions = createMemo<Awaited<ReturnType<Geocoder["suggest"]>>>(options);
  const located = createMemo<Awaited<ReturnType<Geocoder["locate"]>>>(options);
  return {
    name: geocoder.name,
    suggest: (query, opts) =>
      suggestions(`${place(opts?.near)}|${normalizeQuery(query)}`, () => geocoder.suggest(query, opts)),
    locate: (address, opts) =>
      located(`${place(opts?.near)}|${normalizeQuery(address)}`, () => geocoder.locate(address, opts)),
  };
}

/** The distance calculator, answering repeated routes from memory. */
export function cachedDistance(
  distance: DistanceCalculator,
  options?: Parameters<typeof createMemo>[0],
): DistanceCalculator {
  const routes = createMemo<Awaited<ReturnType<DistanceCalculator["between"]>>>(options);
  return {
    name: distance.name,
    between: (from, to) => routes(`${place(from)}|${place(to)}`, () => distance.between(from, to)),
  };
}
