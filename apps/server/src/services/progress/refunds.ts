import { type Db, schema } from "@comptoir/db";
import { cents, refundDue, STOPPED_PROGRESSES } from "@comptoir/domain";
import { serverLog } from "@comptoir/messages";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { PaymentProvider } from "../../adapters/payments/payments.ts";
import { journalOrderRefunded } from "../journal/sale-entries.ts";

const { orders } = schema;

/** The provider's idempotency key of an order's refund: one order, one refund, however often asked. */
function refundKey(orderId: number): string {
  return `comptoir-order-${orderId}-refund`;
}

export type RefundOutcome = "refunded" | "already_refunded" | "not_due" | "pending";

/**
 * Gives a paid card order that was refused or cancelled its money back, exactly once (ADR 042).
 * Called after the commit of the change that made it due, and again by the sweeper for the ones
 * whose provider was down. Once: the provider's idempotency key (one per order) answers a repeat
 * with the first refund, and `refund_id` is written only where it is still empty. A failure leaves
 * the refund pending ("remboursement en attente" on the board), never a 500 to the board.
 */
export async function refundOrder(
  deps: { db: Db; payments: PaymentProvider; logger: Logger; now: Date },
  orderId: number,
): Promise<RefundOutcome> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return "not_due";
  if (order.refundId !== null) return "already_refunded";
  const due = refundDue({ paid: order.status === "paid", alreadyRefunded: false }, order.progress);
  if (!due || !order.paymentIntentId) return "not_due";
  let refundId: string;
  try {
    ({ id: refundId } = await deps.payments.refund(
      order.paymentIntentId,
      cents(order.total),
      refundKey(order.id),
    ));
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, serverLog.refundPending);
    return "pending";
  }
  // The refund and its journal entry are one change: only the call that writes `refund_id` writes
  // the entry, so a refund asked twice is one entry (ADR 066).
  const written = await deps.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ refundId, refundedAt: deps.now })
      .where(and(eq(orders.id, orderId), isNull(orders.refundId)))
      .returning();
    if (refunded) await journalOrderRefunded(tx, refunded, deps.now);
    return refunded !== undefined;
  });
  if (!written) return "already_refunded";
  deps.logger.info({ orderId, refundId }, serverLog.refunded);
  return "refunded";
}

/** Paid card orders refused or cancelled whose refund has not gone through yet. */
export async function ordersAwaitingRefund(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        eq(orders.paymentMethod, "card"),
        inArray(orders.progress, [...STOPPED_PROGRESSES]),
        isNull(orders.refundId),
        isNotNull(orders.paymentIntentId),
      ),
    );
  return rows.map((row) => row.id);
}
