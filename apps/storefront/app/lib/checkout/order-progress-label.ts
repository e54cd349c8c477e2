import type { OrderProgressEventPayload, OrderView } from "@comptoir/contracts";
import { type CustomerStatus, customerStatus } from "@comptoir/domain";

/** The stream's latest word about the order, or what the order said when it was read. */
export type ProgressWord = Pick<OrderProgressEventPayload, "progress" | "ready_at" | "reason">;

/** What the order said of its progress when it was read back. */
export function progressWordOf(order: OrderView): ProgressWord {
  return { progress: order.progress, ready_at: order.promised_at, reason: order.progress_reason };
}

/**
 * What /success and the account's past orders say of the order (ADR 044, 060): "En attente de
 * confirmation", "Acceptée — prête vers 12:40" (in the restaurant's zone), "Refusée : <la raison>"…,
 * with the sentence the mail of the same step says.
 */
export function orderStatusFor(order: OrderView, word: ProgressWord, timeZone: string): CustomerStatus {
  return customerStatus({
    progress: word.progress,
    isPickup: order.is_pickup,
    number: order.order_number,
    promisedAt: new Date(word.ready_at),
    reason: word.reason,
    place: { address: order.place.address, postalCode: order.place.postal_code, city: order.place.city },
    timeZone,
  });
}

/** The live line alone: "Acceptée — prête vers 12:40". */
export function orderProgressLabel(order: OrderView, word: ProgressWord, timeZone: string): string {
  return orderStatusFor(order, word, timeZone).headline;
}
