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
