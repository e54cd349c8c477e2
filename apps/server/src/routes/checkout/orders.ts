import {
  CHECKOUT_ERROR_CODES,
  ORDER_EVENTS,
  orderIdParamSchema,
  orderLookupQuerySchema,
  orderPayloadSchema,
  orderUpdateSchema,
} from "@comptoir/contracts";
import { cents, centsToEuros } from "@comptoir/domain";
import { alerts, checkoutApi, latePaymentApi, serverLog } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import { intentPaysAmount, type PaymentProvider } from "../../adapters/payments/payments.ts";
import { errorResponse } from "../../http/api-error.ts";
import { eventStream } from "../../http/event-stream.ts";
import { rateLimited } from "../../http/rate-limited.ts";
import { sessionUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { confirmCardPayment } from "../../services/card-payments.ts";
import { checkOrder, type MeasureDistance } from "../../services/order-pricing.ts";
import { orderView } from "../../services/order-receipt.ts";
import {
  findOrderByLocalId,
  findOrderForCustomer,
  findOrderWithKey,
  isSameOrder,
  orderFingerprint,
  placeOrder,
} from "../../services/orders.ts";
import { orderProgressView } from "../../services/progress/order-history.ts";
import { createRateLimiter, type RateLimitPolicy } from "../../services/rate-limit.ts";
import { pausesOf, restaurantOf } from "../../services/restaurant.ts";
import { trackedOrderById } from "../../services/tracked-orders.ts";
import type { CheckoutDeps } from "./checkout.ts";
import { providerFailure } from "./provider-failure.ts";

/**
 * Orders per client every 10 minutes: far above what a household or an office orders (a group
 * order is one order), far too few to flood the board and the outbox. Raised for load tests by
 * ORDER_RATE_LIMIT (see env.ts).
 */
export const ORDER_RATE_LIMIT: RateLimitPolicy = { name: "order", limit: 30, windowMs: 10 * 60_000 };

/**
 * The checkout's orders: placing one (POST /), confirming its card payment from the browser's
 * return (PUT /), and reading it back for /success (GET /orders/{id}, and its progress stream),
 * only with its key.
 */
export function checkoutOrdersRoutes(deps: CheckoutDeps) {
  const { db, catalog, clock, logger, payments, mail, live } = deps;
  const measureDistance: MeasureDistance | undefined = deps.quoteAddress
    ? async (address) => {
        const quote = await deps.quoteAddress?.(`${address.address}, ${address.postalCode} ${address.city}`);
        return quote?.found ? { distance: quote.result.distance } : null;
      }
    : undefined;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  const cardPayments = { ...deps, restaurant };
  const orderLimit = rateLimited(createRateLimiter(db, deps.orderRateLimit ?? ORDER_RATE_LIMIT), {
    clock,
    trustProxy: deps.trustProxy,
    tooMany: checkoutApi.tooManyOrders,
    spareInProcess: true,
  });

  // A wrong or missing key is answered exactly as an order that does not exist.
  const orderNotFound = (c: Context) =>
    errorResponse(c, 404, CHECKOUT_ERROR_CODES.orderNotFound, checkoutApi.orderNotFound);

  return new Hono({ strict: false })
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
        errorResponse(c, 409, CHECKOUT_ERROR_CODES.localIdReused, checkoutApi.localIdReused);
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
          return errorResponse(c, 409, checked.code, checked.message, { cart: checked.cart });
        }
        return errorResponse(c, checked.status, checked.code, checked.message);
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
        logger.info({ orderId: placed.order.id, total: placed.order.total }, serverLog.orderPlaced);
        // A cash order is on the board from now on; a card order's arrival waits for its payment.
        if (placed.order.boardAt) await live.publish({ type: "order", orderId: placed.order.id });
      }
      return placedAnswer(placed.order, placed.created ? 201 : 200);
    })

    .put("/", validate("json", orderUpdateSchema), async (c) => {
      const update = c.req.valid("json");
      const order = await findOrderWithKey(db, update.order_id, update.local_id);
      if (!order) return orderNotFound(c);
      const answer = (status: "pending" | "paid") =>
        c.json({ status: "success", payload: { order_id: order.id, status } }, 200);

      // "pending" changes nothing: a new order is pending, and a paid order stays paid.
      if (update.status === "pending") return answer(order.status);
      if (order.paymentMethod === "cash") {
        return errorResponse(c, 409, CHECKOUT_ERROR_CODES.statusNotAllowed, checkoutApi.cashIsPaidOnDelivery);
      }
      const cancelledUnpaid = () =>
        errorResponse(c, 409, CHECKOUT_ERROR_CODES.orderCancelled, latePaymentApi.orderCancelled);
      if (order.status === "paid") {
        return order.progress === "cancelled" && order.boardAt === null ? cancelledUnpaid() : answer("paid");
      }

      const intentId = update.transaction_id.payment_intent_id ?? order.paymentIntentId;
      const paymentFailed = () =>
        errorResponse(c, 402, CHECKOUT_ERROR_CODES.paymentFailed, alerts.paymentFailed);
      if (!intentId) return paymentFailed();
      let intent: Awaited<ReturnType<PaymentProvider["retrieveIntent"]>>;
      try {
        intent = await payments.retrieveIntent(intentId);
      } catch (error) {
        return providerFailure(c, logger, error);
      }
      // Paid means paid: the provider says it succeeded, for this order's total, in euros.
      if (!intent || !intentPaysAmount(intent, cents(order.total))) return paymentFailed();
      const result = await confirmCardPayment(cardPayments, order.id, intent.id);
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
        return errorResponse(c, 409, CHECKOUT_ERROR_CODES.paymentIntentClosed, checkoutApi.intentAlreadyUsed);
      }
      return paymentFailed();
    })

    .get(
      "/orders/:order_id",
      validate("param", orderIdParamSchema),
      validate("query", orderLookupQuerySchema),
      async (c) => {
        const { order_id } = c.req.valid("param");
        const { local_id } = c.req.valid("query");
        const stored = await findOrderForCustomer(db, order_id, local_id);
        if (!stored) return orderNotFound(c);
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
        if (!owned) return orderNotFound(c);
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
}
