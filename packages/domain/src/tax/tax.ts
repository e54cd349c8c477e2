import { allocate } from "../money/allocate.ts";
import { type Cents, cents, ZERO } from "../money/cents.ts";
import { BASIS_POINTS_PER_UNIT, divideRoundingHalfUp, percentToBasisPoints } from "../money/rounding.ts";

/**
 * - inclusive (spec default): prices already contain the tax; the tax shown is the part of the
 *   price that is tax, and the total is subtotal + delivery − discount.
 * - exclusive: prices are before tax; the tax is added to the total.
 * - disabled: no tax at all.
 */
export type TaxMode = "inclusive" | "exclusive" | "disabled";

export interface TaxSettings {
  mode: TaxMode;
  /** Rate in percent for what carries no rate of its own (the delivery fee); spec default 10. */
  defaultRate: number;
}

export const DEFAULT_TAX_SETTINGS: TaxSettings = { mode: "inclusive", defaultRate: 10 };

/** The mode from the settings `tax.enabled` and `tax.inclusive` (both true by default). */
export function taxModeOf(enabled: boolean, inclusive: boolean): TaxMode {
  if (!enabled) return "disabled";
  return inclusive ? "inclusive" : "exclusive";
}

/**
 * Tax of one line (an amount already multiplied by its quantity and net of its discount), rounded
 * half-up to the cent once per line:
 * - inclusive: amount × rate / (100 + rate), e.g. 11,00 € at 10 % holds 1,00 € of tax;
 * - exclusive: amount × rate / 100, e.g. 10,00 € at 10 % adds 1,00 €;
 * - disabled: 0.
 */
export function lineTax(amount: Cents, ratePercent: number, mode: TaxMode): Cents {
  if (mode === "disabled") return ZERO;
  const rate = percentToBasisPoints(ratePercent);
  const denominator = mode === "inclusive" ? BASIS_POINTS_PER_UNIT + rate : BASIS_POINTS_PER_UNIT;
  return cents(divideRoundingHalfUp(amount * rate, denominator));
}

/** An amount sold at one VAT rate (in percent), before any discount. */
export interface RatedAmount {
  rate: number;
  amount: Cents;
}

/**
 * What one VAT rate holds of a line or of an order: `amount` is what is sold at that rate after
 * its share of the discounts, as the prices are written (tax included in inclusive mode, before tax
 * in exclusive mode), and `tax` its VAT.
 */
export interface TaxPart {
  rate: number;
  amount: Cents;
  tax: Cents;
}

/** Amounts of the same rate as one, in the order of their first appearance. */
function mergeRates(amounts: readonly RatedAmount[]): RatedAmount[] {
  const byRate = new Map<number, RatedAmount>();
  for (const { rate, amount } of amounts) {
    const key = percentToBasisPoints(rate);
    const known = byRate.get(key);
    byRate.set(key, { rate: known?.rate ?? rate, amount: cents((known?.amount ?? 0) + amount) });
  }
  return [...byRate.values()];
}

/**
 * The VAT of one line sold at several rates (a formule's drink at 5,5 % chosen with a dish at
 * 10 %): the amounts are merged per rate (the first one, the item's, always kept; another rate only
 * when something is sold at it), the line's discount is spread over the rates in proportion to
 * their amounts by `allocate` (so the parts add up to the line's amount after discount, to the
 * cent), and each part's tax is `lineTax` of its amount, rounded once per part. A line at a single
 * rate gets exactly `lineTax(amount − discount)`, as before choices had rates of their own.
 */
export function lineTaxParts(amounts: readonly RatedAmount[], discount: Cents, mode: TaxMode): TaxPart[] {
  const merged = mergeRates(amounts).filter((part, index) => index === 0 || part.amount !== 0);
  if (merged.length === 0) return [];
  // A negative amount (never written by the restaurant file) takes no share rather than failing.
  const shares = allocate(
    discount,
    merged.map((part) => Math.max(0, part.amount)),
  );
  return merged.map((part, index) => {
    const amount = cents(part.amount - (shares[index] as Cents));
    return { rate: part.rate, amount, tax: lineTax(amount, part.rate, mode) };
  });
}

/** Parts of several lines (and the delivery fee) added up per rate, from the lowest rate up. */
export function taxPartsByRate(parts: readonly TaxPart[]): TaxPart[] {
  const byRate = new Map<number, TaxPart>();
  for (const part of parts) {
    const key = percentToBasisPoints(part.rate);
    const known = byRate.get(key);
    byRate.set(key, {
      rate: known?.rate ?? part.rate,
      amount: cents((known?.amount ?? 0) + part.amount),
      tax: cents((known?.tax ?? 0) + part.tax),
    });
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([, part]) => part);
}
