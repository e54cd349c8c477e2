import { type Cents, centsToEuros } from "./cents.ts";

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** A price as a French reader expects it: `9,50 €`. Only at the edge, never in a calculation. */
export function formatEuros(amount: Cents): string {
  return euroFormat.format(centsToEuros(amount));
}
