import {
  CHECKOUT_ERROR_CODES,
  paymentCustomerRequestSchema,
  paymentIntentRequestSchema,
} from "@comptoir/contracts";
import { centsToEuros, eurosToCents } from "@comptoir/domain";
import { checkoutApi } from "@comptoir/messages";
import { Hono } from "hono";
import { PaymentError } from "../../adapters/payments/payments.ts";
import { errorResponse } from "../../http/api-error.ts";
import { rateLimited } from "../../http/rate-limited.ts";
import { validate } from "../../http/validate.ts";
import { paymentIntentFor } from "../../services/card-payments.ts";
import { createRateLimiter, type RateLimitPolicy } from "../../services/rate-limit.ts";
import type { CheckoutDeps } from "./checkout.ts";
import { providerFailure } from "./provider-failure.ts";

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
export function paymentIntentsRoutes({
  db,
  clock,
  payments,
  logger,
  trustProxy,
  orderRateLimit,
}: CheckoutDeps) {
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
        try {
          const intent = await paymentIntentFor(payments, {
            customerId: request.customer_id,
            amount: eurosToCents(request.amount),
            intentId: request.payment_intent_id,
          });
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
