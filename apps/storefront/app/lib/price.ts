import { eurosToCents, formatEuros } from "@comptoir/domain";

/** A payload amount in euros shown the French way: `9,50 €`. */
export function formatPayloadEuros(euros: number): string {
  return formatEuros(eurosToCents(euros));
}
