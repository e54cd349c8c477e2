import { formatPayloadEuros } from "@comptoir/domain/money-format";

/**
 * How the catalogue's review writes amounts, rates and hours (ADR 051): the shop's own euro format,
 * percentages the French way, ranges as the hours pages show them.
 */

/** A file's amount in euros as `9,50 €`. Rounded to the cent for display only: the file's schema refused more decimals. */
export function describeEuros(euros: number): string {
  return formatPayloadEuros(Math.round(euros * 100) / 100);
}

const percentFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** A rate in percent as `5,5 %` (a no-break space before the sign, as before the euro sign). */
export function describePercent(rate: number): string {
  return `${percentFormat.format(rate)}\u00a0%`;
}

/** A day's ranges as `11:30–14:00, 19:00–23:00`, or "" when there are none. */
export function describeRanges(ranges: readonly (readonly [string, string])[]): string {
  return ranges.map(([start, end]) => `${start}–${end}`).join(", ");
}

/** A JSON value with every object's keys in one order; arrays keep theirs. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Two values of a restaurant file (JSON values) are the same, whatever the order of their keys:
 * PostgreSQL's jsonb keeps keys shortest first (a make time comes back `{ extra, first }`), a file
 * checked by its schema has them in the schema's order, and both are the same make time.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
