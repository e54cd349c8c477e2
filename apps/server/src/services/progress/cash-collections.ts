import { CASH_AMOUNT_FACTOR } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import type { CashCollectedBody } from "@comptoir/domain";
import { checkoutApi, fill } from "@comptoir/messages";
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log.ts";
import { appendJournalEntry } from "../journal/journal-entries.ts";
import { journalOrderPaid } from "../journal/sale-entries.ts";
import type { OrderRow } from "../order-receipt.ts";
import { isUniqueViolation } from "../orders.ts";
import { forgetDaySums } from "../reports/day-sums.ts";

const { orders, cashCollections, journalEntries } = schema;

export type CashCollectionRow = typeof cashCollections.$inferSelect;

/** Who counted the cash: a member of the team, named as they were then. */
export interface CashCounter {
  id: number;
  name: string;
}

/** Whether `amount` cents is more cash than an order of `total` cents could plausibly bring. */
export function isCashAmountTooHigh(amount: number, total: number): boolean {
  return amount > total * CASH_AMOUNT_FACTOR;
}

async function writeCollection(
  tx: Db,
  input: { order: OrderRow; amount: number; by: CashCounter; now: Date; corrects: CashCollectionRow | null },
): Promise<CashCollectionRow> {
  const [row] = await tx
    .insert(cashCollections)
    .values({
      orderId: input.order.id,
      amount: input.amount,
      at: input.now,
      staffId: input.by.id,
      staffName: input.by.name,
      corrects: input.corrects?.id ?? null,
    })
    .returning();
  if (!row) throw new Error("cash collection not written");
  return row;
}

/**
 * The cash of a cash order handed over (ADR 066), in the handover's transaction: its record, its
 * `cash_collected` entry and, the first time, the sale itself: `paid_at` set (the day it counts
 * in) and its `order_paid` entry. `paid_at` is set only where it is still empty, so the sale is
 * written once whatever happens next.
 */
export async function collectCash(
  tx: Db,
  input: { order: OrderRow; amount: number; by: CashCounter; now: Date },
): Promise<OrderRow> {
  const [sold] = await tx
    .update(orders)
    .set({ paidAt: input.now })
    .where(and(eq(orders.id, input.order.id), isNull(orders.paidAt)))
    .returning();
  if (sold) await journalOrderPaid(tx, sold, "cash", input.now);
  await writeCollection(tx, { ...input, corrects: null });
  const body: CashCollectedBody = { amount: input.amount, corrects: null };
  await appendJournalEntry(tx, { kind: "cash_collected", at: input.now, orderId: input.order.id, body });
  return sold ?? input.order;
}

export type CashCorrection =
  | { outcome: "done"; collection: CashCollectionRow }
  | { outcome: "not_found" }
  /** A card order, or a cash order not handed over yet: nothing to correct. */
  | { outcome: "not_collected" }
  /** `corrects` is not the order's last amount: another tablet corrected it first. */
  | { outcome: "already_corrected" }
  | { outcome: "too_high"; max: number };

/**
 * Corrects the cash recorded for an order (POST /v2/staff/orders/{id}/cash): a new record naming
 * the one it replaces, and a `cash_collected` entry naming the entry it replaces (its `seq`),
 * never an edit (both tables refuse one). Only the order's last amount may be corrected; the
 * order's row is locked while the correction is written, so that corrections of one order follow
 * each other, and the unique index on `corrects` makes two at once of the same amount one.
 * The team's audit log keeps who changed the amount, from what to what.
 */
export async function correctCash(input: {
  db: Db;
  orderId: number;
  amount: number;
  corrects: number;
  by: CashCounter;
  now: Date;
}): Promise<CashCorrection> {
  try {
    return await input.db.transaction(async (tx): Promise<CashCorrection> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.orderId), isNotNull(orders.boardAt)))
        .for("update");
      if (!order) return { outcome: "not_found" };
      const last = order.paymentMethod === "cash" ? await lastCollection(tx, order.id) : null;
      if (!last) return { outcome: "not_collected" };
      if (last.id !== input.corrects) return { outcome: "already_corrected" };
      if (isCashAmountTooHigh(input.amount, order.total)) {
        return { outcome: "too_high", max: order.total * CASH_AMOUNT_FACTOR };
      }
      const collection = await writeCollection(tx, { ...input, order, corrects: last });
      // The till of the day the order was sold in changes: its report's kept sums with it.
      if (order.paidAt) await forgetDaySums(tx, order.paidAt);
      const [replaced] = await tx
        .select({ seq: journalEntries.seq })
        .from(journalEntries)
        .where(and(eq(journalEntries.orderId, order.id), eq(journalEntries.kind, "cash_collected")))
        .orderBy(desc(journalEntries.seq))
        .limit(1);
      const body: CashCollectedBody = { amount: input.amount, corrects: replaced?.seq ?? null };
      await appendJournalEntry(tx, { kind: "cash_collected", at: input.now, orderId: order.id, body });
      await recordAudit(tx, input.by, input.now, {
        action: "cash.correct",
        subject: `order:${order.id}`,
        subjectName: fill(checkoutApi.orderNumber, { number: order.dayNumber }),
        before: { amount: last.amount },
        after: { amount: input.amount },
      });
      return { outcome: "done", collection };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "already_corrected" };
    throw error;
  }
}

async function lastCollection(db: Db, orderId: number): Promise<CashCollectionRow | null> {
  const [row] = await db
    .select()
    .from(cashCollections)
    .where(eq(cashCollections.orderId, orderId))
    .orderBy(desc(cashCollections.id))
    .limit(1);
  return row ?? null;
}

/** The last cash recorded for each of these orders (the board's `cash_collected`). */
export async function lastCollectionsOf(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, CashCollectionRow>> {
  const last = new Map<number, CashCollectionRow>();
  if (orderIds.length === 0) return last;
  const rows = await db
    .select()
    .from(cashCollections)
    .where(inArray(cashCollections.orderId, [...orderIds]))
    .orderBy(cashCollections.id);
  for (const row of rows) last.set(row.orderId, row);
  return last;
}
