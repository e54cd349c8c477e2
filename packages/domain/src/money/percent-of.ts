import { type Cents, cents } from "./cents.ts";
import { BASIS_POINTS_PER_UNIT, divideRoundingHalfUp, percentToBasisPoints } from "./rounding.ts";

/**
 * `percent` % of an amount, rounded half-up to the cent (19,995 € × 10 % = 2,00 €, not 1,99 €).
 * Callers apply it per cart line, so each line is rounded once and the order total is the sum of
 * the rounded lines.
 */
export function percentOf(amount: Cents, percent: number): Cents {
  const basisPoints = percentToBasisPoints(percent);
  return cents(divideRoundingHalfUp(amount * basisPoints, BASIS_POINTS_PER_UNIT));
}
