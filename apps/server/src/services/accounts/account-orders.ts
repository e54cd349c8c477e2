import { type Db, schema } from "@comptoir/db";
import { count, desc, eq } from "drizzle-orm";
import type { StoredOrder } from "../order-receipt.ts";
import { trackedOrders } from "../tracked-orders.ts";

const { orders } = schema;

/** One page of an account's orders, newest first, with their lines, options and history. */
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
  return { total: counted?.total ?? 0, orders: await trackedOrders(db, rows) };
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
