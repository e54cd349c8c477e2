import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate } from "./allocate.ts";
import { cents } from "./cents.ts";

describe("répartition au plus fort reste", () => {
  it("répartit proportionnellement aux parts", () => {
    expect(allocate(cents(1000), [1, 1])).toEqual([500, 500]);
    expect(allocate(cents(1000), [3, 1])).toEqual([750, 250]);
  });

  it("donne les centimes restants aux plus forts restes", () => {
    // 100 / 3 = 33,33… : le centime restant va à la première part à égalité.
    expect(allocate(cents(100), [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 × 0,25 / 0,35 / 0,40 → 2,5 / 3,5 / 4 : les restes égaux vont dans l'ordre.
    expect(allocate(cents(10), [25, 35, 40])).toEqual([3, 3, 4]);
    expect(allocate(cents(5), [1, 3])).toEqual([1, 4]);
  });

  it("répartit également quand toutes les parts sont nulles", () => {
    expect(allocate(cents(10), [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it("laisse zéro à une part nulle", () => {
    expect(allocate(cents(10), [0, 5])).toEqual([0, 10]);
  });

  it("répartit un montant négatif comme son opposé", () => {
    expect(allocate(cents(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(Object.is(allocate(cents(-10), [0, 1])[0], 0)).toBe(true);
  });

  it("refuse une liste vide ou une part invalide", () => {
    expect(() => allocate(cents(10), [])).toThrow(RangeError);
    expect(() => allocate(cents(10), [1, -1])).toThrow(RangeError);
    expect(() => allocate(cents(10), [1.5])).toThrow(RangeError);
  });

  it("donne toujours des parts dont la somme vaut le montant, chacune à moins d'un centime de sa part exacte", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const shares = allocate(cents(amount), weights);
          expect(shares).toHaveLength(weights.length);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          shares.forEach((share, index) => {
            const exact = total === 0 ? amount / weights.length : (amount * (weights[index] ?? 0)) / total;
            expect(Math.abs(share - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
