import { randomBytes } from "node:crypto";
import { type Db, schema } from "@comptoir/db";
import { cents } from "@comptoir/domain";
import { demoCard, fill, serverFailures } from "@comptoir/messages";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { PAYMENT_CURRENCY, PaymentError, type PaymentProvider, sameSecret } from "./payments.ts";

/** "mode démo : paiement inconnu": what the simulated provider says of a failure, in the log. */
function demoFailure(failure: string): string {
  return fill(serverFailures.demoFailure, { failure });
}

/**
 * The built-in simulated card provider, "mode démo": it behaves like Stripe for the few calls the
 * shop makes, with Stripe's test card numbers, and keeps its payment intents in the database
 * (`simulated_payment_intents`) so that any of several servers can confirm an intent another
 * created. No card data is stored: only the outcome.
 */
export interface DemoPayments extends PaymentProvider {
  readonly kind: "demo";
  /** Pays an intent with a test card: succeeded, declined, or a second step (3-D Secure) needed. */
  confirmCard(input: DemoCardInput): Promise<DemoCardOutcome>;
  /** The second step: the customer approves (or refuses) the payment in the bank's window. */
  authenticate(input: {
    paymentIntentId: string;
    clientSecret: string;
    approve: boolean;
  }): Promise<DemoCardOutcome>;
}

interface DemoCardInput {
  paymentIntentId: string;
  clientSecret: string;
  /** Digits only. */
  cardNumber: string;
  /** `MM/AA` or `MM/AAAA`. */
  expiry: string;
  cvc: string;
}

export type DemoCardOutcome =
  | { outcome: "succeeded" | "requires_action" }
  | { outcome: "declined"; message: string }
  | { outcome: "not_found" }
  /** The intent already succeeded or was canceled. */
  | { outcome: "closed" }
  /** `authenticate` on an intent that is not waiting for a second step. */
  | { outcome: "no_action_required" };

/** The test cards of the demo, as Stripe's: same numbers, same outcomes. */
export const DEMO_CARD_OUTCOMES: Record<string, "succeeded" | "declined" | "requires_action"> = {
  "4242424242424242": "succeeded",
  "4000000000000002": "declined",
  "4000002760003184": "requires_action",
};

const OPEN_STATUSES = ["requires_payment_method", "requires_action"] as const;

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is valid until the end of its expiry month. */
export function isExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

