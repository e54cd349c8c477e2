import {
  CHECKOUT_ERROR_CODES,
  ORDER_EVENTS,
  orderIdParamSchema,
  orderLookupQuerySchema,
  orderPayloadSchema,
  orderUpdateSchema,
} from "@comptoir/contracts";
import { cents, centsToEuros } from "@comptoir/domain";
import { alerts, checkoutApi, kitchenFull, latePaymentApi } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { eventStream } from "../../http/event-stream.ts";
import { smallJsonAnswer } from "../../http/prepared-answer.ts";
import { rateLimited } from "../../http/rate-limited.ts";
import { sessionUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { confirmFromBrowser } from "../../services/card-payments.ts";
import { createCheckout } from "../../services/checkout.ts";
import { orderView } from "../../services/order-receipt.ts";
import { findOrderForCustomer, findOrderWithKey } from "../../services/orders.ts";
import { orderProgressView } from "../../services/progress/order-history.ts";
import { createRateLimiter, type RateLimitPolicy } from "../../services/rate-limit.ts";
import { restaurantOf } from "../../services/restaurant.ts";
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
 * Card orders per client every 10 minutes (ADR 061): each holds its kitchen time unpaid for up to
 * 10 minutes, so this bounds what one client can hold, far below what would fill a window. Raised
 * with the order limit for load tests.
 */
const CARD_HOLD_LIMIT: RateLimitPolicy = { name: "card-hold", limit: 5, windowMs: 10 * 60_000 };

/**
 * The checkout's orders: placing one (POST /), confirming its card payment from the browser's
 * return (PUT /), and reading it back for /success (GET /orders/{id}, and its progress stream),
 * only with its key.
 */
export function checkoutOrdersRoutes(deps: CheckoutDeps) {
  const { db, catalog, clock, logger, live } = deps;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  const checkout = createCheckout(deps);
  const cardPayments = { ...deps, restaurant };
  const orderLimit = rateLimited(createRateLimiter(db, deps.orderRateLimit ?? ORDER_RATE_LIMIT), {
    clock,
    trustProxy: deps.trustProxy,
    tooMany: checkoutApi.tooManyOrders,
    spareInProcess: true,
  });

  const holdPolicy = {
    ...CARD_HOLD_LIMIT,
    limit: Math.max(CARD_HOLD_LIMIT.limit, deps.orderRateLimit?.limit ?? 0),
  };
  const cardHoldLimit = rateLimited(createRateLimiter(db, holdPolicy), {
    clock,
    trustProxy: deps.trustProxy,
    tooMany: kitchenFull.tooManyHolds,
    spareInProcess: true,
  });

  // A wrong or missing key is answered exactly as an order that does not exist.
  const orderNotFound = (c: Context) =>
    errorResponse(c, 404, CHECKOUT_ERROR_CODES.orderNotFound, checkoutApi.orderNotFound);

  return new Hono({ strict: false })
    .post(
      "/",
      validate("json", orderPayloadSchema),
      orderLimit,
      // Only a card order holds kitchen time unpaid: a cash order is on the board at once.
      async (c, next) => (c.req.valid("json").payment_method === "card" ? cardHoldLimit(c, next) : next()),
      async (c) => {
        const placed = await checkout(c.req.valid("json"), async () => {
          const account = await sessionUser(c, db, clock());
          return account?.user.id ?? null;
        });
        if (placed.outcome === "key_reused") {
          return errorResponse(c, 409, CHECKOUT_ERROR_CODES.localIdReused, checkoutApi.localIdReused);
        }
        if (placed.outcome === "refused") {
          const { status, code, message, cart, nextWindow } = placed.refusal;
          const extra = cart ? { cart } : nextWindow !== undefined ? { next_window: nextWindow } : {};
          return errorResponse(c, cart ? 409 : status, code, message, extra);
        }
        const { order } = placed;
        return smallJsonAnswer(
          {
            status: "success",
            payload: { order_id: order.id, status: order.status, total: centsToEuros(cents(order.total)) },
          },
          placed.created ? 201 : 200,
        );
      },
    )

    .put("/", validate("json", orderUpdateSchema), async (c) => {
      const update = c.req.valid("json");
      const confirmation = await confirmFromBrowser(cardPayments, {
        orderId: update.order_id,
        localId: update.local_id,
        status: update.status,
        intentId: update.transaction_id.payment_intent_id,
      });
      switch (confirmation.outcome) {
        case "not_found":
          return orderNotFound(c);
        case "status":
          return c.json(
            { status: "success", payload: { order_id: confirmation.orderId, status: confirmation.status } },
            200,
          );
        case "cash":
          return errorResponse(
            c,
            409,
            CHECKOUT_ERROR_CODES.statusNotAllowed,
            checkoutApi.cashIsPaidOnDelivery,
          );
        case "cancelled_unpaid":
          return errorResponse(c, 409, CHECKOUT_ERROR_CODES.orderCancelled, latePaymentApi.orderCancelled);
        case "payment_failed":
          return errorResponse(c, 402, CHECKOUT_ERROR_CODES.paymentFailed, alerts.paymentFailed);
        case "intent_used":
          return errorResponse(
            c,
            409,
            CHECKOUT_ERROR_CODES.paymentIntentClosed,
            checkoutApi.intentAlreadyUsed,
          );
        case "provider_unavailable":
          return providerFailure(c, logger, confirmation.error);
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
        const slot = deps.streams.admitPublic(c, deps.trustProxy);
        if (slot instanceof Response) return slot;
        const progressOf = async () => {
          const tracked = await trackedOrderById(db, order_id);
          return tracked ? { event: ORDER_EVENTS.progress, data: orderProgressView(tracked) } : null;
        };
        return eventStream(c, {
          live,
          slot,
          lifetimeMs: deps.streams.lifetime(),
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
