/**
 * The card provider's customer and payment intent (docs/product.md#payments), and which provider is active.
 */
import { requestFields as fields, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { eurosSchema, providerId } from "./request-fields.ts";

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

/** Card payments below this are refused by the card networks (Stripe's minimum in euros). */
const MIN_CARD_PAYMENT_EUROS = 0.5;

/**
 * POST /v2/public/checkout/stripe-payment-intent: a payment intent of `amount` euros for the
 * customer; with `payment_intent_id`, that intent is reused and its amount updated (409
 * `payment_intent_closed` when it already succeeded or was canceled: start a new one).
 */
export const paymentIntentRequestSchema = z.object(
  {
    customer_id: providerId(fields.paymentCustomer),
    amount: eurosSchema(fields.amount).refine((amount) => amount >= MIN_CARD_PAYMENT_EUROS, says.cardMinimum),
    payment_intent_id: providerId(fields.payment)
      .nullish()
      .transform((id) => id ?? null),
  },
  { error: says.notAnObject },
);
