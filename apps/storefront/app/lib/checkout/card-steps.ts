import { checkPaymentBeforeOrder, type PaymentMethod } from "@comptoir/domain";
import { alerts, checkout as checkoutText } from "@comptoir/messages";
import type { IntentOrder } from "../api-client.ts";
import type { StepContext } from "./checkout-steps.ts";
import { loadCheckoutForms } from "./use-checkout-forms.ts";

/**
 * The card's part of the steps (docs/product.md#checkout): the provider's customer, the payment intent, and
 * whether the card's fields are complete. What the page shows of it goes through the reducer.
 */
type CardContext = Pick<StepContext, "current" | "dispatch" | "card" | "shop">;

async function validPerson({ current }: Pick<StepContext, "current">) {
  return (await loadCheckoutForms()).validPersonal(current().saved.personal);
}

/** The provider's customer for the personal details as they are now, if they are valid. */
export async function ensureCardCustomer(c: CardContext): Promise<void> {
  const person = await validPerson(c);
  if (person) await c.card.session.ensureCustomer(person);
}

/** Makes or updates the payment intent for the order (priced by the server); null when ready, else why not. */
export async function prepareIntent(c: CardContext, order: IntentOrder): Promise<string | null> {
  c.dispatch({ type: "card_preparing" });
  let problem: string | null = null;
  try {
    const person = await validPerson(c);
    problem = person ? await c.card.session.prepareIntent(person, order) : alerts.genericError;
    return problem;
  } finally {
    c.dispatch({ type: "card_prepared", problem });
  }
}

/** A card order needs an intent before it is placed (docs/product.md#checkout); true when there is one. */
export async function intentReadyBeforeOrder(
  c: CardContext,
  method: PaymentMethod,
  order: () => IntentOrder,
): Promise<boolean> {
  const { session } = c.card;
  const problem = session.current().payment_intent_id ? null : await prepareIntent(c, order());
  const check = checkPaymentBeforeOrder({
    method,
    failed: false,
    paymentIntentId: session.current().payment_intent_id,
  });
  if (!check.ok) c.dispatch({ type: "alert_said", text: check.alert, detail: problem });
  return check.ok;
}

/** The card's fields are complete (the demo form's checks, or Stripe's word); else says what to do. */
export async function cardFormComplete(c: CardContext): Promise<boolean> {
  if (c.shop.payments.provider === "demo") {
    c.dispatch({ type: "fields_left", form: "card", fields: ["card_number", "expiry", "cvc"] });
    const errors = (await loadCheckoutForms()).demoCardErrors(c.current().page.demoCard);
    if (Object.keys(errors).length === 0) return true;
    c.dispatch({ type: "alert_said", text: alerts.requiredFields });
    return false;
  }
  if (c.current().page.stripeComplete && c.card.stripePayer() !== null) return true;
  c.dispatch({ type: "alert_said", text: checkoutText.cardIncomplete });
  return false;
}
