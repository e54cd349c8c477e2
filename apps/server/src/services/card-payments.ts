import type { Restaurant } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { type Cents, cents } from "@comptoir/domain";
import { serverLog } from "@comptoir/messages";
import type { Logger } from "pino";
import type { Mailer } from "../adapters/mail/mail.ts";
import {
  type ExistingIntent,
  intentPaysAmount,
  PaymentError,
  type PaymentIntentHandle,
  type PaymentIntentState,
  type PaymentProvider,
} from "../adapters/payments/payments.ts";
import type { LiveEvents } from "./live/live-events.ts";
import { findOrderWithKey, type MarkPaidResult, markOrderPaid, pendingOrdersOfIntent } from "./orders.ts";
import { refundOrder } from "./progress/refunds.ts";

export interface CardPaymentDeps {
  db: Db;
  mail: Mailer;
  payments: PaymentProvider;
  live: LiveEvents;
  logger: Logger;
  clock: () => Date;
  restaurant: () => Promise<Restaurant>;
}

/**
 * Marks a card order paid once the provider's intent pays it; after the commit the mails go and
 * the board hears of it. A payment for an order the shop cancelled meanwhile is refunded (ADR 042).
 * The browser's return (PUT /v2/public/checkout/) and the provider's webhook both come here.
 */
async function confirmCardPayment(
  deps: CardPaymentDeps,
  orderId: number,
  intentId: string,
): Promise<MarkPaidResult> {
  const { db, mail, live, logger } = deps;
  const now = deps.clock();
  const result = await markOrderPaid({
    db,
    mail,
    restaurant: await deps.restaurant(),
    orderId,
    paymentIntentId: intentId,
    now,
  });
  if (result.outcome === "paid") {
    void mail.deliver(result.mailIds);
    await live.publish({ type: "order", orderId });
  }
  if (result.outcome === "paid_after_cancel") {
    logger.warn({ orderId }, serverLog.paidAfterCancel);
    await refundOrder({ db, payments: deps.payments, logger, now }, orderId);
    await live.publish({ type: "order", orderId });
  }
  return result;
}

/** The provider says this intent succeeded (its webhook): each pending order it pays, in full, is paid. */
export async function confirmSucceededIntent(
  deps: CardPaymentDeps,
  intent: PaymentIntentState,
): Promise<void> {
  for (const order of await pendingOrdersOfIntent(deps.db, intent.id)) {
    if (!intentPaysAmount(intent, cents(order.total))) {
      deps.logger.warn({ orderId: order.id, intentId: intent.id }, serverLog.paymentOfAnotherAmount);
      continue;
    }
    const result = await confirmCardPayment(deps, order.id, intent.id);
    if (result.outcome === "paid") deps.logger.info({ orderId: order.id }, serverLog.paidByWebhook);
  }
}

export type BrowserConfirmation =
  /** No order with this id and key: the same as one that does not exist. */
  | { outcome: "not_found" }
  /** The order's payment status as it stands (a "pending" report changes nothing; paid stays paid). */
  | { outcome: "status"; orderId: number; status: "pending" | "paid" }
  /** A cash order is paid at pickup or delivery, never through this call. */
  | { outcome: "cash" }
  /** The shop cancelled it unpaid; a payment that arrives now is refunded. */
  | { outcome: "cancelled_unpaid" }
  /** No intent, or one that does not pay this order's total. */
  | { outcome: "payment_failed" }
  /** The intent already paid another order. */
  | { outcome: "intent_used" }
  /** The provider could not be asked. */
  | { outcome: "provider_unavailable"; error: unknown };

/**
 * The browser's word that an order is paid (PUT /v2/public/checkout/), checked with the provider:
 * paid means paid, only by a succeeded intent of this order's total, in euros. Only whoever holds
 * the order's key may ask.
 */
export async function confirmFromBrowser(
  deps: CardPaymentDeps,
  report: { orderId: number; localId: string | null; status: "pending" | "paid"; intentId: string | null },
): Promise<BrowserConfirmation> {
  const order = await findOrderWithKey(deps.db, report.orderId, report.localId);
  if (!order) return { outcome: "not_found" };
  const standing = (status: "pending" | "paid") => ({
    outcome: "status" as const,
    orderId: order.id,
    status,
  });
  if (report.status === "pending") return standing(order.status);
  if (order.paymentMethod === "cash") return { outcome: "cash" };
  if (order.status === "paid") {
    return order.progress === "cancelled" && order.boardAt === null
      ? { outcome: "cancelled_unpaid" }
      : standing("paid");
  }
  const intentId = report.intentId ?? order.paymentIntentId;
  if (!intentId) return { outcome: "payment_failed" };
  let intent: PaymentIntentState | null;
  try {
    intent = await deps.payments.retrieveIntent(intentId);
  } catch (error) {
    return { outcome: "provider_unavailable", error };
  }
  if (!intent || !intentPaysAmount(intent, cents(order.total))) return { outcome: "payment_failed" };
  const result = await confirmCardPayment(deps, order.id, intent.id);
  if (result.outcome === "paid_after_cancel") return { outcome: "cancelled_unpaid" };
  if (result.outcome === "already_paid" && result.order.progress === "cancelled" && !result.order.boardAt) {
    return { outcome: "cancelled_unpaid" };
  }
  if (result.outcome === "paid" || result.outcome === "already_paid") return standing("paid");
  if (result.outcome === "intent_used") return { outcome: "intent_used" };
  return { outcome: "payment_failed" };
}

/** Card payments below this are refused by the card networks (Stripe's minimum in euros). */
const MIN_CARD_PAYMENT = cents(50);

/**
 * The payment intent of a checkout, for `amount`: the server's own total of the order (never a
 * figure the browser sent, ADR 016). The intent the browser holds (`held`, proven by its client
 * secret) is brought to it; a new one is made when the provider does not know that intent with that
 * secret (a reset demo, a stale browser, or an intent id that is not the caller's: its secret is
 * never handed back, its amount never changed). "below_minimum" under 0,50 €. A closed intent, an
 * unknown customer and a provider down are the provider's PaymentError, as thrown.
 */
export async function paymentIntentFor(
  payments: PaymentProvider,
  request: { customerId: string; amount: Cents; held: ExistingIntent | null },
): Promise<PaymentIntentHandle | "below_minimum"> {
  if (request.amount < MIN_CARD_PAYMENT) return "below_minimum";
  try {
    return await payments.createOrUpdateIntent(request.customerId, request.amount, request.held);
  } catch (error) {
    if (!(error instanceof PaymentError && error.kind === "not_found" && request.held)) throw error;
    return payments.createOrUpdateIntent(request.customerId, request.amount);
  }
}
