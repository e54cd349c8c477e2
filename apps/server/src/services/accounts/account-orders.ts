import { type Db, schema } from "@comptoir/db";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { eventsOfOrders } from "../kitchen/order-history.ts";
import type { StoredOrder } from "../order-receipt.ts";

const { orders, orderLines, orderLineOptions } = schema;

/** One page of an account's orders, newest first, with their lines and options (three queries). */
export async function ordersOfUser(
  db: Db,
  userId: number,
  page: { page: number; limit: number },
): Promise<{ orders: StoredOrder[]; total: number }> {
  const [counted] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((order) => order.id),
            ),
          )
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
  const events = await eventsOfOrders(
    db,
    rows.map((order) => order.id),
  );
  return {
    total: counted?.total ?? 0,
    orders: rows.map((order) => {
      const ownLines = lines.filter((line) => line.orderId === order.id);
      const lineIds = new Set(ownLines.map((line) => line.id));
      return {
        order,
        lines: ownLines,
        options: options.filter((option) => lineIds.has(option.lineId)),
        events: events.get(order.id) ?? [],
      };
    }),
  };
}

/**
 * A deleted account's orders stay with the restaurant (they are its accounting records) without
 * the customer: no account, no name, e-mail, phone or address.
 */
export async function forgetCustomerOfOrders(tx: Db, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      userId: null,
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      address: null,
      city: null,
      postalCode: null,
    })
    .where(eq(orders.userId, userId));
}
