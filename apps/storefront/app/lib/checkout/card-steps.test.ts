import type { OrderPayloadInput } from "@comptoir/contracts";
import { describe, expect, it, vi } from "vitest";
import { testShop } from "../../testing/shop-fixture.ts";
import type { IntentOrder } from "../api-client.ts";
import type { CardPayer } from "./card-payment.ts";
import { createCardPaymentSession } from "./card-payment-session.ts";
import { cardFormComplete, intentReadyBeforeOrder } from "./card-steps.ts";
import { type Checkout, type CheckoutEvent, checkoutReducer, STARTING_PAGE } from "./checkout-reducer.ts";
import { initialCheckout } from "./checkout-state.ts";

/** An order to place of this total, as far as these tests look: the fake server "prices" it so. */
const orderOf = (total: number): IntentOrder => ({ order: { total } as OrderPayloadInput });

const lea = { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" };

/** The card steps run against a checkout kept by the reducer, a fake provider and no React. */
function cardContext(options: { provider: "stripe" | "demo"; intent: "accepted" | "refused" }) {
  let checkout: Checkout = {
    saved: { ...initialCheckout("2026-11-24"), tab: "payment", personal: lea },
    page: STARTING_PAGE,
  };
  const api = {
    createCardCustomer: vi.fn(async () => ({
      ok: true as const,
      status: 200,
      payload: { customer: { id: "cus_1" } },
    })),
    preparePaymentIntent: vi.fn(async (request: IntentOrder) =>
      options.intent === "accepted"
        ? {
            ok: true as const,
            status: 200,
            payload: {
              id: "pi_1",
              client_secret: "secret_1",
              amount: "order" in request ? request.order.total : 0,
            },
          }
        : { ok: false as const, status: 502, code: null, message: "Le service de paiement ne répond pas." },
    ),
  };
  let payer: CardPayer | null = null;
  const shop = testShop();
  return {
    current: () => checkout,
    dispatch: (event: CheckoutEvent) => {
      checkout = checkoutReducer(checkout, event);
    },
    card: {
      session: createCardPaymentSession(api),
      stripeCardReady: (ready: CardPayer | null) => {
        payer = ready;
      },
      stripePayer: () => payer,
      askApproval: async () => true,
      answerApproval: () => {},
    },
    shop: { ...shop, payments: { ...shop.payments, provider: options.provider } },
  };
}

describe("la carte avant la commande", () => {
  it("sans intention de paiement possible, la commande n'est pas passée et le client sait pourquoi", async () => {
    const c = cardContext({ provider: "stripe", intent: "refused" });
    expect(await intentReadyBeforeOrder(c, "card", () => orderOf(4))).toBe(false);
    expect(c.current().page.alert).toMatchObject({
      text: "Le paiement a échoué, merci de réessayer.",
      detail: "Le service de paiement ne répond pas.",
    });
    expect(c.current().page).toMatchObject({
      wait: null,
      cardProblem: "Le service de paiement ne répond pas.",
    });
  });

  it("une intention faite pour le total : la commande peut être passée, sans alerte", async () => {
    const c = cardContext({ provider: "stripe", intent: "accepted" });
    expect(await intentReadyBeforeOrder(c, "card", () => orderOf(4))).toBe(true);
    expect(c.current().page.alert).toBeNull();
    expect(c.card.session.current()).toMatchObject({ payment_intent_id: "pi_1", amount: 4 });
  });

  it("le formulaire de Stripe doit être monté et complet", async () => {
    const c = cardContext({ provider: "stripe", intent: "accepted" });
    expect(await cardFormComplete(c)).toBe(false);
    expect(c.current().page.alert?.text).toBe("Complétez les informations de votre carte.");
    c.card.stripeCardReady({ pay: async () => ({ ok: true }) });
    c.dispatch({ type: "stripe_form_changed", complete: true });
    expect(await cardFormComplete(c)).toBe(true);
  });

  it("la carte de démonstration incomplète montre ses erreurs sous chaque champ", async () => {
    const c = cardContext({ provider: "demo", intent: "accepted" });
    expect(await cardFormComplete(c)).toBe(false);
    expect(c.current().page.alert?.text).toBe("Veuillez remplir tous les champs obligatoires");
    expect([...c.current().page.touched]).toEqual(["card.card_number", "card.expiry", "card.cvc"]);
  });
});
