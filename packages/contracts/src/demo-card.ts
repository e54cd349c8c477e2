/** The demo card provider ("mode démo"): a built-in simulated card provider, no real payment. */
import { demoTestCards, requestFields as fields, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { providerId } from "./request-fields.ts";

/** The demo's test cards: the same numbers as Stripe's test cards, with the same outcomes. */
export const DEMO_TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeded", description: demoTestCards.succeeds },
  { number: "4000 0000 0000 0002", outcome: "declined", description: demoTestCards.declined },
  {
    number: "4000 0027 6000 3184",
    outcome: "requires_action",
    description: demoTestCards.requiresAction,
  },
] as const;

const clientSecretSchema = providerId(fields.clientSecret);

/**
 * POST /v2/public/checkout/demo-card/confirm: pays a demo payment intent with a test card. Any
 * expiry date to come and any 3 or 4 digit code do. Answers 200 with `status` "succeeded" or
 * "requires_action" (then call …/demo-card/authenticate), or 402 `card_declined`.
 */
export const demoCardConfirmSchema = z.object(
  {
    payment_intent_id: providerId(fields.payment),
    client_secret: clientSecretSchema,
    card_number: z
      .string({ error: says.cardNumberRequired })
      .transform((number) => number.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, says.cardNumberInvalid)),
    /** `MM/AA` (or `MM/AAAA`). */
    expiry: z
      .string({ error: says.expiryRequired })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, says.expiryFormat),
    cvc: z
      .string({ error: says.cvcRequired })
      .trim()
      .regex(/^\d{3,4}$/, says.cvcFormat),
  },
  { error: says.notAnObject },
);

/** POST /v2/public/checkout/demo-card/authenticate: the bank's second step, approved or not. */
export const demoCardAuthenticateSchema = z.object(
  {
    payment_intent_id: providerId(fields.payment),
    client_secret: clientSecretSchema,
    approve: z.boolean({ error: says.approve }),
  },
  { error: says.notAnObject },
);
