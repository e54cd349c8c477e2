import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { DEFAULT_TAX_SETTINGS, lineTax, taxModeOf } from "./tax.ts";

describe("taxe d'une ligne", () => {
  it("est incluse et à 10 % par défaut", () => {
    expect(DEFAULT_TAX_SETTINGS).toEqual({ mode: "inclusive", defaultRate: 10 });
  });

  it("se lit dans les réglages tax.enabled et tax.inclusive", () => {
    expect(taxModeOf(true, true)).toBe("inclusive");
    expect(taxModeOf(true, false)).toBe("exclusive");
    expect(taxModeOf(false, true)).toBe("disabled");
  });

  it("prend la part de taxe contenue dans un prix TTC", () => {
    // 11,00 € TTC à 10 % contiennent 1,00 € de taxe
    expect(lineTax(cents(1100), 10, "inclusive")).toBe(100);
    // 9,50 € × 10 / 110 = 0,8636… → 0,86 €
    expect(lineTax(cents(950), 10, "inclusive")).toBe(86);
    // 3,00 € à 5,5 % : 300 × 5,5 / 105,5 = 15,64 → 0,16 €
    expect(lineTax(cents(300), 5.5, "inclusive")).toBe(16);
  });

  it("ajoute la taxe à un prix HT", () => {
    expect(lineTax(cents(1000), 10, "exclusive")).toBe(100);
    // 9,95 € × 10 % = 0,995 € → 1,00 € (la moitié vers le haut)
    expect(lineTax(cents(995), 10, "exclusive")).toBe(100);
    expect(lineTax(cents(300), 5.5, "exclusive")).toBe(17);
  });

  it("vaut zéro quand la taxe est désactivée", () => {
    expect(lineTax(cents(1000), 10, "disabled")).toBe(0);
  });

  it("n'est jamais négative ni plus grande que le montant", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(0, 2.1, 5.5, 10, 20),
        fc.constantFrom("inclusive" as const, "exclusive" as const),
        (amount, rate, mode) => {
          const tax = lineTax(cents(amount), rate, mode);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
