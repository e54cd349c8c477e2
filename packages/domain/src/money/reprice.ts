import { type Cents, cents } from "./cents.ts";
import { BASIS_POINTS_PER_UNIT, divideRoundingHalfUp, percentToBasisPoints } from "./rounding.ts";

/** How a bulk change of prices moves each price: by a percentage or by an amount. */
type RepriceMode = "percent" | "amount";

/**
 * Where the new price lands: to the cent, to ten cents, or on a price ending in ,90 or ,50 (what a
 * menu board shows: 9,90 €, 12,50 €).
 */
export type RepriceRounding = "cent" | "ten_cents" | "ends_90" | "ends_50";

export interface RepriceRule {
  mode: RepriceMode;
  /**
   * `percent`: percent of the price, may be negative (−10 lowers by 10 %), at most two decimals.
   * `amount`: cents to add, may be negative (−50 lowers by 0,50 €), a whole number.
   */
  value: number;
  rounding: RepriceRounding;
}

/** The nearest multiple of `step` plus `ending`, never below `ending`; halfway goes up. */
function nearestEnding(amount: number, step: number, ending: number): number {
  const steps = Math.max(0, divideRoundingHalfUp(amount - ending, step));
  return steps * step + ending;
}

/**
 * A price after a bulk change (the catalogue editor's "augmenter de 5 %", "baisser de 0,50 €"):
 * 1. `percent`: the price plus `value` % of it, that share rounded half-up to the cent;
 *    `amount`: the price plus `value` cents.
 * 2. Below zero becomes zero: a price never goes negative, however large the cut.
 * 3. Rounding, halfway always going up:
 *    - `cent`: as is;
 *    - `ten_cents`: the nearest multiple of 0,10 € (9,94 → 9,90; 9,95 → 10,00);
 *    - `ends_90`: the nearest price ending in ,90 (10,30 → 9,90; 10,40 → 10,90; 0,10 → 0,90);
 *    - `ends_50`: the nearest price ending in ,50 (10,00 → 10,50 as halfway; 9,99 → 9,50).
 *    A price of zero stays zero with every rounding: a free choice stays free.
 */
export function repriceCents(price: Cents, rule: RepriceRule): Cents {
  let changed: number;
  if (rule.mode === "percent") {
    // Basis points keep the percentage whole, so no binary fraction enters the price.
    const basisPoints =
      rule.value < 0 ? 0 - percentToBasisPoints(0 - rule.value) : percentToBasisPoints(rule.value);
    changed = price + divideRoundingHalfUp(price * basisPoints, BASIS_POINTS_PER_UNIT);
  } else {
    changed = price + cents(rule.value);
  }
  const floored = Math.max(0, changed);
  if (floored === 0) return cents(0);
  switch (rule.rounding) {
    case "cent":
      return cents(floored);
    case "ten_cents":
      return cents(nearestEnding(floored, 10, 0));
    case "ends_90":
      return cents(nearestEnding(floored, 100, 90));
    case "ends_50":
      return cents(nearestEnding(floored, 100, 50));
  }
}
