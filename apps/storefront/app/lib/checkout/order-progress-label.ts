import type { OrderProgressEventPayload, OrderView } from "@comptoir/contracts";
import { type CustomerStatus, clockTimeAt, customerStatus, dayDateAt } from "@comptoir/domain";
import { fill, success as successText } from "@comptoir/messages";

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

/**
 * /success's "Quand" (ADR 065): the chosen slot as the server labelled it; for "as soon as
 * possible", the time promised now, the stream's latest word (the kitchen's quote at placement, or
 * the ready time the restaurant gave on accepting), so it never contradicts the live line above.
 */
export function orderWhenLabel(order: OrderView, word: ProgressWord, timeZone: string): string {
  if (order.schedule.delivery_time_range !== null) return order.schedule.label;
  const promised = new Date(word.ready_at);
  return fill(successText.whenAsap, {
    day: dayDateAt(promised, timeZone),
    time: clockTimeAt(promised, timeZone),
  });
}
