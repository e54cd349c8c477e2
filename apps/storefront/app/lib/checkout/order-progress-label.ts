import type { OrderProgressEventPayload } from "@comptoir/contracts";
import { clockTimeAt } from "@comptoir/domain";
import { fill, success as successText } from "@comptoir/messages";

/**
 * What /success says of the order's progress (ADR 044): "En attente de confirmation", "Acceptée —
 * prête vers 12:40" (in the restaurant's time zone), "Refusée : <la raison>"…
 */
export function orderProgressLabel(
  event: Pick<OrderProgressEventPayload, "progress" | "ready_at" | "reason">,
  timeZone: string,
): string {
  const texts = successText.progress;
  switch (event.progress) {
    case "accepted":
      return fill(texts.accepted, { time: clockTimeAt(new Date(event.ready_at), timeZone) });
    case "refused":
    case "cancelled":
      // A reason is required of the staff; an order cancelled by the shop itself may come without.
      return event.reason
        ? fill(texts[event.progress], { reason: event.reason })
        : successText.progressNoReason[event.progress];
    default:
      return texts[event.progress];
  }
}
