import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileOfThings, parseThingRef, thingRef, thingsOfFile } from "./catalogue-draft.ts";
import { restaurantFileSchema } from "./restaurant-file.ts";

const demo = restaurantFileSchema.parse(
  JSON.parse(readFileSync(new URL("../../db/seed/demo-restaurant.json", import.meta.url), "utf8")),
);

describe("brouillon de la carte en éléments", () => {
  it("redonne le fichier du restaurant tel quel, dans son ordre", () => {
    expect(fileOfThings(thingsOfFile(demo))).toEqual(demo);
  });

  it("garde l'ordre des positions, pas celui de la liste", () => {
    const things = thingsOfFile(demo).reverse();
    expect(fileOfThings(things)).toEqual(demo);
  });

  it("laisse hors du brouillon les réglages que le tableau change à l'instant", () => {
    const withPause = {
      ...demo,
      settings: { ...demo.settings, "pause.ordering_until": "x", "kitchen.auto_accept": true },
    };
    const names = Object.keys(fileOfThings(thingsOfFile(withPause)).settings);
    expect(names).not.toContain("pause.ordering_until");
    expect(names).not.toContain("kitchen.auto_accept");
  });

  it("nomme chaque élément par une référence qu'il relit", () => {
    for (const thing of thingsOfFile(demo)) {
      expect(parseThingRef(thingRef(thing))).toEqual({ kind: thing.kind, key: thing.key });
    }
    expect(parseThingRef("item:Burger")).toBeNull();
    expect(parseThingRef("table:x")).toBeNull();
    expect(parseThingRef("zones:autre")).toBeNull();
    expect(parseThingRef("item")).toBeNull();
  });
});
