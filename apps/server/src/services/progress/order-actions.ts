import { CASH_AMOUNT_FACTOR, type Restaurant } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import {
  actionNeedsReason,
  cents,
  isStoppedProgress,
  type OrderAction,
  type OrderProgress,
  progressAfter,
  refundDue,
} from "@comptoir/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mail.ts";
import { journalOrderStopped } from "../journal/sale-entries.ts";
import { releaseKitchenLoad } from "../kitchen/kitchen-load.ts";
import type { OrderRow } from "../order-receipt.ts";
import { collectCash, isCashAmountTooHigh } from "./cash-collections.ts";
import { eventsOfOrders, progressFacts } from "./order-history.ts";
import { progressMailFor } from "./progress-mails.ts";

const { orders, orderEvents } = schema;

/** Who changes an order: a staff member, or the shop itself (null: automatic acceptance, sweeper). */
export type OrderActor = { id: number; name: string } | null;

export type ActionOutcome =
  | { outcome: "done"; order: OrderRow; mailIds: number[]; refundDue: boolean }
  /** No such order on the board. */
  | { outcome: "not_found" }
  /** The action does not apply to the order as it is now (another tablet was first, a final state). */
  | { outcome: "not_allowed"; progress: OrderProgress }
  /** A refusal or cancellation without its reason. */
  | { outcome: "reason_needed" }
  /**
   * The cash of a cash order's handover: missing, more than the order could bring (`max` cents),
   * or given for a card order.
   */
  | { outcome: "cash_amount"; problem: "required" | "too_high" | "not_cash"; max?: number };

/**
 * Writes one change of an order's progress in the caller's transaction: the conditional update
 * (`progress` still the state read: of two tablets tapping at once, one changes it and the other
 * finds nothing to update), its `order_events` row and the customer's mail. Returns null when the
 * order is no longer in state `from`.
 */
export async function recordProgress(
  tx: Db,
  input: {
    order: OrderRow;
    from: OrderProgress;
    to: OrderProgress;
    by: OrderActor;
    reason: string | null;
    readyAt: Date | null;
    now: Date;
    mail: Mailer;
    restaurant: Restaurant;
  },
): Promise<{ order: OrderRow; mailIds: number[]; refundDue: boolean } | null> {
  const [changed] = await tx
    .update(orders)
    .set({ progress: input.to })
    .where(and(eq(orders.id, input.order.id), eq(orders.progress, input.from)))
    .returning();
  if (!changed) return null;
  if (isStoppedProgress(input.to)) {
    // A refused or cancelled order gives its work back to its kitchen window (ADR 061), and its
    // end goes to the sales journal with it (ADR 066).
    await releaseKitchenLoad(tx, sql`id = ${changed.id}`);
    await journalOrderStopped(tx, changed, input.to, input.now);
  }
  await tx.insert(orderEvents).values({
    orderId: changed.id,
    progress: input.to,
    at: input.now,
    staffId: input.by?.id ?? null,
    staffName: input.by?.name ?? null,
    reason: input.reason,
    readyAt: input.readyAt,
  });
  const due = refundDue(
    { paid: changed.status === "paid", alreadyRefunded: changed.refundId !== null },
    input.to,
  );
  const mail = changed.email
    ? progressMailFor(
        changed,
        {
          progress: input.to,
          readyAt: input.readyAt,
          reason: input.reason,
          refunded: due ? cents(changed.total) : null,
        },
        input.restaurant,
      )
    : null;
  const mailIds = mail ? [await input.mail.enqueue(tx, mail)] : [];
  return { order: changed, mailIds, refundDue: due };
}

/**
 * A staff member's action on an order of the board (POST /v2/staff/orders/{id}/actions), through
 * the domain's state machine, in one transaction. An acceptance promises `readyAt`, by default the
 * time the customer was already promised. The refund a refusal or cancellation makes due is not
 * made here (a provider call has no place in a transaction): the caller makes it after the commit.
 */
export async function actOnOrder(input: {
  db: Db;
  mail: Mailer;
  restaurant: Restaurant;
  orderId: number;
  action: OrderAction;
  by: OrderActor;
  readyAt: Date | null;
  reason: string | null;
  /** With "complete" of a cash order: the cash collected, in cents (required then, refused otherwise). */
  cashAmount?: number | null;
  now: Date;
}): Promise<ActionOutcome> {
  if (actionNeedsReason(input.action) && !input.reason) return { outcome: "reason_needed" };
  return input.db.transaction(async (tx): Promise<ActionOutcome> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), isNotNull(orders.boardAt)))
      .limit(1);
    if (!order) return { outcome: "not_found" };
    const next = progressAfter(order.progress, input.action, order.mode);
    if (next === null) return { outcome: "not_allowed", progress: order.progress };
    const cashAmount = input.cashAmount ?? null;
    const handsOverCash = next === "completed" && order.paymentMethod === "cash";
    if (cashAmount !== null && !handsOverCash) return { outcome: "cash_amount", problem: "not_cash" };
    if (handsOverCash) {
      if (cashAmount === null || input.by === null) return { outcome: "cash_amount", problem: "required" };
      if (isCashAmountTooHigh(cashAmount, order.total)) {
        return { outcome: "cash_amount", problem: "too_high", max: order.total * CASH_AMOUNT_FACTOR };
      }
    }
    let readyAt: Date | null = null;
    if (input.action === "accept") {
      const events = (await eventsOfOrders(tx, [order.id])).get(order.id) ?? [];
      readyAt = input.readyAt ?? progressFacts(order, events).promisedAt;
    }
    const recorded = await recordProgress(tx, {
      order,
      from: order.progress,
      to: next,
      by: input.by,
      reason: actionNeedsReason(input.action) ? input.reason : null,
      readyAt,
      now: input.now,
      mail: input.mail,
      restaurant: input.restaurant,
    });
    if (!recorded) {
      const [current] = await tx
        .select({ progress: orders.progress })
        .from(orders)
        .where(eq(orders.id, order.id));
      return { outcome: "not_allowed", progress: current?.progress ?? order.progress };
    }
    if (handsOverCash && cashAmount !== null && input.by !== null) {
      const sold = await collectCash(tx, {
        order: recorded.order,
        amount: cashAmount,
        by: input.by,
        now: input.now,
      });
      return { outcome: "done", ...recorded, order: sold };
    }
    return { outcome: "done", ...recorded };
  });
}
