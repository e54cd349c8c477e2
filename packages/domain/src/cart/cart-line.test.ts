import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { burger, lineOf } from "../testing/demo-catalogue.ts";
import { lineIdentity, linePrice, unitPrice } from "./cart-line.ts";

const harissa = { groupId: "sauce", choiceId: "harissa", name: "Harissa", price: cents(50), quantity: 1 };
const cheddar = {
  groupId: "supplements",
  choiceId: "cheddar",
  name: "Cheddar",
  price: cents(100),
  quantity: 2,
};

describe("prix d'une ligne du panier", () => {
  it("prend le prix à emporter ou le prix livré selon le mode", () => {
    expect(linePrice(lineOf(burger), "pickup")).toBe(950);
    expect(linePrice(lineOf(burger), "delivery")).toBe(1050);
  });

  it("ajoute chaque option choisie, prix fois quantité, puis multiplie par la quantité de la ligne", () => {
    const line = lineOf(burger, 3, { options: [harissa, cheddar] });
    // (9,50 + 0,50 + 2 × 1,00) × 3 = 36,00 €
    expect(unitPrice(line, "pickup")).toBe(1200);
    expect(linePrice(line, "pickup")).toBe(3600);
  });
});

describe("identité d'une ligne", () => {
  it("ne dépend pas de l'ordre des options ni des espaces autour de la note", () => {
    const a = lineOf(burger, 1, { options: [harissa, cheddar], note: "bien cuit" });
    const b = lineOf(burger, 2, { options: [cheddar, harissa], note: "  bien cuit " });
    expect(lineIdentity(a)).toBe(lineIdentity(b));
  });

  it("distingue l'article, les options, leur quantité et la note", () => {
    const base = lineIdentity(lineOf(burger, 1, { options: [harissa] }));
    expect(lineIdentity(lineOf(burger, 1, { options: [] }))).not.toBe(base);
    expect(lineIdentity(lineOf(burger, 1, { options: [{ ...harissa, quantity: 2 }] }))).not.toBe(base);
    expect(lineIdentity(lineOf(burger, 1, { options: [harissa], note: "sans oignon" }))).not.toBe(base);
    expect(lineIdentity({ itemId: "autre", options: [harissa], note: "" })).not.toBe(base);
  });

  it("ignore une option prise zéro fois", () => {
    expect(lineIdentity(lineOf(burger, 1, { options: [{ ...cheddar, quantity: 0 }] }))).toBe(
      lineIdentity(lineOf(burger)),
    );
  });
});
