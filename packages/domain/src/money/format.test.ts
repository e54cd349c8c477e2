import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "./cents.ts";
import { formatEuros, frenchEuroDigits } from "./format.ts";

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

// The formatter is written by hand (no Intl on a page's first load): it must write what Intl writes.
describe("format des prix, comme Intl", () => {
  const intlEuros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
  const intlDigits = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it("écrit chaque montant comme Intl.NumberFormat fr-FR", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (amount) => {
        expect(formatEuros(cents(amount))).toBe(intlEuros.format(amount / 100));
        expect(frenchEuroDigits(cents(amount))).toBe(intlDigits.format(amount / 100));
      }),
    );
  });

  it("écrit les bornes des groupes de milliers comme Intl", () => {
    for (const amount of [0, 1, 99, 100, 99_999, 100_000, 999_999, 1_000_000, 123_456_789, -1, -100_000]) {
      expect(formatEuros(cents(amount))).toBe(intlEuros.format(amount / 100));
    }
  });
});
