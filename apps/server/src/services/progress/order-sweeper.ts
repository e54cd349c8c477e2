import { type Db, schema } from "@comptoir/db";
import { fill, serverLog, shopReasons } from "@comptoir/messages";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Logger } from "pino";
import { PaymentError, type PaymentProvider } from "../../adapters/payments/payments.ts";
import { journalOrderStopped } from "../journal/sale-entries.ts";
import { releaseKitchenLoad, releaseUnpaidHolds } from "../kitchen/kitchen-load.ts";
import type { LiveEvents } from "../live/live-events.ts";
import { ordersAwaitingRefund, refundOrder } from "./refunds.ts";

const { orders, orderEvents } = schema;

/** An unpaid card order older than this is cancelled by the shop (ADR 039). */
export const UNPAID_CARD_ORDER_MINUTES = 30;

/** How often the server runs the sweeper. */
const SWEEP_EVERY_MS = 60_000;

export interface SweepDeps {
  db: Db;
  payments: PaymentProvider;
  live: LiveEvents;
  logger: Logger;
  clock: () => Date;
}

/**
 * Cancels the card orders left unpaid for 30 minutes: never on the board, they leave the shop's
 * books too. One conditional UPDATE decides which rows are cancelled, so several server processes
 * sweeping at once cancel each order once, and a payment confirmed meanwhile (status no longer
 * pending) keeps its order. Their payment intents are then closed at the provider where it still
 * can be, so that a late payment cannot happen; if one happens anyway, it is refunded
 * (`markOrderPaid`'s "paid_after_cancel").
 */
export async function cancelUnpaidOrders(deps: SweepDeps): Promise<number[]> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - UNPAID_CARD_ORDER_MINUTES * 60_000);
  const reason = fill(shopReasons.unpaidTooLong, { minutes: UNPAID_CARD_ORDER_MINUTES });
  const cancelled = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ progress: "cancelled" })
      .where(
        and(
          eq(orders.paymentMethod, "card"),
          eq(orders.status, "pending"),
          eq(orders.progress, "placed"),
          isNull(orders.boardAt),
          lte(orders.createdAt, cutoff),
        ),
      )
      .returning({ id: orders.id, paymentIntentId: orders.paymentIntentId, total: orders.total });
    if (rows.length > 0) {
      await tx
        .insert(orderEvents)
        .values(rows.map((row) => ({ orderId: row.id, progress: "cancelled" as const, at: now, reason })));
      // Their work was normally given back at 10 minutes (`releaseUnpaidHolds`); given back here
      // too, in the same transaction, should that pass not have run (a server stopped meanwhile).
      await releaseKitchenLoad(
        tx,
        inArray(
          orders.id,
          rows.map((row) => row.id),
        ),
      );
      for (const row of rows) await journalOrderStopped(tx, row, "cancelled", now);
    }
    return rows;
  });
  for (const order of cancelled) {
    await deps.live.publish({ type: "order", orderId: order.id });
    if (!order.paymentIntentId) continue;
    try {
      await deps.payments.cancelIntent(order.paymentIntentId);
    } catch (error) {
      // Already paid (a refund follows when its confirmation comes) or the provider is away: the
      // order stays cancelled either way.
      if (!(error instanceof PaymentError && error.kind === "closed")) {
        deps.logger.warn({ err: error, orderId: order.id }, serverLog.intentNotClosed);
      }
    }
  }
  if (cancelled.length > 0) {
    deps.logger.info({ orders: cancelled.map((order) => order.id) }, serverLog.unpaidCancelled);
  }
  return cancelled.map((order) => order.id);
}

/** Tries again the refunds the provider could not make at the time. */
async function retryRefunds(deps: SweepDeps): Promise<number[]> {
  const refunded: number[] = [];
  for (const orderId of await ordersAwaitingRefund(deps.db)) {
    const outcome = await refundOrder({ ...deps, now: deps.clock() }, orderId);
    if (outcome === "refunded") {
      refunded.push(orderId);
      await deps.live.publish({ type: "order", orderId });
    }
  }
  return refunded;
}

/** One pass of the minute's housekeeping of orders; never throws (a failed pass waits for the next). */
export async function sweepOrders(deps: SweepDeps): Promise<void> {
  try {
    await releaseUnpaidHolds(deps.db, deps.clock());
    await cancelUnpaidOrders(deps);
    await retryRefunds(deps);
  } catch (error) {
    deps.logger.warn({ err: error }, serverLog.sweepFailed);
  }
}

/** Runs `sweepOrders` now and every minute; returns the function that stops it. */
export function startOrderSweeper(deps: SweepDeps): () => void {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    await sweepOrders(deps);
    running = false;
  };
  void pass();
  const timer = setInterval(() => void pass(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