export function createDemoPayments(db: Db, clock: () => Date): DemoPayments {
  const intents = schema.simulatedPaymentIntents;

  async function openIntent(id: string, clientSecret: string) {
    const [intent] = await db.select().from(intents).where(eq(intents.id, id)).limit(1);
    if (!intent || !sameSecret(clientSecret, intent.clientSecret)) return { outcome: "not_found" } as const;
    if (!(OPEN_STATUSES as readonly string[]).includes(intent.status)) return { outcome: "closed" } as const;
    return { outcome: "open", intent } as const;
  }

  /** Moves an open intent to a new status; false when it was closed meanwhile. */
  async function settle(
    id: string,
    from: readonly ("requires_payment_method" | "requires_action")[],
    status: "succeeded" | "requires_action" | "requires_payment_method",
    lastError: string | null,
  ): Promise<boolean> {
    const updated = await db
      .update(intents)
      .set({ status, lastError, updatedAt: clock() })
      .where(and(eq(intents.id, id), inArray(intents.status, [...from])))
      .returning({ id: intents.id });
    return updated.length === 1;
  }

  return {
    kind: "demo",
    publishableKey: null,

    async createCustomer() {
      return { id: `cus_demo_${randomToken(8)}` };
    },

    async createOrUpdateIntent(customerId, amount, existing) {
      if (existing) {
        // Only the holder of the intent's secret may change it: an id alone is as if unknown.
        const [stored] = await db
          .select({ clientSecret: intents.clientSecret })
          .from(intents)
          .where(eq(intents.id, existing.id));
        if (!stored || !sameSecret(existing.clientSecret, stored.clientSecret)) {
          throw new PaymentError("not_found", demoFailure(serverFailures.paymentUnknown));
        }
        // A new amount must be paid again: the intent goes back to waiting for a card.
        const [updated] = await db
          .update(intents)
          .set({ amount, status: "requires_payment_method", lastError: null, updatedAt: clock() })
          .where(and(eq(intents.id, existing.id), inArray(intents.status, [...OPEN_STATUSES])))
          .returning();
        if (updated)
          return { id: updated.id, clientSecret: updated.clientSecret, amount: cents(updated.amount) };
        throw new PaymentError("closed", demoFailure(serverFailures.paymentAlreadyDone));
      }
      const id = `pi_demo_${randomToken(12)}`;
      const [created] = await db
        .insert(intents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomToken(16)}`,
          customerId,
          amount,
          currency: PAYMENT_CURRENCY,
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning();
      if (!created) throw new PaymentError("unavailable", demoFailure(serverFailures.paymentNotWritten));
      return { id: created.id, clientSecret: created.clientSecret, amount: cents(created.amount) };
    },

    async retrieveIntent(id) {
      const [intent] = await db.select().from(intents).where(eq(intents.id, id)).limit(1);
      if (!intent) return null;
      return {
        id: intent.id,
        status: intent.status,
        amount: cents(intent.amount),
        currency: intent.currency,
      };
    },

    async refund(paymentIntentId, amount) {
      // One refund per intent: the conditional update decides, so five refusals sent at once
      // refund once, and a retry gets the refund already made (the demo's idempotency).
      const refundId = `re_demo_${randomToken(12)}`;
      const [refunded] = await db
        .update(intents)
        .set({ refundId, refundedAmount: amount, refundedAt: clock(), updatedAt: clock() })
        .where(
          and(eq(intents.id, paymentIntentId), eq(intents.status, "succeeded"), isNull(intents.refundId)),
        )
        .returning({ refundId: intents.refundId });
      if (refunded?.refundId) return { id: refunded.refundId };
      const [existing] = await db.select().from(intents).where(eq(intents.id, paymentIntentId)).limit(1);
      if (!existing) throw new PaymentError("not_found", demoFailure(serverFailures.paymentUnknown));
      if (existing.refundId) return { id: existing.refundId };
      throw new PaymentError("closed", demoFailure(serverFailures.paymentNeverCaptured));
    },

    async cancelIntent(paymentIntentId) {
      const canceled = await db
        .update(intents)
        .set({ status: "canceled", updatedAt: clock() })
        .where(and(eq(intents.id, paymentIntentId), inArray(intents.status, [...OPEN_STATUSES])))
        .returning({ id: intents.id });
      if (canceled.length === 1) return;
      const [existing] = await db
        .select({ id: intents.id })
        .from(intents)
        .where(eq(intents.id, paymentIntentId));
      throw existing
        ? new PaymentError("closed", demoFailure(serverFailures.paymentAlreadyDone))
        : new PaymentError("not_found", demoFailure(serverFailures.paymentUnknown));
    },

    async verifyWebhook() {
      // The demo has no webhooks: payments are confirmed by the PUT call, which reads the intent.
      return null;
    },

    async confirmCard(input) {
      const found = await openIntent(input.paymentIntentId, input.clientSecret);
      if (found.outcome !== "open") return found;
      const decline = async (message: string): Promise<DemoCardOutcome> => {
        const settled = await settle(
          input.paymentIntentId,
          OPEN_STATUSES,
          "requires_payment_method",
          message,
        );
        return settled ? { outcome: "declined", message } : { outcome: "closed" };
      };
      if (!passesLuhn(input.cardNumber)) return decline(demoCard.invalidNumber);
      if (isExpired(input.expiry, clock())) return decline(demoCard.expired);
      const outcome = DEMO_CARD_OUTCOMES[input.cardNumber];
      if (outcome === undefined) return decline(demoCard.notATestCard);
      if (outcome === "declined") return decline(demoCard.declined);
      const settled = await settle(input.paymentIntentId, OPEN_STATUSES, outcome, null);
      return settled ? { outcome } : { outcome: "closed" };
    },

    async authenticate(input) {
      const found = await openIntent(input.paymentIntentId, input.clientSecret);
      if (found.outcome !== "open") return found;
      if (found.intent.status !== "requires_action") return { outcome: "no_action_required" };
      if (input.approve) {
        const settled = await settle(input.paymentIntentId, ["requires_action"], "succeeded", null);
        return settled ? { outcome: "succeeded" } : { outcome: "closed" };
      }
      const message = demoCard.authenticationRefused;
      const settled = await settle(
        input.paymentIntentId,
        ["requires_action"],
        "requires_payment_method",
        message,
      );
      return settled ? { outcome: "declined", message } : { outcome: "closed" };
    },
  };
}

/** Is this provider the demo one, with its test-card endpoints? */
export function isDemoPayments(provider: PaymentProvider): provider is DemoPayments {
  return provider.kind === "demo" && "confirmCard" in provider;
}
