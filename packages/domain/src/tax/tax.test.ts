import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { DEFAULT_TAX_SETTINGS, lineTax, lineTaxParts, taxModeOf, taxPartsByRate } from "./tax.ts";

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

describe("TVA d'une ligne à plusieurs taux", () => {
  it("sépare la part à 10 % du plat et la part à 5,5 % de la boisson d'une formule", () => {
    const parts = lineTaxParts(
      [
        { rate: 10, amount: cents(1190) },
        { rate: 5.5, amount: cents(250) },
      ],
      cents(0),
      "inclusive",
    );
    // 11,90 × 10/110 = 1,0818 → 1,08 ; 2,50 × 5,5/105,5 = 0,1303 → 0,13
    expect(parts).toEqual([
      { rate: 10, amount: 1190, tax: 108 },
      { rate: 5.5, amount: 250, tax: 13 },
    ]);
  });

  it("répartit la remise de la ligne entre les taux au prorata", () => {
    const parts = lineTaxParts(
      [
        { rate: 10, amount: cents(1190) },
        { rate: 5.5, amount: cents(250) },
      ],
      cents(144),
      "inclusive",
    );
    // 1,44 € sur 11,90 et 2,50 → 1,19 et 0,25 ; 10,71 → 0,97 ; 2,25 → 0,12
    expect(parts).toEqual([
      { rate: 10, amount: 1071, tax: 97 },
      { rate: 5.5, amount: 225, tax: 12 },
    ]);
  });

  it("réunit les montants d'un même taux et ignore un taux où rien n'est vendu", () => {
    const parts = lineTaxParts(
      [
        { rate: 10, amount: cents(950) },
        { rate: 5.5, amount: cents(0) },
        { rate: 10, amount: cents(100) },
      ],
      cents(0),
      "exclusive",
    );
    expect(parts).toEqual([{ rate: 10, amount: 1050, tax: 105 }]);
  });

  it("additionne les parts par taux, du plus bas au plus haut", () => {
    expect(
      taxPartsByRate([
        { rate: 10, amount: cents(1071), tax: cents(97) },
        { rate: 5.5, amount: cents(225), tax: cents(12) },
        { rate: 10, amount: cents(250), tax: cents(23) },
      ]),
    ).toEqual([
      { rate: 5.5, amount: 225, tax: 12 },
      { rate: 10, amount: 1321, tax: 120 },
    ]);
  });

  const rates = fc.constantFrom(0, 2.1, 5.5, 10, 20);
  const amountsAndDiscount = fc
    .tuple(
      rates,
      fc.array(fc.record({ rate: rates, amount: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 6 }),
      fc.integer({ min: 0, max: 100_000 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([itemRate, choices, itemAmount, discountShare]) => {
      const amounts = [{ rate: itemRate, amount: itemAmount }, ...choices].map(({ rate, amount }) => ({
        rate,
        amount: cents(amount),
      }));
      const whole = amounts.reduce((sum, { amount }) => sum + amount, 0);
      return { amounts, whole, discount: cents(Math.floor(whole * discountShare)) };
    });
  const taxModes = fc.constantFrom("inclusive" as const, "exclusive" as const, "disabled" as const);

  it("ne perd ni ne crée jamais un centime en répartissant la remise", () => {
    fc.assert(
      fc.property(amountsAndDiscount, taxModes, ({ amounts, whole, discount }, mode) => {
        const parts = lineTaxParts(amounts, discount, mode);
        expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(whole - discount);
        for (const part of parts) {
          expect(part.amount).toBeGreaterThanOrEqual(0);
          expect(part.tax).toBe(lineTax(part.amount, part.rate, mode));
        }
        expect(new Set(parts.map((part) => part.rate)).size).toBe(parts.length);
        expect(parts[0]?.rate).toBe(amounts[0]?.rate);
      }),
    );
  });

  it("à un seul taux, donne exactement la taxe d'une ligne d'avant", () => {
    fc.assert(
      fc.property(amountsAndDiscount, taxModes, ({ amounts, whole, discount }, mode) => {
        const rate = amounts[0]?.rate ?? 10;
        const sameRate = amounts.map(({ amount }) => ({ rate, amount }));
        expect(lineTaxParts(sameRate, discount, mode)).toEqual([
          { rate, amount: whole - discount, tax: lineTax(cents(whole - discount), rate, mode) },
        ]);
      }),
    );
  });
});
