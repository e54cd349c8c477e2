import { randomUUID } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import { journalOrderAmounts, type OrderPlacedBody } from "@comptoir/domain";
import { eq } from "drizzle-orm";
import { nextDayNumber } from "../order-numbers.ts";
import { appendJournalEntry } from "./journal-entries.ts";

/**
 * The journal's tests' orders: a sold order written straight into the tables (one dish at 10 %
 * and a drink at 5,5 %, prices including VAT), and its entries as a sale writes them, so that the
 * chainer, the closings and the verification are tested without going through checkout.
 */
export async function insertSoldOrder(
  db: Db,
  order: { at: Date; method: "card" | "cash"; dish?: number; paid?: boolean; refunded?: Date },
): Promise<number> {
  const dish = order.dish ?? 1200;
  const deliveryDate = order.at.toISOString().slice(0, 10);
  const dishTax = Math.round(dish - dish / 1.1);
  const drinkTax = Math.round(300 - 300 / 1.055);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.orders)
      .values({
        localId: randomUUID(),
        dayNumber: await nextDayNumber(tx, deliveryDate),
        status: order.paid === false ? "pending" : "paid",
        mode: "pickup",
        paymentMethod: order.method,
        firstName: "Camille",
        lastName: "Martin",
        email: "camille.martin@example.com",
        phone: "06 12 34 56 78",
        deliveryDate,
        subtotal: dish + 300,
        discount: 0,
        delivery: 0,
        tax: dishTax + drinkTax,
        total: dish + 300,
        createdAt: order.at,
        paidAt: order.paid === false ? null : order.at,
        refundedAt: order.refunded ?? null,
      })
      .returning({ id: schema.orders.id });
    if (!row) throw new Error("commande non écrite");
    await tx.insert(schema.orderLines).values([
      {
        orderId: row.id,
        position: 0,
        itemId: 1,
        itemName: "Plat",
        quantity: 1,
        unitPrice: dish,
        lineTotal: dish,
        tax: dishTax,
        taxRateBasisPoints: 1000,
      },
      {
        orderId: row.id,
        position: 1,
        itemId: 2,
        itemName: "Boisson",
        quantity: 1,
        unitPrice: 300,
        lineTotal: 300,
        tax: drinkTax,
        taxRateBasisPoints: 550,
      },
    ]);
    return row.id;
  });
}

/** The order's amounts as its entries repeat them, read back from its row and lines. */
async function soldAmounts(db: Db, orderId: number) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new Error("commande introuvable");
  const lines = await db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
  return { order, amounts: journalOrderAmounts({ ...order, lines }) };
}

/** A sale's entries: placed, then paid (and the cash collected, for cash), in one transaction each. */
export async function recordSale(db: Db, orderId: number, at: Date): Promise<void> {
  const { order, amounts } = await soldAmounts(db, orderId);
  const placed: OrderPlacedBody = {
    ...amounts,
    number: order.dayNumber,
    date: order.deliveryDate,
    mode: order.mode,
    method: order.paymentMethod,
    discount: order.discount,
    delivery: order.delivery,
  };
  await db.transaction((tx) => appendJournalEntry(tx, { kind: "order_placed", at, orderId, body: placed }));
  await db.transaction(async (tx) => {
    await appendJournalEntry(tx, {
      kind: "order_paid",
      at,
      orderId,
      body: { method: order.paymentMethod, ...amounts },
    });
    if (order.paymentMethod === "cash")
      await appendJournalEntry(tx, {
        kind: "cash_collected",
        at,
        orderId,
        body: { amount: order.total, corrects: null },
      });
  });
}

/** A refund's entry, as the provider's confirmation writes it. */
export async function recordRefund(db: Db, orderId: number, at: Date): Promise<void> {
  const { amounts } = await soldAmounts(db, orderId);
  await db.transaction((tx) =>
    appendJournalEntry(tx, { kind: "order_refunded", at, orderId, body: amounts }),
  );
}
