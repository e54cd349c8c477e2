import { describe, expect, it } from "vitest";
import { createRenditionCache } from "./rendition-cache.ts";

const bytes = (size: number) => new Uint8Array(size);

describe("le cache des images en mémoire", () => {
  it("garde les images jusqu'à sa taille, puis oublie la moins récemment servie", () => {
    const cache = createRenditionCache(800);
    cache.set("a", bytes(100));
    cache.set("b", bytes(100));
    cache.set("c", bytes(100));
    expect(cache.size).toBe(300);
    cache.get("a");
    for (const name of ["d", "e", "f", "g", "h"]) cache.set(name, bytes(100));
    expect(cache.size).toBe(800);
    cache.set("i", bytes(100));
    // "b" was the least recently served: "a" was served after it.
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(800);
  });

  it("ne garde pas une image trop grosse pour lui, qui chasserait toutes les autres", () => {
    const cache = createRenditionCache(800);
    cache.set("petite", bytes(100));
    cache.set("grosse", bytes(500));
    expect(cache.get("grosse")).toBeUndefined();
    expect(cache.get("petite")).toBeDefined();
  });

  it("ne compte pas deux fois une image gardée deux fois", () => {
    const cache = createRenditionCache(800);
    cache.set("a", bytes(100));
    cache.set("a", bytes(100));
    expect(cache.size).toBe(100);
  });
});
