import { STRIPE_API_VERSION } from "@comptoir/contracts";
import { cents } from "@comptoir/domain";
import { fill, serverFailures } from "@comptoir/messages";
import Stripe from "stripe";
import {
  PAYMENT_CURRENCY,
  PaymentError,
  type PaymentEvent,
  type PaymentIntentState,
  type PaymentProvider,
  sameSecret,
} from "./payments.ts";

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** `whsec_…`; without it the webhook is refused (the PUT call still confirms payments). */
  webhookSecret: string | null;
  /** Where to reach the API: tests point it at a local fake, never at Stripe. */
  connection?: { host: string; port: number; protocol: "http" | "https" };
  maxNetworkRetries?: number;
}

const INTENT_CLOSED_STATUSES = new Set(["succeeded", "canceled"]);

/** "Stripe : paiement inconnu": what Stripe's failure was about, in the log. */
function stripeFailure(failure: string): string {
  return fill(serverFailures.stripeFailure, { failure });
}

function providerFailure(error: unknown, what: string): PaymentError {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.code === "resource_missing" || error.statusCode === 404) {
      return new PaymentError("not_found", stripeFailure(fill(serverFailures.stripeUnknown, { what })), {
        cause: error,
      });
    }
    if (error.code === "payment_intent_unexpected_state") {
      return new PaymentError("closed", stripeFailure(fill(serverFailures.stripeCannotChange, { what })), {
        cause: error,
      });
    }
    const type = error.type ?? serverFailures.stripeError;
    return new PaymentError("unavailable", stripeFailure(fill(serverFailures.stripeFailed, { what, type })), {
      cause: error,
    });
  }
  const failed = fill(serverFailures.stripeFailed, { what, type: serverFailures.stripeFailedPlain });
  return new PaymentError("unavailable", stripeFailure(failed), { cause: error });
}

function intentState(intent: Stripe.PaymentIntent): PaymentIntentState {
  return { id: intent.id, status: intent.status, amount: cents(intent.amount), currency: intent.currency };
}

/** Card payments through Stripe's official SDK. */
export function createStripePayments(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: 15_000,
    telemetry: false,
    ...(config.connection ?? {}),
  });

  return {
    kind: "stripe",
    publishableKey: config.publishableKey,

    async createCustomer({ email, name, phone }) {
      try {
        const customer = await stripe.customers.create({ email, name, ...(phone ? { phone } : {}) });
        return { id: customer.id };
      } catch (error) {
        throw providerFailure(error, serverFailures.stripeWhatCustomer);
      }
    },

    async createOrUpdateIntent(customerId, amount, held) {
      try {
        if (held) {
          const existing = await stripe.paymentIntents.retrieve(held.id);
          // Only the holder of the intent's secret may change it: an id alone is as if unknown.
          if (!existing.client_secret || !sameSecret(held.clientSecret, existing.client_secret)) {
            throw new PaymentError("not_found", stripeFailure(serverFailures.paymentUnknown));
          }
          if (INTENT_CLOSED_STATUSES.has(existing.status)) {
            throw new PaymentError("closed", stripeFailure(serverFailures.paymentAlreadyDone));
          }
          const intent =
            existing.amount === amount
              ? existing
              : await stripe.paymentIntents.update(existing.id, { amount });
          if (!intent.client_secret)
            throw new PaymentError("unavailable", stripeFailure(serverFailures.stripeClientSecretMissing));
          return { id: intent.id, clientSecret: intent.client_secret, amount: cents(intent.amount) };
        }
        const intent = await stripe.paymentIntents.create({
          amount,
          currency: PAYMENT_CURRENCY,
          customer: customerId,
          allowed_payment_method_types: ["card"],
        });
        if (!intent.client_secret)
          throw new PaymentError("unavailable", stripeFailure(serverFailures.stripeClientSecretMissing));
        return { id: intent.id, clientSecret: intent.client_secret, amount: cents(intent.amount) };
      } catch (error) {
        if (error instanceof PaymentError) throw error;
        throw providerFailure(
          error,
          held ? serverFailures.stripeWhatPayment : serverFailures.stripeWhatCustomer,
        );
      }
    },

    async retrieveIntent(id) {
      try {
        return intentState(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        const failure = providerFailure(error, serverFailures.stripeWhatPayment);
        if (failure.kind === "not_found") return null;
        throw failure;
      }
    },

    async refund(paymentIntentId, amount, idempotencyKey) {
      try {
        // Stripe keeps an idempotency key for 24 hours: a retry within them gets the same refund.
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount },
          { idempotencyKey },
        );
        return { id: refund.id };
      } catch (error) {
        // Refunded already, by a call whose answer was lost more than a day ago: that refund is the one.
        if (error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded") {
          const earlier = await stripe.refunds
            .list({ payment_intent: paymentIntentId, limit: 1 })
            .catch((listing: unknown) => {
              throw providerFailure(listing, serverFailures.stripeWhatRefund);
            });
          const [first] = earlier.data;
          if (first) return { id: first.id };
        }
        throw providerFailure(error, serverFailures.stripeWhatRefund);
      }
    },

    async cancelIntent(paymentIntentId) {
      try {
        await stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: "abandoned" });
      } catch (error) {
        throw providerFailure(error, serverFailures.stripeWhatPayment);
      }
    },

    async verifyWebhook(rawBody, signatureHeader): Promise<PaymentEvent | null> {
      if (!config.webhookSecret || !signatureHeader) return null;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, config.webhookSecret);
      } catch {
        return null;
      }
      if (event.type === "payment_intent.succeeded") {
        return { type: "payment_intent.succeeded", intent: intentState(event.data.object) };
      }
      return { type: "ignored", eventType: event.type };
    },
  };
}
