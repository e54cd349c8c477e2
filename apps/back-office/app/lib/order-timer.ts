import type { BoardOrderPayload } from "@comptoir/contracts";

const MINUTE = 60_000;

/**
 * When an order's timer warns (ADR 056), by what the order waits for:
 * - waiting for an answer (`placed`): the customer does not know yet whether the shop takes it;
 *   "soon" from 2 minutes on the board, "late" from 5;
 * - in the kitchen (`accepted`, `preparing`): the promise is what counts, not the age (an order for
 *   tonight's slot is not late at noon); "soon" from 5 minutes before the promised time, "late"
 *   once it has passed;
 * - handed over or on its way (`ready`, `out_for_delivery`): the kitchen is done, the customer or
 *   the rider is awaited; "soon" from 10 minutes after the promised time, "late" from 20.
 * Finished orders have no timer.
 */
const TIMER_THRESHOLDS = {
  waitingSoonAfter: 2 * MINUTE,
  waitingLateAfter: 5 * MINUTE,
  kitchenSoonBefore: 5 * MINUTE,
  handoverSoonAfter: 10 * MINUTE,
  handoverLateAfter: 20 * MINUTE,
} as const;

export type TimerLevel = "calm" | "soon" | "late";

/**
 * Calm green, amber soon, red late, each with its text above 4.5:1 (board-colours.test.ts):
 * `text-ink` is the theme's #111111.
 */
export const TIMER_CLASSES: Record<TimerLevel, string> = {
  calm: "bg-[#6ee7b7] text-ink",
  soon: "bg-[#fcd34d] text-ink",
  late: "bg-[#b91c1c] text-white",
};

type TimedOrder = Pick<BoardOrderPayload, "progress" | "board_at" | "promised_at">;

/** The timer's level for `order` at `now` (the shop's clock, in milliseconds); null: no timer. */
export function timerLevel(order: TimedOrder, now: number): TimerLevel | null {
  const sinceArrival = now - Date.parse(order.board_at);
  const sincePromise = now - Date.parse(order.promised_at);
  const t = TIMER_THRESHOLDS;
  switch (order.progress) {
    case "placed":
      return sinceArrival >= t.waitingLateAfter
        ? "late"
        : sinceArrival >= t.waitingSoonAfter
          ? "soon"
          : "calm";
    case "accepted":
    case "preparing":
      return sincePromise >= 0 ? "late" : sincePromise >= -t.kitchenSoonBefore ? "soon" : "calm";
    case "ready":
    case "out_for_delivery":
      return sincePromise >= t.handoverLateAfter
        ? "late"
        : sincePromise >= t.handoverSoonAfter
          ? "soon"
          : "calm";
    default:
      return null;
  }
}

/**
 * The time since the order reached the board, as a cook reads it across the kitchen: "0 min",
 * "12 min", "1 h 05". Whole minutes, rounded down; never negative (a server's instant a moment
 * ahead of the clock the board keeps).
 */
export function elapsedLabel(sinceIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;
}
