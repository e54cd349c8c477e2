import { type Cents, cents } from "./cents.ts";

/**
 * Spreads an amount across shares in proportion to their weights by the largest-remainder method:
 * each share first gets the floor of its exact part, then the cents left over go one by one to the
 * shares with the largest remainders (earlier shares first on a tie). The shares always add up to
 * the amount exactly and each differs from its exact part by less than one cent.
 *
 * Used to spread an order-level discount over the cart lines so that tax can be computed per line.
 * When every weight is zero the amount is spread evenly. A negative amount is spread as its
 * opposite, then negated.
 */
export function allocate(amount: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) {
    throw new RangeError("Impossible de répartir un montant sur zéro part");
  }
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Une part doit être un entier positif ou nul : ${weight}`);
    }
  }
  if (amount < 0) return allocate(cents(-amount), weights).map((share) => cents(0 - share));

  const effective = weights.every((weight) => weight === 0) ? weights.map(() => 1) : weights;
  const totalWeight = effective.reduce((sum, weight) => sum + weight, 0);
  // Products of safe integers below 2^53: the floored floating quotient is exact.
  const parts = effective.map((weight, index) => {
    const share = Math.floor((amount * weight) / totalWeight);
    return { index, share, remainder: amount * weight - share * totalWeight };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.share, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => cents(part.share));
}
