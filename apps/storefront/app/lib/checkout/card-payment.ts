/**
 * Paying a payment intent with the card the customer entered, whatever the provider: Stripe
 * Elements (`stripe-card-form.tsx`) or the built-in simulated provider ("mode démo"). A failure
 * says why when the provider does (in French), and keeps the cart: the customer can try again.
 */
type CardOutcome = { ok: true } | { ok: false; reason: string | null };

interface CardIntent {
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
