import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderMode } from "../menu/menu.ts";
import { cents } from "../money/cents.ts";
import { burger, fries, lineOf, tenders } from "../testing/demo-catalogue.ts";
import { type CartLine, lineIdentity, linePrice } from "./cart-line.ts";
import { addLine, countUnits, mergeLines, setLineQuantity } from "./merge-lines.ts";

const harissa = { groupId: "sauce", choiceId: "harissa", name: "Harissa", price: cents(50), quantity: 1 };

describe("fusion des lignes", () => {
  it("fusionne deux lignes identiques", () => {
    const cart = addLine([lineOf(burger, 1, { note: "épicé" })], lineOf(burger, 2, { note: "épicé " }));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(3);
  });

  it("ajoute une ligne différente à la fin", () => {
    const cart = addLine([lineOf(burger)], lineOf(burger, 1, { options: [harissa] }));
    expect(cart.map((line) => line.options.length)).toEqual([0, 1]);
  });

  it("ne modifie pas le panier donné", () => {
    const cart = [lineOf(burger)];
    addLine(cart, lineOf(burger));
    expect(cart[0]?.quantity).toBe(1);
  });

  it("fusionne tout un panier en gardant l'ordre de première apparition", () => {
    const merged = mergeLines([lineOf(fries), lineOf(burger), lineOf(fries, 2), lineOf(tenders)]);
    expect(merged.map((line) => [line.itemId, line.quantity])).toEqual([
      ["frites-cajun", 3],
      ["burger-volcan", 1],
      ["tenders", 1],
    ]);
  });

  it("change la quantité d'une ligne et la retire à zéro", () => {
    const cart = [lineOf(burger), lineOf(fries)];
    const id = lineIdentity(lineOf(fries));
    expect(setLineQuantity(cart, id, 4).map((line) => line.quantity)).toEqual([1, 4]);
    expect(setLineQuantity(cart, id, 0).map((line) => line.itemId)).toEqual(["burger-volcan"]);
  });

  it("compte les unités du panier", () => {
    expect(countUnits([lineOf(burger, 2), lineOf(fries, 3)])).toBe(5);
    expect(countUnits([])).toBe(0);
  });
});

const lineArbitrary: fc.Arbitrary<CartLine> = fc
  .record({
    item: fc.constantFrom(burger, fries, tenders),
    quantity: fc.integer({ min: 1, max: 20 }),
    note: fc.constantFrom("", "épicé", " épicé"),
    harissa: fc.boolean(),
  })
  .map(({ item, quantity, note, harissa: withHarissa }) =>
    lineOf(item, quantity, { note, options: withHarissa ? [harissa] : [] }),
  );

describe("propriétés de la fusion", () => {
  it("ne change jamais le total du panier ni le nombre d'unités", () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 15 }),
        fc.constantFrom<OrderMode>("pickup", "delivery"),
        (lines, mode) => {
          const total = (cart: CartLine[]) => cart.reduce((sum, line) => sum + linePrice(line, mode), 0);
          const merged = mergeLines(lines);
          expect(total(merged)).toBe(total(lines));
          expect(countUnits(merged)).toBe(countUnits(lines));
          expect(new Set(merged.map(lineIdentity)).size).toBe(merged.length);
        },
      ),
    );
  });
});
