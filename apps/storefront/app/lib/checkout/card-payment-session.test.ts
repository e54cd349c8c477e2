import type { OrderPayloadInput } from "@comptoir/contracts";
import { alerts } from "@comptoir/messages";
import { describe, expect, it, vi } from "vitest";
import type { IntentOrder } from "../api-client.ts";
import { createCardPaymentSession } from "./card-payment-session.ts";

/** An order to place of this total, as far as these tests look: the fake server "prices" it so. */
const orderOf = (total: number) => ({ order: { total } as OrderPayloadInput });
const priceOf = (request: IntentOrder) => ("order" in request ? request.order.total : 0);

const lea = { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" };

function fakeApi() {
  let customers = 0;
  let intents = 0;
  const api = {
    createCardCustomer: vi.fn(async () => {
      customers += 1;
      return { ok: true as const, status: 200, payload: { customer: { id: `cus_${customers}` } } };
    }),
    preparePaymentIntent: vi.fn(
      async (
        request: {
          customer_id: string;
          payment_intent_id: string | null;
          client_secret: string | null;
        } & IntentOrder,
      ) => {
        intents += 1;
        return {
          ok: true as const,
          status: 200,
          payload: {
            id: request.payment_intent_id ?? `pi_${intents}`,
            client_secret: `secret_${intents}`,
            amount: priceOf(request),
          },
        };
      },
    ),
  };
  return api;
}

describe("le paiement par carte d'une commande : client puis intention", () => {
  it("un seul client pour les mêmes coordonnées, même demandé deux fois à la suite", async () => {
    const api = fakeApi();
    const session = createCardPaymentSession(api);
    const [first, second] = await Promise.all([session.ensureCustomer(lea), session.ensureCustomer(lea)]);
    expect(first).toBe("cus_1");
    expect(second).toBe("cus_1");
    expect(await session.ensureCustomer(lea)).toBe("cus_1");
    expect(api.createCardCustomer).toHaveBeenCalledTimes(1);
    expect(await session.ensureCustomer({ ...lea, phone: "0698765432" })).toBe("cus_2");
  });

  it("l'intention suit le montant : la même est mise à jour, avec sa clé secrète", async () => {
    const api = fakeApi();
    const session = createCardPaymentSession(api);
    expect(await session.prepareIntent(lea, orderOf(12.5))).toBeNull();
    expect(api.preparePaymentIntent).toHaveBeenLastCalledWith({
      customer_id: "cus_1",
      payment_intent_id: null,
      client_secret: null,
      ...orderOf(12.5),
    });
    expect(session.current()).toEqual({
      customer_id: "cus_1",
      payment_intent_id: "pi_1",
      client_secret: "secret_1",
      amount: 12.5,
    });
    expect(await session.prepareIntent(lea, orderOf(14))).toBeNull();
    expect(api.preparePaymentIntent).toHaveBeenLastCalledWith({
      customer_id: "cus_1",
      payment_intent_id: "pi_1",
      client_secret: "secret_1",
      ...orderOf(14),
    });
    expect(session.current().amount).toBe(14);
  });

  it("une intention déjà payée ou annulée est remplacée par une nouvelle", async () => {
    const api = fakeApi();
    const session = createCardPaymentSession(api);
    await session.prepareIntent(lea, orderOf(10));
    api.preparePaymentIntent.mockImplementationOnce(
      async () =>
        ({
          ok: false,
          status: 409,
          code: "payment_intent_closed",
          message: "Ce paiement ne peut plus changer.",
        }) as never,
    );
    expect(await session.prepareIntent(lea, orderOf(11))).toBeNull();
    expect(api.preparePaymentIntent).toHaveBeenLastCalledWith({
      customer_id: "cus_1",
      payment_intent_id: null,
      client_secret: null,
      ...orderOf(11),
    });
    expect(session.current().payment_intent_id).toBe("pi_2");
  });

  it("sans client, ou une intention refusée : la raison en français", async () => {
    const api = fakeApi();
    api.createCardCustomer.mockImplementationOnce(
      async () => ({ ok: false, status: 0, message: "Pas de réseau" }) as never,
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const session = createCardPaymentSession(api);
    expect(await session.prepareIntent(lea, orderOf(10))).toBe(alerts.genericError);
    api.preparePaymentIntent.mockImplementationOnce(
      async () => ({ ok: false, status: 422, code: "invalid", message: "Montant refusé." }) as never,
    );
    expect(await session.prepareIntent(lea, orderOf(10))).toBe("Montant refusé.");
  });

  it("une intention payée n'est pas payée deux fois ; après la commande, tout repart de zéro", async () => {
    const session = createCardPaymentSession(fakeApi());
    await session.prepareIntent(lea, orderOf(10));
    expect(session.currentIntentPaid()).toBe(false);
    session.markPaid("pi_1");
    expect(session.currentIntentPaid()).toBe(true);
    session.reset();
    expect(session.currentIntentPaid()).toBe(false);
    expect(session.current().customer_id).toBeNull();
  });
});
