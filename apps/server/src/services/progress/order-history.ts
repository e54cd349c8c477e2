import type { OrderEventPayload, OrderProgressEventPayload } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { isStoppedProgress, type OrderProgress } from "@comptoir/domain";
import { asc, inArray } from "drizzle-orm";
import type { TrackedOrder } from "../tracked-orders.ts";

const { orderEvents } = schema;

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** What an order's history says now: the time promised, and the reason it was stopped, if it was. */
export interface ProgressFacts {
  /** The ready time given with the last acceptance, else the one computed when it was placed. */
  promisedAt: Date;
  /** The reason of the refusal or cancellation that ended it; null while it goes on or once completed. */
  reason: string | null;
}

/** Events in the order they happened (the id breaks ties within one instant). */
function inOrder(events: readonly OrderEventRow[]): OrderEventRow[] {
  return [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
}

export function progressFacts(
  order: { progress: OrderProgress; readyAt: Date },
  events: readonly OrderEventRow[] = [],
): ProgressFacts {
  const ordered = inOrder(events);
  const accepted = ordered.findLast((event) => event.progress === "accepted" && event.readyAt !== null);
  const stopped = isStoppedProgress(order.progress)
    ? ordered.findLast((event) => event.progress === order.progress)
    : undefined;
  return { promisedAt: accepted?.readyAt ?? order.readyAt, reason: stopped?.reason ?? null };
}

/**
 * The history in the payload's terms. The customer reads the restaurant's word, not who typed it:
 * `withNames: false` leaves `by` null, as for the shop's own changes (ADR 042).
 */
export function historyPayload(
  events: readonly OrderEventRow[],
  { withNames }: { withNames: boolean },
): OrderEventPayload[] {
  return inOrder(events).map((event) => ({
    progress: event.progress,
    at: event.at.toISOString(),
    by: withNames ? event.staffName : null,
    reason: event.reason,
    ready_at: event.readyAt?.toISOString() ?? null,
  }));
}

/** What the customer's `/success` is told of their order's progress (the `progress` event). */
export function orderProgressView(stored: TrackedOrder): OrderProgressEventPayload {
  const facts = progressFacts(stored.order, stored.events);
  return {
    progress: stored.order.progress,
    ready_at: facts.promisedAt.toISOString(),
    reason: facts.reason,
    history: historyPayload(stored.events, { withNames: false }),
  };
}

/** The events of these orders, grouped by order. */
export async function eventsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderEventRow[]>> {
  const grouped = new Map<number, OrderEventRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) grouped.get(row.orderId)?.push(row);
  return grouped;
}
