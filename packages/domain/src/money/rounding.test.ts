import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divideRoundingHalfUp, percentToBasisPoints } from "./rounding.ts";

describe("arrondi au centime", () => {
  it("arrondit la moitié vers le haut", () => {
    expect(divideRoundingHalfUp(5, 10)).toBe(1);
    expect(divideRoundingHalfUp(4, 10)).toBe(0);
    expect(divideRoundingHalfUp(15, 10)).toBe(2);
    expect(divideRoundingHalfUp(25, 10)).toBe(3);
  });

  it("arrondit la moitié en s'éloignant de zéro pour un négatif", () => {
    expect(divideRoundingHalfUp(-5, 10)).toBe(-1);
    expect(divideRoundingHalfUp(-4, 10)).toBe(0);
    expect(divideRoundingHalfUp(5, -10)).toBe(-1);
  });

  it("refuse une division par zéro ou des opérandes non entiers", () => {
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1, 2.5)).toThrow(RangeError);
  });

  it("donne toujours l'entier le plus proche, la moitié vers le haut", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRoundingHalfUp(n, d);
        // |n/d − q| ≤ 1/2, and exactly 1/2 only when q is above.
        expect(Math.abs(2 * n - 2 * q * d)).toBeLessThanOrEqual(d);
        if (Math.abs(2 * n - 2 * q * d) === d) expect(q * d).toBeGreaterThan(n);
      }),
    );
  });

  it("reste exact pour de grands entiers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), fc.integer({ min: 1, max: 2 ** 30 }), (n, d) => {
        const q = divideRoundingHalfUp(n, d);
        expect(BigInt(q)).toBe((2n * BigInt(n) + BigInt(d)) / (2n * BigInt(d)));
      }),
    );
  });
});

describe("pourcentages en points de base", () => {
  it("convertit un pourcentage à deux décimales au plus", () => {
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints(5.5)).toBe(550);
    expect(percentToBasisPoints(2.1)).toBe(210);
    expect(percentToBasisPoints(0)).toBe(0);
  });

  it("refuse un pourcentage négatif, non fini ou trop précis", () => {
    expect(() => percentToBasisPoints(-1)).toThrow(RangeError);
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => percentToBasisPoints(10.125)).toThrow("deux décimales");
  });
});
