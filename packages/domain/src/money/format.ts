import { type Cents, eurosToCents } from "./cents.ts";

// The one euro formatter of both apps and the server. No zod here: pages import it on their first
// load, the back office through the entry point `@comptoir/domain/money-format` (ADR 047).
//
// Written by hand rather than with `Intl.NumberFormat`: a browser's first `Intl` formatter loads
// its locale data, 20 to 80 ms of the menu's hydration on a phone (four times that in Lighthouse's
// mobile preset), for a format that never changes (ADR 076). The tests hold it to Intl's output.

/** A no-break space, before the euro sign. */
const NO_BREAK_SPACE = "\u00a0";
/** A narrow no-break space, between groups of thousands. */
const THOUSANDS = "\u202f";

/**
 * An amount of cents as French writes euros, without the sign: `1 234,50` (a comma before the
 * cents, a narrow no-break space between thousands, a minus sign first when below zero).
 */
export function frenchEuroDigits(amount: Cents): string {
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  const whole = Math.round(Math.abs(amount));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  return `${sign}${euros},${String(whole % 100).padStart(2, "0")}`;
}

/** A price as a French reader expects it: `9,50 €`. Only at the edge, never in a calculation. */
export function formatEuros(amount: Cents): string {
  return `${frenchEuroDigits(amount)}${NO_BREAK_SPACE}€`;
}

/**
 * A payload's amount in euros (two decimals, made from stored cents) shown the same way: `9,50 €`.
 * A third decimal is refused (`eurosToCents`), so a wrong amount fails loudly, never rounded.
 */
export function formatPayloadEuros(euros: number): string {
  return formatEuros(eurosToCents(euros));
}
