import { randomUUID } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import type { OrderStatus, PaymentMethod } from "@comptoir/db/schema";
import { nextDayNumber } from "../services/order-numbers.ts";

export interface PastOrderLine {
  itemId: number;
  quantity?: number;
  isFree?: boolean;
}

/**
 * Writes an order that happened, with its lines, straight into the tables: enough for the code
 * that reads sales (recommendations) to be tested without going through checkout. Prices are
 * plausible, not computed: nothing here reads them.
 */
export async function insertPastOrder(
  db: Db,
  order: { lines: PastOrderLine[]; createdAt: Date; status?: OrderStatus; paymentMethod?: PaymentMethod },
): Promise<number> {
  const deliveryDate = order.createdAt.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.orders)
      .values({
        localId: randomUUID(),
        dayNumber: await nextDayNumber(tx, deliveryDate),
        status: order.status ?? "paid",
        mode: "pickup",
        paymentMethod: order.paymentMethod ?? "card",
        firstName: "Camille",
        lastName: "Martin",
        email: "camille.martin@example.com",
        phone: "06 12 34 56 78",
        deliveryDate,
        subtotal: 1000 * order.lines.length,
        discount: 0,
        delivery: 0,
        tax: 91 * order.lines.length,
        total: 1000 * order.lines.length,
        createdAt: order.createdAt,
      })
      .returning({ id: schema.orders.id });
    if (!row) throw new Error("commande non écrite");
    await tx.insert(schema.orderLines).values(
      order.lines.map((line, position) => ({
        orderId: row.id,
        position,
        itemId: line.itemId,
        itemName: `Article ${line.itemId}`,
        quantity: line.quantity ?? 1,
        unitPrice: line.isFree ? 0 : 1000,
        lineTotal: line.isFree ? 0 : 1000 * (line.quantity ?? 1),
        taxRateBasisPoints: 1000,
        isFree: line.isFree ?? false,
      })),
    );
    return row.id;
  });
}
