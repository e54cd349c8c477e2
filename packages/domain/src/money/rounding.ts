import { hundredthsOf } from "./hundredths.ts";

/**
 * Integer division rounded half-up (half away from zero), the one rounding rule of the package:
 * 0.5 cent and above goes to the next cent. Both operands are integers, so no binary fraction is
 * ever involved.
 */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`Division impossible : ${numerator} / ${denominator}`);
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  // n and d are safe integers, so the floating quotient never rounds up to the next integer.
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  // 0 − rounded rather than −rounded, so that nothing ever comes out as −0.
  return sign < 0 ? 0 - rounded : rounded;
}

/** Hundredths of a percent in 100 %: a rate is handled as an integer number of basis points. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/**
 * A percentage as stored (10, 5.5, 20) to basis points (1000, 550, 2000). Percentages with more than
 * two decimals or below zero are refused rather than silently rounded.
 */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError(`Pourcentage invalide : ${percent}`);
  }
  const basisPoints = hundredthsOf(percent);
  if (basisPoints === null) {
    throw new RangeError(`Un pourcentage a au plus deux décimales : ${percent}`);
  }
  return basisPoints;
}
