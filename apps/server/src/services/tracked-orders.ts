import { type Db, schema } from "@comptoir/db";
import { asc, eq, inArray } from "drizzle-orm";
import { groupBy } from "./group-by.ts";
import type { OrderRow, StoredOrder } from "./order-receipt.ts";
import { eventsOfOrders } from "./progress/order-history.ts";

const { orders, orderLines, orderLineOptions } = schema;

/**
 * A stored order with its history: what the receipt, the account's orders, the board and the
 * customer's stream are made from.
 */
export type TrackedOrder = StoredOrder & { events: NonNullable<StoredOrder["events"]> };

/** Lines, options and history of these orders (four queries in all, whatever their number). */
export async function trackedOrders(db: Db, rows: readonly OrderRow[]): Promise<TrackedOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((order) => order.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.position));
  const options =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(orderLineOptions)
          .where(
            inArray(
              orderLineOptions.lineId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(orderLineOptions.id));
  const events = await eventsOfOrders(db, ids);
  const linesOf = groupBy(lines, (line) => line.orderId);
  const optionsOf = groupBy(options, (option) => option.lineId);
  return rows.map((order) => {
    const own = linesOf.get(order.id) ?? [];
    return {
      order,
      lines: own,
      options: own.flatMap((line) => optionsOf.get(line.id) ?? []),
      events: events.get(order.id) ?? [],
    };
  });
}

/** One order with its history, on the board or not (the customer's stream). */
export async function trackedOrderById(db: Db, orderId: number): Promise<TrackedOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order ? ((await trackedOrders(db, [order]))[0] ?? null) : null;
}
