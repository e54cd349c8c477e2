import { type Cents, centsToEuros, eurosToCents } from "./cents.ts";

// The one euro formatter of both apps and the server. No zod here: pages import it on their first
// load, the back office through the entry point `@comptoir/domain/money-format` (ADR 047).
const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** A price as a French reader expects it: `9,50 €`. Only at the edge, never in a calculation. */
export function formatEuros(amount: Cents): string {
  return euroFormat.format(centsToEuros(amount));
}

/**
 * A payload's amount in euros (two decimals, made from stored cents) shown the same way: `9,50 €`.
 * A third decimal is refused (`eurosToCents`), so a wrong amount fails loudly, never rounded.
 */
export function formatPayloadEuros(euros: number): string {
  return formatEuros(eurosToCents(euros));
}
