import { hundredthsOf } from "./hundredths.ts";

/**
 * Money is held as an integer number of euro cents, branded so that a plain number (a quantity,
 * a percentage, euros from a payload) cannot be passed where cents are expected by mistake.
 */
export type Cents = number & { readonly __unit: "cents" };

const CENTS_PER_EURO = 100;

export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Un montant en centimes doit être un entier : ${amount}`);
  }
  return amount as Cents;
}

export const ZERO = cents(0);

/**
 * Euros as written in a payload or a data file (at most two decimals) to cents. Anything with a
 * third decimal is refused rather than silently rounded (`hundredthsOf`).
 */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) {
    throw new RangeError(`Montant invalide : ${euros}`);
  }
  const amount = hundredthsOf(euros);
  if (amount === null) {
    throw new RangeError(`Un montant en euros a au plus deux décimales : ${euros}`);
  }
  return cents(amount);
}

/** Cents to euros for an API payload: a number with at most two decimals. */
export function centsToEuros(amount: Cents): number {
  return amount / CENTS_PER_EURO;
}
