import { describe, expect, it } from "vitest";
import { cents } from "./cents.ts";
import { percentOf } from "./percent-of.ts";

describe("pourcentage d'un montant", () => {
  it("calcule un pourcentage exact", () => {
    expect(percentOf(cents(2000), 10)).toBe(200);
    expect(percentOf(cents(2000), 0)).toBe(0);
    expect(percentOf(cents(2000), 100)).toBe(2000);
  });

  it("arrondit la moitié du centime vers le haut", () => {
    // 10 % de 19,95 € = 1,995 € → 2,00 €
    expect(percentOf(cents(1995), 10)).toBe(200);
    // 10 % de 19,94 € = 1,994 € → 1,99 €
    expect(percentOf(cents(1994), 10)).toBe(199);
  });

  it("accepte un taux à décimales", () => {
    // 5,5 % de 10,00 € = 0,55 €
    expect(percentOf(cents(1000), 5.5)).toBe(55);
  });
});
