import type { BoardOrderPayload } from "@comptoir/contracts";

/** The quick choices of the accept dialog, in minutes from now. */
const READY_IN_MINUTES = [10, 15, 20, 30] as const;

export interface ReadyTimeChoice {
  /** The instant shown (ISO 8601). */
  at: string;
  /** What the board sends as `ready_at`: null for the promised time (the server's default). */
  readyAt: string | null;
  minutes: number | null;
}

/**
 * The promised time first (the default), then +10, +15, +20 and +30 minutes. "Now" is never before
 * the order reached the board: a tablet whose clock lags behind the shop's would otherwise offer
 * times already past. Choices not later than the promised time are left out: they would say the
 * same thing as "the promised time", or promise less than the customer was told.
 */
export function readyTimeChoices(
  order: Pick<BoardOrderPayload, "promised_at" | "board_at">,
  nowMs: number,
): ReadyTimeChoice[] {
  const promised = Date.parse(order.promised_at);
  const from = Math.max(nowMs, Date.parse(order.board_at));
  const later = READY_IN_MINUTES.map((minutes) => ({ minutes, ms: from + minutes * 60_000 }))
    .filter(({ ms }) => ms > promised)
    .map(({ minutes, ms }) => {
      const at = new Date(Math.ceil(ms / 60_000) * 60_000).toISOString();
      return { at, readyAt: at, minutes };
    });
  return [{ at: order.promised_at, readyAt: null, minutes: null }, ...later];
}
