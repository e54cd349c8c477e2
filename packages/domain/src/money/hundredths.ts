/**
 * A number written with at most two decimals (euros, a percentage) as a whole number of hundredths
 * (cents, basis points), or null when it has more decimals or is not finite. Binary floating point
 * cannot hold 9.95 exactly, so the value is rounded to the nearest hundredth and then checked to be
 * the same number: a third decimal is refused rather than silently rounded. The one such check of
 * the code base: `eurosToCents` and `percentToBasisPoints` use it, and the zod schemas of the
 * contracts use those two.
 */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const hundredths = Math.round(value * 100);
  return Math.abs(hundredths - value * 100) > 1e-6 ? null : hundredths;
}
