import { describe, expect, it } from "vitest";
import { cents } from "./cents.ts";
import { formatEuros } from "./format.ts";

// Intl writes a no-break space before the euro sign and a narrow no-break space between thousands.
describe("format des prix", () => {
  it("écrit un prix à la française", () => {
    expect(formatEuros(cents(950))).toBe("9,50\u00a0€");
    expect(formatEuros(cents(0))).toBe("0,00\u00a0€");
  });

  it("sépare les milliers", () => {
    expect(formatEuros(cents(123456))).toBe("1\u202f234,56\u00a0€");
  });

  it("écrit un montant négatif avec son signe", () => {
    expect(formatEuros(cents(-500))).toBe("-5,00\u00a0€");
  });
});
