import type { Restaurant } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { cents } from "@comptoir/domain";
import { serverLog } from "@comptoir/messages";
import type { Logger } from "pino";
import type { Mailer } from "../adapters/mail/mail.ts";
import {
  intentPaysAmount,
  type PaymentIntentState,
  type PaymentProvider,
} from "../adapters/payments/payments.ts";
import type { LiveEvents } from "./live/live-events.ts";
import { type MarkPaidResult, markOrderPaid, pendingOrdersOfIntent } from "./orders.ts";
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
export async function confirmCardPayment(
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
