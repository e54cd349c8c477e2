import { describe, expect, it } from "vitest";
import { eurosSchema, percentRateSchema } from "./request-fields.ts";

describe("un montant en euros", () => {
  const total = eurosSchema("le total");

  it("accepte deux décimales, même quand le calcul binaire ne tombe pas juste", () => {
    expect(total.parse(9.95)).toBe(9.95);
    expect(total.parse(0.1 + 0.2)).toBeCloseTo(0.3);
    expect(total.parse(12)).toBe(12);
  });

  it("refuse une troisième décimale en nommant le montant, au lieu de l'arrondir", () => {
    const result = total.safeParse(9.955);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Montant invalide (le total) : deux décimales au plus.");
  });
});

describe("un taux en pour cent", () => {
  const taxRate = percentRateSchema("le taux de TVA");

  it("accepte 10 %, 5,5 % et 2,1 %", () => {
    for (const rate of [10, 5.5, 2.1, 0, 100]) expect(taxRate.parse(rate)).toBe(rate);
  });

  it("refuse un taux à trois décimales, négatif ou au-delà de 100 %", () => {
    expect(taxRate.safeParse(5.555).error?.issues[0]?.message).toBe(
      "Taux invalide (le taux de TVA) : deux décimales au plus.",
    );
    expect(taxRate.safeParse(-1).success).toBe(false);
    expect(taxRate.safeParse(150).success).toBe(false);
  });
});
