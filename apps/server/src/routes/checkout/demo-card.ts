import { CHECKOUT_ERROR_CODES, demoCardAuthenticateSchema, demoCardConfirmSchema } from "@comptoir/contracts";
import { demoCard } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import type { DemoCardOutcome, DemoPayments } from "../../adapters/payments/demo-payments.ts";
import { errorResponse } from "../../http/api-error.ts";
import { validate } from "../../http/validate.ts";

function answer(c: Context, paymentIntentId: string, result: DemoCardOutcome) {
  switch (result.outcome) {
    case "succeeded":
    case "requires_action":
      return c.json(
        { status: "success", payload: { payment_intent_id: paymentIntentId, status: result.outcome } },
        200,
      );
    case "declined":
      return errorResponse(c, 402, CHECKOUT_ERROR_CODES.cardDeclined, result.message);
    case "not_found":
      return errorResponse(c, 404, CHECKOUT_ERROR_CODES.paymentNotFound, demoCard.notFound);
    case "closed":
      return errorResponse(c, 409, CHECKOUT_ERROR_CODES.paymentIntentClosed, demoCard.closed);
    case "no_action_required":
      return errorResponse(
        c,
        409,
        CHECKOUT_ERROR_CODES.nothingToAuthenticate,
        demoCard.nothingToAuthenticate,
      );
  }
}

/**
 * /v2/public/checkout/demo-card: the simulated provider's card form posts here ("mode démo"). The
 * browser holds the intent's client secret, as with Stripe; the test cards are in the contracts
 * (DEMO_TEST_CARDS) and the README.
 */
export function demoCardRoutes(payments: DemoPayments) {
  return new Hono({ strict: false })
    .post("/confirm", validate("json", demoCardConfirmSchema), async (c) => {
      const request = c.req.valid("json");
      const result = await payments.confirmCard({
        paymentIntentId: request.payment_intent_id,
        clientSecret: request.client_secret,
        cardNumber: request.card_number,
        expiry: request.expiry,
        cvc: request.cvc,
      });
      return answer(c, request.payment_intent_id, result);
    })
    .post("/authenticate", validate("json", demoCardAuthenticateSchema), async (c) => {
      const request = c.req.valid("json");
      const result = await payments.authenticate({
        paymentIntentId: request.payment_intent_id,
        clientSecret: request.client_secret,
        approve: request.approve,
      });
      return answer(c, request.payment_intent_id, result);
    });
}
