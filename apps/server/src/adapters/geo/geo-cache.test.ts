import { describe, expect, it } from "vitest";
import type { DistanceCalculator, Geocoder } from "./geo.ts";
import { GeoServiceError } from "./geo.ts";
import { cachedDistance, cachedGeocoder, createMemo } from "./geo-cache.ts";

/** A geocoder standing for the BAN, counting the calls it receives. */
function countingGeocoder(fail = false) {
  const calls: string[] = [];
  const geocoder: Geocoder = {
    name: "faux",
    async suggest(query) {
      calls.push(`suggest:${query}`);
      if (fail) throw new GeoServiceError("faux : injoignable");
      return [{ label: query, street: query, locality: "69007 Lyon" }];
    },
    async locate(address) {
      calls.push(`locate:${address}`);
      return null;
    },
  };
  return { geocoder, calls };
}

describe("mémoire des réponses des services d'adresses", () => {
  const near = { lat: 45.75, lng: 4.84 };

  it("pose une seule question au service pour des recherches identiques, même simultanées", async () => {
    const { geocoder, calls } = countingGeocoder();
    const cached = cachedGeocoder(geocoder);
    await Promise.all([
      cached.suggest("rue de marseille", { near }),
      cached.suggest("Rue de  Marseille ", { near }),
    ]);
    await cached.suggest("rue de marseille", { near });
    await cached.locate("12 rue de marseille", { near });
    await cached.locate("12 rue de marseille", { near });
    expect(calls).toEqual(["suggest:rue de marseille", "locate:12 rue de marseille"]);
    await cached.suggest("rue de la part-dieu", { near });
    expect(calls).toHaveLength(3);
  });

  it("oublie un échec : la question suivante est reposée", async () => {
    const { geocoder, calls } = countingGeocoder(true);
    const cached = cachedGeocoder(geocoder);
    await expect(cached.suggest("rue de marseille")).rejects.toThrow(GeoServiceError);
    await expect(cached.suggest("rue de marseille")).rejects.toThrow(GeoServiceError);
    expect(calls).toHaveLength(2);
  });

  it("reste bornée en taille et en durée", async () => {
    let now = 0;
    const memo = createMemo<number>({ entries: 2, ttlMs: 1000, now: () => now });
    let computed = 0;
    const ask = (key: string) => memo(key, async () => ++computed);
    await ask("a");
    await ask("b");
    await ask("c"); // "a" is dropped: the oldest
    expect(await ask("c")).toBe(3);
    expect(await ask("a")).toBe(4);
    now = 1000;
    expect(await ask("a")).toBe(5);
  });

  it("retient les trajets identiques", async () => {
    let calls = 0;
    const distance: DistanceCalculator = {
      name: "faux",
      async between() {
        calls++;
        return { meters: 1000, seconds: 120 };
      },
    };
    const cached = cachedDistance(distance);
    await cached.between(near, { lat: 45.7, lng: 4.8 });
    await cached.between(near, { lat: 45.7, lng: 4.8 });
    await cached.between(near, { lat: 45.71, lng: 4.8 });
    expect(calls).toBe(2);
  });
});
