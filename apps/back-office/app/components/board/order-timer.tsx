import type { BoardOrderPayload } from "@comptoir/contracts";
import { clockTimeAt } from "@comptoir/domain";
import { fill, backOffice as text } from "@comptoir/messages";
import { elapsedLabel, TIMER_CLASSES, timerLevel } from "../../lib/order-timer.ts";
import { useTick } from "../../lib/use-tick.ts";

/**
 * An order's running timer: the minutes since it reached the board, on the shop's clock (never the
 * tablet's), in a colour that warns when it waits too long. It renders again each second by itself,
 * the card around it does not. Screen readers read it whole, and are not told each tick.
 */
export function OrderTimer({
  order,
  shopNow,
  timeZone,
}: {
  order: Pick<BoardOrderPayload, "progress" | "board_at" | "promised_at">;
  shopNow: () => Date;
  timeZone: string;
}) {
  useTick();
  const now = shopNow().getTime();
  const level = timerLevel(order, now);
  if (level === null) return null;
  const elapsed = elapsedLabel(order.board_at, now);
  const warning = text.timerLevels[level];
  return (
    // The server drew the board a moment before it hydrates: a minute may have turned between.
    <p
      suppressHydrationWarning
      data-testid="order-timer"
      data-level={level}
      className={`shrink-0 rounded-xl px-2.5 py-0.5 text-2xl font-black whitespace-nowrap tabular-nums ${TIMER_CLASSES[level]}`}
    >
      <span className="sr-only">
        {fill(text.timerSince, { time: clockTimeAt(new Date(order.board_at), timeZone) })}{" "}
      </span>
      {elapsed}
      {warning ? <span className="sr-only">, {warning}</span> : null}
    </p>
  );
}
