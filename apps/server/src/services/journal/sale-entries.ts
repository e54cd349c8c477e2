import { type Db, schema } from "@comptoir/db";
import {
  type JournalOrderAmounts,
  journalOrderAmounts,
  type OrderPaidBody,
  type OrderPlacedBody,
  type OrderRefundedBody,
  type OrderStoppedBody,
  type PaymentMethod,
  type SoldLineAmounts,
} from "@comptoir/domain";
import { eq } from "drizzle-orm";
import type { OrderRow } from "../order-receipt.ts";
import { appendJournalEntry, type NewJournalEntry } from "./journal-entries.ts";

const { orderLines } = schema;

type Writer = Pick<Db, "insert">;
type Reader = Pick<Db, "insert" | "select">;

/**
 * The sale events' entries of the sales journal (ADR 066), each written by its caller in the
 * transaction of the change. A body holds the order's id (the entry's column), its figures and its
 * means of payment: never its customer's name, mail, phone, address or notes.
 */

/** The order's lines as sold, read in the caller's transaction: what its VAT per rate is made of. */
async function soldAmounts(tx: Reader, order: OrderRow): Promise<JournalOrderAmounts> {
  const lines = await tx
    .select({
      lineTotal: orderLines.lineTotal,
      discount: orderLines.discount,
      tax: orderLines.tax,
      taxRateBasisPoints: orderLines.taxRateBasisPoints,
      taxParts: orderLines.taxParts,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  return journalOrderAmounts({ ...order, lines });
}

/**
 * `order_placed`, from the lines the placement writes (no read), for its statement: the
 * statement sets `number`, the day's number it takes last.
 */
export function orderPlacedEntry(
  order: Omit<OrderRow, "id" | "dayNumber" | "paidAt" | "refundId" | "refundedAt">,
  lines: readonly SoldLineAmounts[],
  now: Date,
): NewJournalEntry {
  const body: Omit<OrderPlacedBody, "number"> = {
    ...journalOrderAmounts({ ...order, lines }),
    date: order.deliveryDate,
    mode: order.mode,
    method: order.paymentMethod,
    discount: order.discount,
    delivery: order.delivery,
  };
  return { kind: "order_placed", at: now, orderId: null, body };
}

/** `order_paid`: a card payment confirmed, or a cash order's cash first collected. The sale counts now. */
export async function journalOrderPaid(
  tx: Reader,
  order: OrderRow,
  method: PaymentMethod,
  now: Date,
): Promise<number> {
  const body: OrderPaidBody = { ...(await soldAmounts(tx, order)), method };
  return appendJournalEntry(tx, { kind: "order_paid", at: now, orderId: order.id, body });
}

/** `order_refused` or `order_cancelled`: the trail of an order that stops; no money moves by it. */
export function journalOrderStopped(
  tx: Writer,
  order: Pick<OrderRow, "id" | "total">,
  progress: "refused" | "cancelled",
  now: Date,
): Promise<number> {
  const body: OrderStoppedBody = { total: order.total };
  return appendJournalEntry(tx, {
    kind: progress === "refused" ? "order_refused" : "order_cancelled",
    at: now,
    orderId: order.id,
    body,
  });
}

/** `order_refunded`: the provider gave the money back; it counts out of the day it happens. */
export async function journalOrderRefunded(tx: Reader, order: OrderRow, now: Date): Promise<number> {
  const body: OrderRefundedBody = await soldAmounts(tx, order);
  return appendJournalEntry(tx, { kind: "order_refunded", at: now, orderId: order.id, body });
}
