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
import { validate } from "../../http/validate.ts";
import type { CheckoutDeps } from "./checkout.ts";
import { providerFailure } from "./provider-failure.ts";

/**
 * The card provider's customer and payment intent, made before the card form opens:
 * POST /v2/public/checkout/stripe-customer and /stripe-payment-intent (the names the storefront
 * has always called, whichever the provider).
 */
export function paymentIntentsRoutes({ payments, logger }: CheckoutDeps) {
  return new Hono({ strict: false })
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
    });
}
