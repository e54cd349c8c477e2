import type { BoardOrderPayload } from "@comptoir/contracts";
import { isFinalProgress } from "@comptoir/domain";

/** How often the chime sounds again while an order waits for someone to accept or refuse it. */
export const CHIME_REPEAT_MS = 8_000;

/**
 * Orders that reached the board since it last looked: ids it never saw that are still alive (an
 * order placed and refused while the board was away is history, not news). The first snapshot
 * of a page sees everything as known (`seen` null): opening the board is not an arrival.
 */
export function arrivalsAmong(
  orders: readonly BoardOrderPayload[],
  seen: ReadonlySet<number> | null,
): BoardOrderPayload[] {
  if (seen === null) return [];
  return orders.filter((order) => !seen.has(order.id) && !isFinalProgress(order.progress));
}

/** Orders nobody has answered yet. */
export function waitingOrders(orders: readonly BoardOrderPayload[]): BoardOrderPayload[] {
  return orders.filter((order) => order.progress === "placed");
}

/**
 * Whether the chime sounds now. Every arrival sounds once, at once (with automatic acceptance,
 * that is all: nothing waits). Then, as long as an order waits for an answer, it sounds again
 * every CHIME_REPEAT_MS, until someone accepts or refuses it.
 */
export function chimeDue(alert: {
  arrivals: number;
  waiting: number;
  /** When it last sounded (ms), null if never. */
  lastChimeAt: number | null;
  now: number;
}): boolean {
  if (alert.arrivals > 0) return true;
  if (alert.waiting === 0) return false;
  return alert.lastChimeAt === null || alert.now - alert.lastChimeAt >= CHIME_REPEAT_MS;
}
