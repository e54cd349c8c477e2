import type { CheckoutApi } from "./checkout-api.ts";

/**
 * Paying a payment intent with the card the customer entered, whatever the provider: Stripe
 * Elements (`stripe-card-form.tsx`) or the built-in simulated provider ("mode démo"). A failure
 * says why when the provider does (in French), and keeps the cart: the customer can try again.
 */
export type CardOutcome = { ok: true } | { ok: false; reason: string | null };

export interface CardIntent {
  id: string;
  clientSecret: string;
}

export interface CardPayer {
  pay(intent: CardIntent): Promise<CardOutcome>;
}

/** The demo card form's fields. */
export interface DemoCardFields {
  card_number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_DEMO_CARD: DemoCardFields = { card_number: "", expiry: "", cvc: "" };

/** "4242 4242 4242 4242": digits in groups of four, as typed on a card. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "12/28": the month, a slash, the year. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The simulated provider: confirms the intent with a test card; when the card asks for a second
 * step (3-D Secure), asks the customer through `askApproval` and sends the answer.
 */
export function demoCardPayer(
  api: Pick<CheckoutApi, "confirmDemoCard" | "authenticateDemoCard">,
  fields: () => DemoCardFields,
  askApproval: () => Promise<boolean>,
): CardPayer {
  return {
    async pay(intent) {
      const card = fields();
      const confirmed = await api.confirmDemoCard({
        payment_intent_id: intent.id,
        client_secret: intent.clientSecret,
        card_number: card.card_number,
        expiry: card.expiry,
        cvc: card.cvc,
      });
      if (!confirmed.ok) return { ok: false, reason: confirmed.message };
      if (confirmed.payload.status === "succeeded") return { ok: true };
      const approve = await askApproval();
      const authenticated = await api.authenticateDemoCard({
        payment_intent_id: intent.id,
        client_secret: intent.clientSecret,
        approve,
      });
      if (!authenticated.ok) return { ok: false, reason: authenticated.message };
      return authenticated.payload.status === "succeeded" ? { ok: true } : { ok: false, reason: null };
    },
  };
}
