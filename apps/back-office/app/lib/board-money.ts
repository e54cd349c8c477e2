/**
 * An amount of a staff payload (euros, two decimals) shown the French way: "12,50 €". The shop's
 * `lib/price.ts` says the same, but the board does not import it: a module shared by the board's
 * routes and the menu's first load regroups the menu's chunks and costs it bytes (ADR 044).
 */
const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

export function boardEuros(amount: number): string {
  return euros.format(amount);
}
