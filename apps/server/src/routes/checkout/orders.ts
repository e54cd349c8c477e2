import {
  CHECKOUT_ERROR_CODES,
  type CheckoutErrorCode,
  type ErrorEnvelope,
  ORDER_EVENTS,
  orderIdParamSchema,
  orderLookupQuerySchema,
  orderPayloadSchema,
  orderUpdateSchema,
  paymentCustomerRequestSchema,
  paymentIntentRequestSchema,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { cents, centsToEuros, eurosToCents } from "@comptoir/domain";
import { alerts, checkoutApi, latePaymentApi } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import type { Mailer } from "../adapters/mail/mail.ts";
import { isDemoPayments } from "../adapters/payments/demo-payments.ts";
import { intentPaysAmount, PaymentError, type PaymentProvider } from "../adapters/payments/payments.ts";
import { eventStream } from "../http/event-stream.ts";
import { rateLimited } from "../http/rate-limited.ts";
import { sessionUser } from "../http/session.ts";
import { validate } from "../http/validate.ts";
import type { Catalog } from "../services/catalog.ts";
import type { DeliveryQuote } from "../services/delivery-quote.ts";
import type { LiveEvents } from "../services/live/live-events.ts";
import { checkOrder, type MeasureDistance } from "../services/order-pricing.ts";
import { orderView } from "../services/order-receipt.ts";
import {
  findOrderByLocalId,
  findOrderForCustomer,
  findOrderWithKey,
  isSameOrder,
  markOrderPaid,
  orderFingerprint,
  pendingOrdersOfIntent,
  placeOrder,
} from "../services/orders.ts";
import { orderProgressView } from "../services/progress/order-history.ts";
import { refundOrder } from "../services/progress/refunds.ts";
import { createRateLimiter, type RateLimitPolicy } from "../services/rate-limit.ts";
import { pausesOf, restaurantOf } from "../services/restaurant.ts";
import { trackedOrderById } from "../services/tracked-orders.ts";
import { demoCardRoutes } from "./checkout-demo-card.ts";

/**
 * Orders per client every 10 minutes: far above what a household or an office orders (a group
 * order is one order), far too few to flood the kitchen's board and the outbox. Raised for load
 * tests by ORDER_RATE_LIMIT (see env.ts).
 */
export const ORDER_RATE_LIMIT: RateLimitPolicy = { name: "order", limit: 30, windowMs: 10 * 60_000 };

export interface CheckoutDeps {
  db: Db;
  catalog: Catalog;
  clock: () => Date;
  logger: Logger;
  payments: PaymentProvider;
  mail: Mailer;
  /** Tells the board (and the customer's page) that an order arrived or changed, once committed. */
  live: LiveEvents;
  /** Where an address is and how far (the locations call's quote); absent, distances are not checked. */
  quoteAddress?: (address: string) => Promise<DeliveryQuote>;
  /** Behind a proxy: the client is the first address of X-Forwarded-For (see client-address.ts). */
  trustProxy: boolean;
  /** Orders one client may place per window; ORDER_RATE_LIMIT unless configured. */
  orderRateLimit?: RateLimitPolicy;
}

export function checkoutError(
  c: Context,
  status: ContentfulStatusCode,
  code: CheckoutErrorCode,
  message: string,
) {
  const body: ErrorEnvelope = { status: "error", message, code };
  return c.json(body, status);
}

function providerFailure(c: Context, logger: Logger, error: unknown) {
  logger.warn({ err: error }, "le prestataire de paiement a échoué");
  return checkoutError(
    c,
    503,
    CHECKOUT_ERROR_CODES.paymentProviderUnavailable,
    checkoutApi.providerUnavailable,
  );
}

/**
 * /v2/public/checkout: placing an order (POST /), confirming its payment (PUT /, and Stripe's
 * webhook), the card provider's customer and payment intent, reading an order back for /success,
 * and, with the simulated provider, the demo card's endpoints.
 */
export function checkoutRoutes(deps: CheckoutDeps) {
  const { db, catalog, clock, logger, payments, mail, live } = deps;
  const measureDistance: MeasureDistance | undefined = deps.quoteAddress
    ? async (address) => {
        const quote = await deps.quoteAddress?.(`${address.address}, ${address.postalCode} ${address.city}`);
        return quote?.found ? { distance: quote.result.distance } : null;
      }
    : undefined;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  const orderLimit = rateLimited(createRateLimiter(db, deps.orderRateLimit ?? ORDER_RATE_LIMIT), {
    clock,
    trustProxy: deps.trustProxy,
    tooMany: checkoutApi.tooManyOrders,
    spareInProcess: true,
  });

  /**
   * Marks a card order paid once the provider's intent pays it; after the commit the mails go and
   * the board hears of it. A payment for an order the shop cancelled meanwhile is refunded (ADR 042).
   */
  async function confirmCardPayment(orderId: number, intentId: string) {
    const now = clock();
    const result = await markOrderPaid({
      db,
      mail,
      restaurant: await restaurant(),
      orderId,
      paymentIntentId: intentId,
      now,
    });
    if (result.outcome === "paid") {
      void mail.deliver(result.mailIds);
      await live.publish({ type: "order", orderId });
    }
    if (result.outcome === "paid_after_cancel") {
      logger.warn({ orderId }, "paiement reçu pour une commande annulée : remboursement");
      await refundOrder({ db, payments, logger, now }, orderId);
      await live.publish({ type: "order", orderId });
    }
    return result;
  }

  const routes = new Hono({ strict: false })
    .post("/", validate("json", orderPayloadSchema), orderLimit, async (c) => {
      const payload = c.req.valid("json");
      const placedAnswer = (
        order: { id: number; status: "pending" | "paid"; total: number },
        status: 200 | 201,
      ) =>
        c.json(
          {
            status: "success",
            payload: { order_id: order.id, status: order.status, total: centsToEuros(cents(order.total)) },
          },
          status,
        );
      // The same key with another order: refused, never answered with the first order's number.
      const reusedKey = () =>
        checkoutError(c, 409, CHECKOUT_ERROR_CODES.localIdReused, checkoutApi.localIdReused);
      const snapshot = await catalog.snapshot();
      const current = restaurantOf(snapshot);
      const now = clock();
      const checked = await checkOrder({
        restaurant: current,
        order: payload,
        now,
        measureDistance,
        pauses: pausesOf(snapshot),
      });
      if (!checked.ok) {
        // A retry of an order already placed gets that order, even if its cart would be refused now
        // (prices changed, slot passed): it is looked up only then, sparing the common case a query.
        const existing = await findOrderByLocalId(db, payload.local_id);
        if (existing) {
          return isSameOrder(existing, orderFingerprint(payload)) ? placedAnswer(existing, 200) : reusedKey();
        }
        if (checked.cart) {
          return c.json(
            { status: "error", code: checked.code, message: checked.message, cart: checked.cart },
            409,
          );
        }
        return checkoutError(c, checked.status, checked.code, checked.message);
      }
      const account = await sessionUser(c, db, now);
      const placed = await placeOrder({
        db,
        userId: account?.user.id ?? null,
        mail,
        restaurant: current,
        payload,
        checked: checked.order,
        now,
      });
      if (!placed.sameOrder) return reusedKey();
      if (placed.mailIds.length > 0) void mail.deliver(placed.mailIds);
      if (placed.created) {
        logger.info({ orderId: placed.order.id, total: placed.order.total }, "commande enregistrée");
        // A cash order is on the board from now on; a card order's arrival waits for its payment.
        if (placed.order.boardAt) await live.publish({ type: "order", orderId: placed.order.id });
      }
      return placedAnswer(placed.order, placed.created ? 201 : 200);
    })

    .put("/", validate("json", orderUpdateSchema), async (c) => {
      const update = c.req.valid("json");
      // Without the order's key, the same answer as for an order that does not exist.
      const order = await findOrderWithKey(db, update.order_id, update.local_id);
      if (!order) return checkoutError(c, 404, CHECKOUT_ERROR_CODES.orderNotFound, checkoutApi.orderNotFound);
      const answer = (status: "pending" | "paid") =>
        c.json({ status: "success", payload: { order_id: order.id, status } }, 200);

      // "pending" changes nothing: a new order is pending, and a paid order stays paid.
      if (update.status === "pending") return answer(order.status);
      if (order.paymentMethod === "cash") {
        return checkoutError(c, 409, CHECKOUT_ERROR_CODES.statusNotAllowed, checkoutApi.cashIsPaidOnDelivery);
      }
      const cancelledUnpaid = () =>
        checkoutError(c, 409, CHECKOUT_ERROR_CODES.orderCancelled, latePaymentApi.orderCancelled);
      if (order.status === "paid") {
        return order.progress === "cancelled" && order.boardAt === null ? cancelledUnpaid() : answer("paid");
      }

      const intentId = update.transaction_id.payment_intent_id ?? order.paymentIntentId;
      const paymentFailed = () =>
        checkoutError(c, 402, CHECKOUT_ERROR_CODES.paymentFailed, alerts.paymentFailed);
      if (!intentId) return paymentFailed();
      let intent: Awaited<ReturnType<PaymentProvider["retrieveIntent"]>>;
      try {
        intent = await payments.retrieveIntent(intentId);
      } catch (error) {
        return providerFailure(c, logger, error);
      }
      // Paid means paid: the provider says it succeeded, for this order's total, in euros.
      if (!intent || !intentPaysAmount(intent, cents(order.total))) return paymentFailed();
      const result = await confirmCardPayment(order.id, intent.id);
      if (result.outcome === "paid_after_cancel") return cancelledUnpaid();
      if (
        result.outcome === "already_paid" &&
        result.order.progress === "cancelled" &&
        !result.order.boardAt
      ) {
        return cancelledUnpaid();
      }
      if (result.outcome === "paid" || result.outcome === "already_paid") return answer("paid");
      if (result.outcome === "intent_used") {
        return checkoutError(c, 409, CHECKOUT_ERROR_CODES.paymentIntentClosed, checkoutApi.intentAlreadyUsed);
      }
      return paymentFailed();
    })

    .post("/webhook", async (c) => {
      const event = await payments.verifyWebhook(await c.req.text(), c.req.header("stripe-signature"));
      if (!event) {
        return checkoutError(c, 400, CHECKOUT_ERROR_CODES.invalidSignature, checkoutApi.invalidSignature);
      }
      if (event.type === "payment_intent.succeeded") {
        for (const order of await pendingOrdersOfIntent(db, event.intent.id)) {
          if (!intentPaysAmount(event.intent, cents(order.total))) {
            logger.warn(
              { orderId: order.id, intentId: event.intent.id },
              "paiement reçu d'un autre montant que la commande",
            );
            continue;
          }
          const result = await confirmCardPayment(order.id, event.intent.id);
          if (result.outcome === "paid") logger.info({ orderId: order.id }, "commande payée (webhook)");
        }
      }
      return c.json({ status: "success", payload: { received: true } }, 200);
    })

    .post("/stripe-customer", validate("json", paymentCustomerRequestSchema), async (c) => {
      const request = c.req.valid("json");
      try {
        const customer = await payments.createCustomer(request);
        return c.json({ status: "success", payload: { customer: { id: customer.id } } }, 200);
      } catch (error) {
        return providerFailure(c, logger, error);
      }
    })

    .post("/stripe-payment-intent", validate("json", paymentIntentRequestSchema), async (c) => {
      const request = c.req.valid("json");
      const amount = eurosToCents(request.amount);
      const create = () => payments.createOrUpdateIntent(request.customer_id, amount);
      try {
        let intent: Awaited<ReturnType<typeof create>>;
        try {
          intent = await payments.createOrUpdateIntent(
            request.customer_id,
            amount,
            request.payment_intent_id,
          );
        } catch (error) {
          // An intent the provider forgot (a reset demo, a stale browser): start a new one.
          if (!(error instanceof PaymentError && error.kind === "not_found" && request.payment_intent_id))
            throw error;
          intent = await create();
        }
        return c.json(
          {
            status: "success",
            payload: {
              id: intent.id,
              client_secret: intent.clientSecret,
              amount: centsToEuros(intent.amount),
            },
          },
          200,
        );
      } catch (error) {
        if (error instanceof PaymentError && error.kind === "closed") {
          return checkoutError(c, 409, CHECKOUT_ERROR_CODES.paymentIntentClosed, checkoutApi.intentClosed);
        }
        if (error instanceof PaymentError && error.kind === "not_found") {
          return checkoutError(
            c,
            422,
            CHECKOUT_ERROR_CODES.paymentCustomerUnknown,
            checkoutApi.customerUnknown,
          );
        }
        return providerFailure(c, logger, error);
      }
    })

    .get(
      "/orders/:order_id",
      validate("param", orderIdParamSchema),
      validate("query", orderLookupQuerySchema),
      async (c) => {
        const { order_id } = c.req.valid("param");
        const { local_id } = c.req.valid("query");
        const stored = await findOrderForCustomer(db, order_id, local_id);
        if (!stored)
          return checkoutError(c, 404, CHECKOUT_ERROR_CODES.orderNotFound, checkoutApi.orderNotFound);
        // The customer's own order: never shared by a cache.
        c.header("Cache-Control", "private, no-store");
        return c.json({ status: "success", payload: orderView(stored, await restaurant()) }, 200);
      },
    )

    .get(
      "/orders/:order_id/events",
      validate("param", orderIdParamSchema),
      validate("query", orderLookupQuerySchema),
      async (c) => {
        const { order_id } = c.req.valid("param");
        const { local_id } = c.req.valid("query");
        // The same key check, and the same 404, as reading the order.
        const owned = await findOrderWithKey(db, order_id, local_id);
        if (!owned)
          return checkoutError(c, 404, CHECKOUT_ERROR_CODES.orderNotFound, checkoutApi.orderNotFound);
        const progressOf = async () => {
          const tracked = await trackedOrderById(db, order_id);
          return tracked ? { event: ORDER_EVENTS.progress, data: orderProgressView(tracked) } : null;
        };
        return eventStream(c, {
          live,
          retryMs: 5_000,
          initial: async () => {
            const first = await progressOf();
            return first ? [first] : [];
          },
          onEvent: (event) => (event.type === "order" && event.orderId === order_id ? progressOf() : null),
        });
      },
    );

  if (isDemoPayments(payments)) routes.route("/demo-card", demoCardRoutes(payments));
  return routes;
}
