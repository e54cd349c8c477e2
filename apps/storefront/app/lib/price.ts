import { type Cents, frenchEuroDigits } from "@comptoir/domain";

/**
 * The same amount as a screen reader should say it, "12,50 euros": some read "€" as a letter or
 * skip it. Below two euros the word stays singular, as French has it ("1,50 euro"). The digits are
 * the price's own (no `Intl` formatter on the first load, ADR 076).
 */
export function spokenEuros(amount: Cents): string {
  return `${frenchEuroDigits(amount)} ${Math.abs(amount) < 200 ? "euro" : "euros"}`;
}
