import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MenuItem } from "../menu/menu.ts";
import { cents } from "../money/cents.ts";
import { burger, catalogue, fries, soda, tenders } from "../testing/demo-catalogue.ts";
import {
  foldForSearch,
  isAddressQueryLongEnough,
  MENU_SEARCH_MAX_RESULTS,
  searchMenu,
} from "./menu-search.ts";

describe("recherche dans le menu", () => {
  it("commence à 2 caractères", () => {
    expect(searchMenu(catalogue, "b")).toEqual([]);
    expect(searchMenu(catalogue, "  ")).toEqual([]);
    expect(searchMenu(catalogue, "bu")).toEqual([burger]);
  });

  it("ignore les accents et la casse", () => {
    expect(foldForSearch("Épicé À Point")).toBe("epice a point");
    expect(searchMenu(catalogue, "EPICES")).toEqual([fries]);
    expect(searchMenu(catalogue, "piquants")).toEqual([tenders]);
  });

  it("cherche dans le nom et la description, n'importe quel mot de la requête", () => {
    expect(searchMenu(catalogue, "gingembre")).toEqual([soda]);
    expect(searchMenu(catalogue, "cajun limonade")).toEqual([fries, soda]);
  });

  it("ignore les mots d'une lettre sauf s'il n'y a qu'eux", () => {
    expect(searchMenu(catalogue, "à cajun")).toEqual([fries]);
    expect(searchMenu(catalogue, "a b")).toEqual([]);
  });

  it("trie par score décroissant", () => {
    expect(searchMenu(catalogue, "e").length).toBe(0);
    const found = searchMenu([soda, fries, burger, tenders], "piment gingembre cajun burger");
    expect(found.map((item) => item.score)).toEqual([90, 75, 60, 40]);
  });

  it("ne donne pas plus de 10 résultats", () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ ...burger, id: `b${index}`, score: index }));
    const found = searchMenu(many, "burger");
    expect(found).toHaveLength(MENU_SEARCH_MAX_RESULTS);
    expect(found[0]?.score).toBe(24);
  });
});

describe("recherche d'adresse", () => {
  it("commence à 3 caractères", () => {
    expect(isAddressQueryLongEnough(" 12 ")).toBe(false);
    expect(isAddressQueryLongEnough("12 r")).toBe(true);
  });
});

const itemArbitrary: fc.Arbitrary<MenuItem> = fc
  .record({
    id: fc.uuid(),
    name: fc.constantFrom("Burger Volcan", "Wings Brûlantes", "Frites", "Tiramisu", "Naan épicé"),
    description: fc.string({ maxLength: 30 }),
    score: fc.integer({ min: -100, max: 100 }),
  })
  .map((fields) => ({
    ...burger,
    ...fields,
    price: { pickup: cents(100), delivery: cents(100), taxRate: 10 },
  }));

describe("propriétés de la recherche", () => {
  it("ne renvoie jamais plus de 10 articles, triés par score", () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 40 }), fc.string({ maxLength: 8 }), (items, query) => {
        const found = searchMenu(items, query);
        expect(found.length).toBeLessThanOrEqual(10);
        for (let index = 1; index < found.length; index += 1) {
          expect((found[index - 1] as MenuItem).score).toBeGreaterThanOrEqual(
            (found[index] as MenuItem).score,
          );
        }
        for (const item of found) expect(items).toContain(item);
      }),
    );
  });
});
