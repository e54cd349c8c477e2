import { type Cents, centsToEuros } from "@comptoir/domain";

const spokenNumber = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The same amount as a screen reader should say it, "12,50 euros": some read "€" as a letter or
 * skip it. Below two euros the word stays singular, as French has it ("1,50 euro").
 */
export function spokenEuros(amount: Cents): string {
  const euros = centsToEuros(amount);
  return `${spokenNumber.format(euros)} ${Math.abs(euros) < 2 ? "euro" : "euros"}`;
}
