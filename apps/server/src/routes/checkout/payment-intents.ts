import {
  CHECKOUT_ERROR_CODES,
  ERROR_CODES,
  paymentCustomerRequestSchema,
  paymentIntentRequestSchema,
} from "@comptoir/contracts";
import { type Cents, cents, centsToEuros } from "@comptoir/domain";
import { checkoutApi, requestChecks } from "@comptoir/messages";
import { Hono } from "hono";
import type { z } from "zod";
import { PaymentError } from "../../adapters/payments/payments.ts";
import { errorResponse } from "../../http/api-error.ts";
import { rateLimited } from "../../http/rate-limited.ts";
import { validate } from "../../http/validate.ts";
import { paymentIntentFor } from "../../services/card-payments.ts";
import { createOrderPricing } from "../../services/checkout.ts";
import type { OrderRefusal } from "../../services/order-pricing.ts";
import { findOrderWithKey } from "../../services/orders.ts";
import { createRateLimiter, type RateLimitPolicy } from "../../services/rate-limit.ts";
import type { CheckoutDeps } from "./checkout.ts";
import { providerFailure } from "./provider-failure.ts";

type PaymentIntentRequest = z.output<typeof paymentIntentRequestSchema>;

/**
 * Provider customers, and payment intents, one client may ask for every 10 minutes (ADR 011): each
 * is a real intent to try a stolen card against, so a client may not make a hundred in a row; 20 is
 * still far above a person retrying a declined card. A card order gets its intent before it is
 * placed (ADR 016), so ORDER_RATE_LIMIT, raised for load and browser tests, raises these too.
 */
export const PAYMENT_CUSTOMER_RATE_LIMIT: RateLimitPolicy = {
  name: "payment-customer",
  limit: 20,
  windowMs: 10 * 60_000,
};
export const PAYMENT_INTENT_RATE_LIMIT: RateLimitPolicy = {
  name: "payment-intent",
  limit: 20,
  windowMs: 10 * 60_000,
};

/**
 * The card provider's customer and payment intent, made before the card form opens:
 * POST /v2/public/checkout/stripe-customer and /stripe-payment-intent (the names the storefront
 * has always called, whichever the provider).
 */
export function paymentIntentsRoutes(deps: CheckoutDeps) {
  const { db, clock, payments, logger, trustProxy, orderRateLimit } = deps;
  const priceOrder = createOrderPricing(deps);

  /**
   * What the intent must ask for, never the browser's figure: the server's price of the order to
   * place, or the total of the order placed (whose key proves it is the caller's).
   */
  async function amountToPay(
    request: PaymentIntentRequest,
  ): Promise<{ ok: true; amount: Cents } | { ok: false; refusal: OrderRefusal | null }> {
    if (request.order) {
      const priced = await priceOrder(request.order);
      return priced.ok ? { ok: true, amount: priced.total } : { ok: false, refusal: priced };
    }
    const placed = request.placed_order;
    const order = placed ? await findOrderWithKey(db, placed.order_id, placed.local_id) : null;
    return order ? { ok: true, amount: cents(order.total) } : { ok: false, refusal: null };
  }

  const limited = (policy: RateLimitPolicy) =>
    rateLimited(
      createRateLimiter(db, { ...policy, limit: Math.max(policy.limit, orderRateLimit?.limit ?? 0) }),
      { clock, trustProxy, tooMany: checkoutApi.tooManyCardPayments, spareInProcess: true },
    );
  return new Hono({ strict: false })
    .post(
      "/stripe-customer",
      validate("json", paymentCustomerRequestSchema),
      limited(PAYMENT_CUSTOMER_RATE_LIMIT),
      async (c) => {
        const request = c.req.valid("json");
        try {
          const customer = await payments.createCustomer(request);
          return c.json({ status: "success", payload: { customer: { id: customer.id } } }, 200);
        } catch (error) {
          return providerFailure(c, logger, error);
        }
      },
    )

    .post(
      "/stripe-payment-intent",
      validate("json", paymentIntentRequestSchema),
      limited(PAYMENT_INTENT_RATE_LIMIT),
      async (c) => {
        const request = c.req.valid("json");
        const priced = await amountToPay(request);
        if (!priced.ok) {
          return priced.refusal
            ? errorResponse(c, priced.refusal.status, priced.refusal.code, priced.refusal.message)
            : errorResponse(c, 404, CHECKOUT_ERROR_CODES.orderNotFound, checkoutApi.orderNotFound);
        }
        const held =
          request.payment_intent_id && request.client_secret
            ? { id: request.payment_intent_id, clientSecret: request.client_secret }
            : null;
        try {
          const intent = await paymentIntentFor(payments, {
            customerId: request.customer_id,
            amount: priced.amount,
            held,
          });
          if (intent === "below_minimum") {
            return errorResponse(c, 422, ERROR_CODES.invalidInput, requestChecks.cardMinimum);
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
            return errorResponse(c, 409, CHECKOUT_ERROR_CODES.paymentIntentClosed, checkoutApi.intentClosed);
          }
          if (error instanceof PaymentError && error.kind === "not_found") {
            return errorResponse(
              c,
              422,
              CHECKOUT_ERROR_CODES.paymentCustomerUnknown,
              checkoutApi.customerUnknown,
            );
          }
          return providerFailure(c, logger, error);
        }
      },
    );
}
