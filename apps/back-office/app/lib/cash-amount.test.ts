import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents } from "./board-labels.ts";
import { centsOfEurosText, centsText, eurosText } from "./cash-amount.ts";

describe("le montant encaissé, tel que l'équipe le tape", () => {
  it("lit les euros à la virgule française, ou au point, en centimes entiers", () => {
    expect(centsOfEurosText("12,50")).toBe(1250);
    expect(centsOfEurosText("12.5")).toBe(1250);
    expect(centsOfEurosText(" 1 012,05 ")).toBe(101205);
    expect(centsOfEurosText("20")).toBe(2000);
    expect(centsOfEurosText("20,")).toBe(2000);
    expect(centsOfEurosText("0")).toBe(0);
    // 0,29 € and 0,57 € are not rounded away by a float.
    expect(centsOfEurosText("0,29")).toBe(29);
    expect(centsOfEurosText("4,57")).toBe(457);
  });

  it("refuse ce qui n'est pas un montant", () => {
    for (const typed of ["", " ", "-3", "12,505", "douze", "1e3", ",50", "12,5,0", "12 €"]) {
      expect(centsOfEurosText(typed), typed).toBeNull();
    }
  });

  it("relit exactement le montant qu'il propose", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (amount) => {
        expect(centsOfEurosText(centsText(amount))).toBe(amount);
        expect(centsOfEurosText(eurosText(amount / 100))).toBe(amount);
      }),
    );
    expect(eurosText(12.5)).toBe("12,50");
    expect(formatCents(1250)).toBe("12,50\u00a0€");
  });
});
