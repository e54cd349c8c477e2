import { type Cents, cents, ZERO } from "./cents.ts";

/** Sum of amounts; every intermediate result stays an integer number of cents. */
export function addCents(...amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

export function subtractCents(amount: Cents, deducted: Cents): Cents {
  return cents(amount - deducted);
}

/** An amount times a whole quantity (a unit price times the number of units). */
export function multiplyCents(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Une quantité doit être un entier : ${quantity}`);
  }
  return cents(amount * quantity);
}

export function minCents(first: Cents, ...others: readonly Cents[]): Cents {
  return cents(Math.min(first, ...others));
}

export function maxCents(first: Cents, ...others: readonly Cents[]): Cents {
  return cents(Math.max(first, ...others));
}

/** Floors an amount at zero: discounts never make a total negative. */
export function atLeastZero(amount: Cents): Cents {
  return amount < 0 ? ZERO : amount;
}
