import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCents, atLeastZero, maxCents, minCents, multiplyCents, subtractCents } from "./arithmetic.ts";
import { cents } from "./cents.ts";

describe("opérations sur les centimes", () => {
  it("additionne des montants", () => {
    expect(addCents(cents(150), cents(250), cents(5))).toBe(405);
    expect(addCents()).toBe(0);
  });

  it("soustrait un montant", () => {
    expect(subtractCents(cents(1000), cents(250))).toBe(750);
  });

  it("multiplie un prix par une quantité entière", () => {
    expect(multiplyCents(cents(350), 3)).toBe(1050);
    expect(() => multiplyCents(cents(350), 1.5)).toThrow("entier");
  });

  it("prend le plus petit et le plus grand", () => {
    expect(minCents(cents(3), cents(1), cents(2))).toBe(1);
    expect(maxCents(cents(3), cents(1), cents(2))).toBe(3);
  });

  it("ne descend jamais sous zéro", () => {
    expect(atLeastZero(cents(-10))).toBe(0);
    expect(atLeastZero(cents(10))).toBe(10);
  });

  it("reste un entier de centimes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 })), (amounts) => {
        const total = addCents(...amounts.map(cents));
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
      }),
    );
  });
});
