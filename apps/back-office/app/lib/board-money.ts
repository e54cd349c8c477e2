/**
 * An amount of a staff payload (euros, two decimals) shown the French way: "12,50 €", as the
 * storefront shows prices.
 */
const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

export function boardEuros(amount: number): string {
  return euros.format(amount);
}
