import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents, centsToEuros, eurosToCents, ZERO } from "./cents.ts";

describe("centimes", () => {
  it("accepte un entier de centimes", () => {
    expect(cents(950)).toBe(950);
    expect(ZERO).toBe(0);
  });

  it("refuse un montant qui n'est pas un entier", () => {
    expect(() => cents(9.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow("entier");
  });

  it("convertit des euros à deux décimales en centimes sans erreur d'arrondi binaire", () => {
    expect(eurosToCents(9.95)).toBe(995);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(12)).toBe(1200);
    expect(eurosToCents(-3.5)).toBe(-350);
  });

  it("refuse des euros à trois décimales ou non finis", () => {
    expect(() => eurosToCents(9.955)).toThrow("deux décimales");
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow("invalide");
  });

  it("reconvertit les centimes en euros pour les réponses de l'API", () => {
    expect(centsToEuros(cents(1250))).toBe(12.5);
  });

  it("fait l'aller-retour centimes → euros → centimes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (amount) => {
        expect(eurosToCents(centsToEuros(cents(amount)))).toBe(amount);
      }),
    );
  });
});
