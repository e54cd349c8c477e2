/**
 * The card provider's customer and payment intent (docs/product.md#payments), and which provider is active.
 */
import { requestFields as fields, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { localIdSchema, orderToPriceSchema } from "./orders.ts";
import { positiveId, providerId } from "./request-fields.ts";

/** POST /v2/public/checkout/stripe-customer */
export const paymentCustomerRequestSchema = z.object(
  {
    email: z.email({ error: says.emailInvalid }).max(254, says.emailTooLong),
    name: z.string({ error: says.nameRequired }).trim().min(1, says.nameRequired).max(200, says.nameTooLong),
    phone: z
      .string({ error: says.phoneNotAText })
      .trim()
      .max(40, says.phoneTooLong)
      .nullish()
      .transform((phone) => phone ?? ""),
  },
  { error: says.notAnObject },
);

/**
 * POST /v2/public/checkout/stripe-payment-intent: the payment intent of an order, for the customer.
 * Its amount is the server's, never the browser's: with `order` (the order as it will be placed,
 * before it is), the server prices that cart as the checkout will; with `placed_order` (its id and
 * key), the order's total. With `payment_intent_id`, that intent is reused and brought to the
 * amount, only for a caller who proves it holds it: its `client_secret` (409
 * `payment_intent_closed` when it already succeeded or was canceled: start a new one). An intent
 * the provider does not know with that secret is not reused: a new one is made.
 */
export const paymentIntentRequestSchema = z
  .object(
    {
      customer_id: providerId(fields.paymentCustomer),
      payment_intent_id: providerId(fields.payment)
        .nullish()
        .transform((id) => id ?? null),
      client_secret: providerId(fields.clientSecret)
        .nullish()
        .transform((secret) => secret ?? null),
      order: orderToPriceSchema.optional(),
      placed_order: z
        .object(
          { order_id: positiveId(fields.orderId), local_id: localIdSchema },
          { error: says.notAnObject },
        )
        .optional(),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => {
    if (request.payment_intent_id !== null && request.client_secret === null) {
      context.addIssue({ code: "custom", path: ["client_secret"], message: says.intentSecretRequired });
    }
    if ((request.order === undefined) === (request.placed_order === undefined)) {
      context.addIssue({ code: "custom", path: ["order"], message: says.intentOrderRequired });
    }
  });
