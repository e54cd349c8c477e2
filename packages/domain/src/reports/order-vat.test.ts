import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { percentToBasisPoints } from "../money/rounding.ts";
import { lineTax, lineTaxParts, type TaxMode } from "../tax/tax.ts";
import { addRateFigures, orderVatByRate, pricesIncludeTax, type SoldOrderAmounts } from "./order-vat.ts";

/** An order built the way checkout stores one: each line's parts by `lineTaxParts`, the fee by `lineTax`. */
function soldOrder(
  mode: Exclude<TaxMode, "disabled">,
  lines: { amounts: { rate: number; amount: number }[]; discount: number }[],
  delivery: number,
  deliveryRate: number,
): SoldOrderAmounts {
  const stored = lines.map(({ amounts, discount }) => {
    const lineTotal = amounts.reduce((sum, { amount }) => sum + amount, 0);
    const taken = Math.min(discount, lineTotal);
    const parts = lineTaxParts(
      amounts.map(({ rate, amount }) => ({ rate, amount: cents(amount) })),
      cents(taken),
      mode,
    );
    return {
      lineTotal,
      discount: taken,
      tax: parts.reduce((sum, part) => sum + part.tax, 0),
      taxRateBasisPoints: percentToBasisPoints(amounts[0]?.rate ?? 10),
      taxParts: parts.map((part) => ({
        rateBasisPoints: percentToBasisPoints(part.rate),
        amount: part.amount,
        tax: part.tax,
      })),
    };
  });
  const subtotal = stored.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = stored.reduce((sum, line) => sum + line.discount, 0);
  const tax = stored.reduce((sum, line) => sum + line.tax, 0) + lineTax(cents(delivery), deliveryRate, mode);
  const beforeTax = subtotal - discount + delivery;
  return {
    subtotal,
    discount,
    delivery,
    tax,
    total: mode === "inclusive" ? beforeTax : beforeTax + tax,
    deliveryTaxRateBasisPoints: percentToBasisPoints(deliveryRate),
    lines: stored,
  };
}

describe("la TVA d'une commande par taux, telle qu'elle a été vendue", () => {
  it("reprend la TVA de chaque ligne et celle des frais de livraison, sans la recalculer", () => {
    // A formule at 10 % with its drink at 5,5 %, a dessert at 10 %, 2,50 € of delivery at 20 %.
    const order = soldOrder(
      "inclusive",
      [
        {
          amounts: [
            { rate: 10, amount: 1190 },
            { rate: 5.5, amount: 250 },
          ],
          discount: 0,
        },
        { amounts: [{ rate: 10, amount: 450 }], discount: 0 },
      ],
      250,
      20,
    );
    expect(orderVatByRate(order)).toEqual([
      // 2,50 × 5,5 / 105,5 = 0,1303 → 0,13
      { rateBasisPoints: 550, excludingTax: 237, tax: 13, includingTax: 250 },
      // 11,90 → 1,08 and 4,50 → 0,41: 1,49, not 16,40 × 10 / 110 = 1,4909 recomputed
      { rateBasisPoints: 1000, excludingTax: 1491, tax: 149, includingTax: 1640 },
      // 2,50 × 20 / 120 = 0,4167 → 0,42
      { rateBasisPoints: 2000, excludingTax: 208, tax: 42, includingTax: 250 },
    ]);
  });

  it("lit une ancienne ligne sans parts entièrement au taux de son plat", () => {
    const order: SoldOrderAmounts = {
      subtotal: 1100,
      discount: 100,
      delivery: 0,
      tax: 91,
      total: 1000,
      deliveryTaxRateBasisPoints: 1000,
      lines: [{ lineTotal: 1100, discount: 100, tax: 91, taxRateBasisPoints: 1000, taxParts: null }],
    };
    expect(orderVatByRate(order)).toEqual([
      { rateBasisPoints: 1000, excludingTax: 909, tax: 91, includingTax: 1000 },
    ]);
  });

  it("ajoute la TVA aux prix écrits hors taxe", () => {
    const order = soldOrder("exclusive", [{ amounts: [{ rate: 10, amount: 1000 }], discount: 0 }], 0, 10);
    expect(pricesIncludeTax(order)).toBe(false);
    expect(orderVatByRate(order)).toEqual([
      { rateBasisPoints: 1000, excludingTax: 1000, tax: 100, includingTax: 1100 },
    ]);
  });

  const rate = fc.constantFrom(0, 2.1, 5.5, 10, 20);
  const order = fc
    .tuple(
      fc.constantFrom("inclusive" as const, "exclusive" as const),
      fc.array(
        fc.record({
          amounts: fc.array(fc.record({ rate, amount: fc.integer({ min: 0, max: 20_000 }) }), {
            minLength: 1,
            maxLength: 3,
          }),
          discount: fc.integer({ min: 0, max: 3_000 }),
        }),
        { maxLength: 6 },
      ),
      fc.integer({ min: 0, max: 800 }),
      rate,
    )
    .map(([mode, lines, delivery, deliveryRate]) => soldOrder(mode, lines, delivery, deliveryRate));

  it("ses taux additionnés redonnent le total et la TVA de la commande", () => {
    fc.assert(
      fc.property(order, (sold) => {
        const rates = orderVatByRate(sold);
        expect(rates.reduce((sum, r) => sum + r.includingTax, 0)).toBe(sold.total);
        expect(rates.reduce((sum, r) => sum + r.tax, 0)).toBe(sold.tax);
        for (const r of rates) expect(r.excludingTax + r.tax).toBe(r.includingTax);
      }),
    );
  });

  it("additionner des commandes par taux revient à additionner leurs totaux", () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 8 }), (sold) => {
        const sum = addRateFigures(sold.map(orderVatByRate));
        expect(sum.reduce((total, r) => total + r.includingTax, 0)).toBe(
          sold.reduce((total, o) => total + o.total, 0),
        );
        expect(sum.reduce((total, r) => total + r.tax, 0)).toBe(sold.reduce((total, o) => total + o.tax, 0));
        expect(new Set(sum.map((r) => r.rateBasisPoints)).size).toBe(sum.length);
      }),
    );
  });
});
