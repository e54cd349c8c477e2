import { alerts } from "@comptoir/messages";
import type { ApiClient, IntentOrder } from "../api-client.ts";
import type { PersonalFields } from "./checkout-state.ts";
import { type CardPaymentState, NO_CARD_PAYMENT } from "./order-payload.ts";

/**
 * The card provider's side of one checkout: its customer for the personal details, then the
 * payment intent for the amount to pay. Kept in memory only (ADR 017: never stored).
 */
export interface CardPaymentSession {
  /** The customer and intent as they are now, for the order's payload and the payer. */
  current(): CardPaymentState;
  /**
   * The customer for these (valid) details, made once per details: leaving the personal tab starts
   * it, and entering payment right after waits for that same request rather than sending another.
   */
  ensureCustomer(person: PersonalFields): Promise<string | null>;
  /**
   * Makes the intent for the order (the server prices it), or brings the existing one to that
   * amount, proving it is ours with its client secret. Null when it is ready, else why not, in
   * French.
   */
  prepareIntent(person: PersonalFields, order: IntentOrder): Promise<string | null>;
  /** This intent was paid: paying again would charge the card twice. */
  markPaid(intentId: string): void;
  /** True when the current intent was paid in this visit. */
  currentIntentPaid(): boolean;
  /** After an order: the next one starts from nothing. */
  reset(): void;
}

type CardApi = Pick<ApiClient, "createCardCustomer" | "preparePaymentIntent">;

function customerKeyOf(person: PersonalFields): string {
  return JSON.stringify([person.email, person.first_name, person.last_name, person.phone]);
}

export function createCardPaymentSession(api: CardApi): CardPaymentSession {
  let card: CardPaymentState = NO_CARD_PAYMENT;
  let customerKey: string | null = null;
  let pendingCustomer: { key: string; done: Promise<string | null> } | null = null;
  let paidIntentId: string | null = null;

  async function ensureCustomer(person: PersonalFields): Promise<string | null> {
    const key = customerKeyOf(person);
    if (card.customer_id && customerKey === key) return card.customer_id;
    if (pendingCustomer?.key === key) return pendingCustomer.done;
    const done = api
      .createCardCustomer({
        email: person.email,
        name: `${person.first_name} ${person.last_name}`,
        phone: person.phone,
      })
      .then((created) => {
        if (!created.ok) {
          console.warn("Client du paiement non créé", created.message);
          return null;
        }
        customerKey = key;
        // A new customer needs a payment intent of its own.
        card = { ...NO_CARD_PAYMENT, customer_id: created.payload.customer.id };
        return created.payload.customer.id;
      })
      .finally(() => {
        if (pendingCustomer?.key === key) pendingCustomer = null;
      });
    pendingCustomer = { key, done };
    return done;
  }

  return {
    current: () => card,
    ensureCustomer,
    async prepareIntent(person, order) {
      const customerId = await ensureCustomer(person);
      if (!customerId) return alerts.genericError;
      const ask = (reuse: boolean) =>
        api.preparePaymentIntent({
          customer_id: customerId,
          payment_intent_id: reuse ? card.payment_intent_id : null,
          client_secret: reuse && card.payment_intent_id ? card.client_secret : null,
          ...order,
        });
      let intent = await ask(true);
      // An intent already paid or cancelled cannot change: a new one is needed.
      if (!intent.ok && intent.code === "payment_intent_closed") intent = await ask(false);
      if (!intent.ok) return intent.message;
      card = {
        customer_id: customerId,
        client_secret: intent.payload.client_secret,
        payment_intent_id: intent.payload.id,
        amount: intent.payload.amount,
      };
      return null;
    },
    markPaid(intentId) {
      paidIntentId = intentId;
    },
    currentIntentPaid: () => paidIntentId !== null && paidIntentId === card.payment_intent_id,
    reset() {
      card = NO_CARD_PAYMENT;
      customerKey = null;
      pendingCustomer = null;
      paidIntentId = null;
    },
  };
}
