import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "./cents.ts";
import { type RepriceRounding, type RepriceRule, repriceCents } from "./reprice.ts";

const ROUNDINGS: RepriceRounding[] = ["cent", "ten_cents", "ends_90", "ends_50"];
const price = () => fc.integer({ min: 0, max: 1_000_000 }).map(cents);
const rule = (): fc.Arbitrary<RepriceRule> =>
  fc.oneof(
    fc.record({
      mode: fc.constant("percent" as const),
      // Percentages with at most two decimals, from −100 % to +1000 %.
      value: fc.integer({ min: -10_000, max: 100_000 }).map((hundredths) => hundredths / 100),
      rounding: fc.constantFrom(...ROUNDINGS),
    }),
    fc.record({
      mode: fc.constant("amount" as const),
      value: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      rounding: fc.constantFrom(...ROUNDINGS),
    }),
  );

describe("changer les prix en masse", () => {
  it("applique un pourcentage, arrondi au centime la moitié vers le haut", () => {
    expect(repriceCents(cents(950), { mode: "percent", value: 10, rounding: "cent" })).toBe(1045);
    expect(repriceCents(cents(995), { mode: "percent", value: 5, rounding: "cent" })).toBe(1045);
    expect(repriceCents(cents(1000), { mode: "percent", value: -12.5, rounding: "cent" })).toBe(875);
    expect(repriceCents(cents(333), { mode: "percent", value: 1.5, rounding: "cent" })).toBe(338);
  });

  it("ajoute ou retire un montant, sans descendre sous zéro", () => {
    expect(repriceCents(cents(950), { mode: "amount", value: 50, rounding: "cent" })).toBe(1000);
    expect(repriceCents(cents(300), { mode: "amount", value: -500, rounding: "cent" })).toBe(0);
    expect(repriceCents(cents(300), { mode: "percent", value: -100, rounding: "ends_90" })).toBe(0);
  });

  it("arrondit aux dix centimes, à ,90 ou à ,50 le plus proche", () => {
    const at = (amount: number, rounding: RepriceRounding) =>
      repriceCents(cents(amount), { mode: "amount", value: 0, rounding });
    expect(at(994, "ten_cents")).toBe(990);
    expect(at(995, "ten_cents")).toBe(1000);
    expect(at(1030, "ends_90")).toBe(990);
    expect(at(1040, "ends_90")).toBe(1090);
    expect(at(10, "ends_90")).toBe(90);
    expect(at(1000, "ends_50")).toBe(1050);
    expect(at(999, "ends_50")).toBe(950);
    expect(at(0, "ends_50")).toBe(0);
  });

  it("ne rend jamais un prix négatif, et l'arrondi choisi tient", () => {
    fc.assert(
      fc.property(price(), rule(), (amount, change) => {
        const result = repriceCents(amount, change);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        if (result === 0) return;
        if (change.rounding === "ten_cents") expect(result % 10).toBe(0);
        if (change.rounding === "ends_90") expect(result % 100).toBe(90);
        if (change.rounding === "ends_50") expect(result % 100).toBe(50);
      }),
    );
  });

  it("0 % ou 0 € au centime ne change rien", () => {
    fc.assert(
      fc.property(price(), (amount) => {
        expect(repriceCents(amount, { mode: "percent", value: 0, rounding: "cent" })).toBe(amount);
        expect(repriceCents(amount, { mode: "amount", value: 0, rounding: "cent" })).toBe(amount);
      }),
    );
  });

  it("reste au plus près : moins de 5 centimes aux dix centimes, 50 centimes à ,90 ou ,50", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }).map(cents),
        fc.constantFrom(...ROUNDINGS),
        (amount, rounding) => {
          const result = repriceCents(amount, { mode: "amount", value: 0, rounding });
          const bound = rounding === "cent" ? 0 : rounding === "ten_cents" ? 5 : 50;
          expect(Math.abs(result - amount)).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });

  it("ne fait jamais baisser un prix plus cher qu'un autre sous lui", () => {
    fc.assert(
      fc.property(price(), price(), rule(), (a, b, change) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(repriceCents(low, change)).toBeLessThanOrEqual(repriceCents(high, change));
      }),
    );
  });
});
