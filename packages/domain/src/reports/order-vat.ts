import { type Cents, cents } from "../money/cents.ts";

/**
 * An order as it was sold, in the terms its stored lines keep (cents; rates in basis points):
 * what the receipt, the reports, the exports and the sales journal all read its VAT from.
 */
export interface SoldOrderAmounts {
  subtotal: number;
  discount: number;
  delivery: number;
  /** The order's VAT: its lines' (each rounded once, ADR 066) and its delivery fee's. */
  tax: number;
  total: number;
  deliveryTaxRateBasisPoints: number;
  lines: readonly SoldLineAmounts[];
}

export interface SoldLineAmounts {
  lineTotal: number;
  discount: number;
  tax: number;
  taxRateBasisPoints: number;
  /** The line's VAT per rate as sold; null for a free line or one stored before it was kept. */
  taxParts: readonly { rateBasisPoints: number; amount: number; tax: number }[] | null;
}

/** One VAT rate's share of an order (or of many): excluding VAT, the VAT, including VAT. */
export interface RateFigures {
  rateBasisPoints: number;
  excludingTax: Cents;
  tax: Cents;
  includingTax: Cents;
}

/**
 * Whether the order's prices were written including VAT (the shop's default) or before it: the
 * order does not store its mode, but its total tells (VAT added on top, or not). With no VAT at
 * all both readings agree.
 */
export function pricesIncludeTax(
  order: Pick<SoldOrderAmounts, "subtotal" | "discount" | "delivery" | "total">,
) {
  return order.total === order.subtotal - order.discount + order.delivery;
}

/**
 * The order's VAT per rate as it was sold (ADR 066), lowest rate first: each line's parts at their
 * rates (a formule's drink at 5,5 % beside the dish at 10 %), the delivery fee at its own rate
 * with the VAT the order holds beyond its lines'. The VAT is never recomputed from a rate's total:
 * it is the sum of the VAT each line was sold with, so that the receipt, the reports and the
 * exports agree to the cent. The rates' `includingTax` add up to the order's total and their
 * `tax` to its VAT (property-tested).
 */
export function orderVatByRate(order: SoldOrderAmounts): RateFigures[] {
  const inclusive = pricesIncludeTax(order);
  const byRate = new Map<number, { written: number; tax: number }>();
  const add = (rate: number, written: number, tax: number) => {
    if (written === 0 && tax === 0) return;
    const known = byRate.get(rate) ?? { written: 0, tax: 0 };
    byRate.set(rate, { written: known.written + written, tax: known.tax + tax });
  };
  let linesTax = 0;
  for (const line of order.lines) {
    linesTax += line.tax;
    const parts = line.taxParts ?? [
      { rateBasisPoints: line.taxRateBasisPoints, amount: line.lineTotal - line.discount, tax: line.tax },
    ];
    for (const part of parts) add(part.rateBasisPoints, part.amount, part.tax);
  }
  add(order.deliveryTaxRateBasisPoints, order.delivery, order.tax - linesTax);
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, { written, tax }]) => ({
      rateBasisPoints,
      excludingTax: cents(inclusive ? written - tax : written),
      tax: cents(tax),
      includingTax: cents(inclusive ? written : written + tax),
    }));
}

/** Figures of several orders (or days) added up per rate, lowest rate first. */
export function addRateFigures(figures: readonly (readonly RateFigures[])[]): RateFigures[] {
  const byRate = new Map<number, RateFigures>();
  for (const list of figures)
    for (const figure of list) {
      const known = byRate.get(figure.rateBasisPoints);
      byRate.set(
        figure.rateBasisPoints,
        known
          ? {
              rateBasisPoints: figure.rateBasisPoints,
              excludingTax: cents(known.excludingTax + figure.excludingTax),
              tax: cents(known.tax + figure.tax),
              includingTax: cents(known.includingTax + figure.includingTax),
            }
          : { ...figure },
      );
    }
  return [...byRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}
