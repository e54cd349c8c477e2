import { CHECKOUT_ERROR_CODES } from "@comptoir/contracts";
import { checkoutApi } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { confirmSucceededIntent } from "../../services/card-payments.ts";
import { restaurantOf } from "../../services/restaurant.ts";
import type { CheckoutDeps } from "./checkout.ts";

/**
 * POST /v2/public/checkout/webhook: the card provider's word that a payment succeeded, signed; the
 * orders it pays are confirmed as from the browser's return.
 */
export function webhookRoutes(deps: CheckoutDeps) {
  const { payments, catalog } = deps;
  const restaurant = async () => restaurantOf(await catalog.snapshot());
  return new Hono({ strict: false }).post("/", async (c) => {
    const event = await payments.verifyWebhook(await c.req.text(), c.req.header("stripe-signature"));
    if (!event) {
      return errorResponse(c, 400, CHECKOUT_ERROR_CODES.invalidSignature, checkoutApi.invalidSignature);
    }
    if (event.type === "payment_intent.succeeded") {
      await confirmSucceededIntent({ ...deps, restaurant }, event.intent);
    }
    return c.json({ status: "success", payload: { received: true } }, 200);
  });
}
