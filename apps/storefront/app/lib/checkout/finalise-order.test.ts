import type { OrderPayloadInput } from "@comptoir/contracts";
import { isValidLocalId } from "@comptoir/domain";
import { alerts } from "@comptoir/messages";
import { describe, expect, it, vi } from "vitest";
import type { IntentOrder } from "../api-client.ts";
import { createCardPaymentSession } from "./card-payment-session.ts";
import { type CheckoutState, initialCheckout, recordOrder } from "./checkout-state.ts";
import { type FinaliseInput, finaliseOrder } from "./finalise-order.ts";

const lea = { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" };

function memoryStore(state: CheckoutState): FinaliseInput["store"] {
  let current = state;
  return {
    get: () => current,
    record: (event) => {
      current = recordOrder(current, event);
    },
  };
}

/** The payload is only what the tests look at: the key and what is ordered. */
function payloadOf(items: string) {
  return (state: CheckoutState) =>
    ({ local_id: state.localId, items, total: 4 }) as unknown as OrderPayloadInput;
}

function fakeApi() {
  const placedTotal = async () => {
    const placing = api.placeOrder.mock.results.at(-1)?.value as Promise<{ payload: { total: number } }>;
    return (await placing).payload.total;
  };
  const api = {
    placeOrder: vi.fn(async () => ({
      ok: true as const,
      status: 201,
      payload: { order_id: 41, status: "pending" as const, total: 4 },
    })),
    updateOrder: vi.fn(async () => ({
      ok: true as const,
      status: 200,
      payload: { order_id: 41, status: "paid" as const },
    })),
    createCardCustomer: vi.fn(async () => ({
      ok: true as const,
      status: 200,
      payload: { customer: { id: "cus_1" } },
    })),
    // The server prices the intent: the order to place at its total, or the order placed at the
    // total its placing answered.
    preparePaymentIntent: vi.fn(async (request: IntentOrder) => ({
      ok: true as const,
      status: 200,
      payload: {
        id: "pi_1",
        client_secret: "secret_1",
        amount: "order" in request ? Number(request.order.total) : await placedTotal(),
      },
    })),
  };
  return api;
}

async function cardInput(pay: () => Promise<{ ok: true } | { ok: false; reason: string | null }>) {
  const api = fakeApi();
  const card = createCardPaymentSession(api);
  await card.prepareIntent(lea, { order: { total: 4 } as OrderPayloadInput });
  const store = memoryStore({ ...initialCheckout("2026-11-24"), personal: lea });
  const payer = { pay: vi.fn(pay) };
  const input: FinaliseInput = {
    api: api as unknown as FinaliseInput["api"],
    store,
    method: "card",
    payloadFor: payloadOf("frites"),
    card,
    prepareIntent: (order) => card.prepareIntent(lea, order),
    provider: "stripe",
    stripePayer: () => payer,
    demoCard: () => ({ card_number: "", expiry: "", cvc: "" }),
    askApproval: async () => true,
    onWait: () => {},
  };
  return { api, store, payer, input };
}

describe("finaliser : placer la commande, payer, la mettre à jour", () => {
  it("une carte refusée garde la commande ; réessayer paie la même, sans la placer de nouveau", async () => {
    let answers = [{ ok: false as const, reason: "Carte refusée par la banque." }, { ok: true as const }];
    const { api, store, payer, input } = await cardInput(async () => {
      const [answer, ...rest] = answers;
      answers = rest;
      return answer ?? { ok: true };
    });
    expect(await finaliseOrder(input)).toEqual({
      kind: "payment_failed",
      alert: alerts.paymentFailed,
      detail: "Carte refusée par la banque.",
    });
    expect(store.get()).toMatchObject({ tab: "payment", payment: { failed: true }, placed: { orderId: 41 } });
    expect(api.updateOrder).not.toHaveBeenCalled();

    expect(await finaliseOrder(input)).toMatchObject({ kind: "ordered", placed: { orderId: 41 } });
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
    expect(payer.pay).toHaveBeenCalledTimes(2);
    // The order's key goes with the update: the server answers nothing without it.
    expect(api.updateOrder).toHaveBeenCalledWith({
      order_id: 41,
      local_id: store.get().placed?.localId,
      status: "paid",
      transaction_id: { client_secret: "secret_1", customer_id: "cus_1", payment_intent_id: "pi_1" },
    });
  });

  it("le panier a changé depuis la commande gardée : une autre commande, avec une nouvelle clé", async () => {
    const { api, store, input } = await cardInput(async () => ({ ok: false, reason: null }));
    await finaliseOrder(input);
    const firstKey = store.get().localId;
    await finaliseOrder({ ...input, payloadFor: payloadOf("frites et boisson") });
    expect(api.placeOrder).toHaveBeenCalledTimes(2);
    expect(store.get().localId).not.toBe(firstKey);
  });

  it("un refus du serveur ne paie rien et dit où le corriger", async () => {
    const { api, payer, input } = await cardInput(async () => ({ ok: true }));
    api.placeOrder.mockImplementationOnce(
      async () =>
        ({ ok: false, status: 422, code: "slot_unavailable", message: "Ce créneau est complet." }) as never,
    );
    expect(await finaliseOrder(input)).toEqual({
      kind: "refused",
      refusal: { alert: "Ce créneau est complet.", detail: null, goTo: "delivery", reloadMenu: false },
    });
    expect(payer.pay).not.toHaveBeenCalled();
  });

  it("le total du serveur diffère de l'intention : elle le suit avant que la carte paie", async () => {
    const { api, payer, input } = await cardInput(async () => ({ ok: true }));
    api.placeOrder.mockImplementationOnce(async () => ({
      ok: true as const,
      status: 201,
      payload: { order_id: 41, status: "pending" as const, total: 5.5 },
    }));
    expect(await finaliseOrder(input)).toMatchObject({ kind: "ordered" });
    // The server's total of the placed order, which its key proves is ours; the intent's secret proves it is too.
    expect(api.preparePaymentIntent).toHaveBeenLastCalledWith({
      customer_id: "cus_1",
      payment_intent_id: "pi_1",
      client_secret: "secret_1",
      placed_order: { order_id: 41, local_id: input.store.get().localId },
    });
    expect(input.card.current().amount).toBe(5.5);
    expect(payer.pay).toHaveBeenCalledTimes(1);
  });

  it("une clé que le serveur dit déjà servie (409 local_id_reused) : une nouvelle clé, et la commande passe", async () => {
    const api = fakeApi();
    api.placeOrder.mockImplementationOnce(
      async () =>
        ({
          ok: false,
          status: 409,
          code: "local_id_reused",
          message: "Cette clé de commande a déjà servi pour une autre commande.",
        }) as never,
    );
    const start = initialCheckout("2026-11-24");
    const store = memoryStore(start);
    const outcome = await finaliseOrder({
      api: api as unknown as FinaliseInput["api"],
      store,
      method: "cash",
      payloadFor: payloadOf("frites"),
      card: createCardPaymentSession(api),
      prepareIntent: async () => null,
      provider: "demo",
      stripePayer: () => null,
      demoCard: () => ({ card_number: "", expiry: "", cvc: "" }),
      askApproval: async () => true,
      onWait: () => {},
    });
    expect(outcome).toMatchObject({ kind: "ordered", placed: { orderId: 41 } });
    const keys = api.placeOrder.mock.calls.map(
      (call) => (call as unknown as [{ local_id: string }])[0].local_id,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(start.localId);
    expect(keys[1]).not.toBe(start.localId);
    expect(isValidLocalId(keys[1])).toBe(true);
  });

  it("en espèces : placée puis mise à jour en attente, sans carte", async () => {
    const api = fakeApi();
    const card = createCardPaymentSession(api);
    const start = initialCheckout("2026-11-24");
    const outcome = await finaliseOrder({
      api: api as unknown as FinaliseInput["api"],
      store: memoryStore(start),
      method: "cash",
      payloadFor: payloadOf("frites"),
      card,
      prepareIntent: async () => null,
      provider: "demo",
      stripePayer: () => null,
      demoCard: () => ({ card_number: "", expiry: "", cvc: "" }),
      askApproval: async () => true,
      onWait: () => {},
    });
    expect(outcome).toMatchObject({ kind: "ordered" });
    expect(api.updateOrder).toHaveBeenCalledWith({
      order_id: 41,
      local_id: start.localId,
      status: "pending",
      transaction_id: null,
    });
  });
});
