/**
 * The card provider's customer and payment intent (docs/product.md#payments), and which provider is active.
 */
import { requestFields as fields, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { eurosSchema, providerId, refuseNulCharacters } from "./request-fields.ts";

/** POST /v2/public/checkout/stripe-customer */
export const paymentCustomerRequestSchema = z
  .object(
    {
      email: z.email({ error: says.emailInvalid }).max(254, says.emailTooLong),
      name: z
        .string({ error: says.nameRequired })
        .trim()
        .min(1, says.nameRequired)
        .max(200, says.nameTooLong),
      phone: z
        .string({ error: says.phoneNotAText })
        .trim()
        .max(40, says.phoneTooLong)
        .nullish()
        .transform((phone) => phone ?? ""),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => refuseNulCharacters(request, context));

export const paymentCustomerPayloadSchema = z.object({ customer: z.object({ id: z.string() }) });

/** Card payments below this are refused by the card networks (Stripe's minimum in euros). */
export const MIN_CARD_PAYMENT_EUROS = 0.5;

/**
 * POST /v2/public/checkout/stripe-payment-intent: a payment intent of `amount` euros for the
 * customer; with `payment_intent_id`, that intent is reused and its amount updated (409
 * `payment_intent_closed` when it already succeeded or was canceled: start a new one).
 */
export const paymentIntentRequestSchema = z
  .object(
    {
      customer_id: providerId(fields.paymentCustomer),
      amount: eurosSchema(fields.amount).refine(
        (amount) => amount >= MIN_CARD_PAYMENT_EUROS,
        says.cardMinimum,
      ),
      payment_intent_id: providerId(fields.payment)
        .nullish()
        .transform((id) => id ?? null),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => refuseNulCharacters(request, context));

export const paymentIntentPayloadSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  /** Euros, as the intent now holds it. */
  amount: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Which card provider is active (in the settings payload)

/**
 * The value of `PAYMENT_PROVIDER_SETTING` (payment-constants.ts): "stripe" when Stripe keys are
 * configured, "demo" for the built-in simulated provider (show "mode démo" and the test cards below).
 */
export const paymentProviderSchema = z.enum(["stripe", "demo"]);
export type PaymentProviderKind = z.infer<typeof paymentProviderSchema>;
