import { orderViewSchema, placedOrderPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { alerts, checkoutApi } from "@comptoir/messages";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  demoCatalogueIds,
  demoPrices,
  eurosText,
  jsonRequest,
  LUNCH_TUESDAY,
  orderNumberOf,
  orderPayload,
  ordersWithLocalId,
  twoColas,
} from "../../testing/checkout-fixtures.ts";
import { openTestApi } from "../../testing/test-api.ts";

const CARD = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  secondStep: "4000 0027 6000 3184",
};

describe.each(TEST_ENGINES)("paiement par carte en mode démo (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let colas: ReturnType<typeof twoColas>;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
    colas = twoColas(ids, await demoPrices(t.database.db));
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const post = (path: string, body: unknown) =>
    t.json(`/v2/public/checkout/${path}`, jsonRequest("POST", body));
  const put = (body: unknown) => t.json("/v2/public/checkout/", jsonRequest("PUT", body));

  /** A card order of this many colas, as the browser sends it to price its intent. */
  const colaOrder = (count = 2) =>
    orderPayload({ ...colas.fields, items: [ids.line("cola", count)], payment_method: "card" });

  /** A customer and its intent for an order of `count` colas, priced by the server. */
  async function newIntent(count = 2) {
    const customer = await post("stripe-customer", {
      email: "camille@example.fr",
      name: "Camille Martin",
      phone: "0612345678",
    });
    expect(customer.response.status).toBe(200);
    const customerId = (customer.body.payload as { customer: { id: string } }).customer.id;
    const intent = await post("stripe-payment-intent", { customer_id: customerId, order: colaOrder(count) });
    expect(intent.response.status).toBe(200);
    return { customerId, ...(intent.body.payload as { id: string; client_secret: string; amount: number }) };
  }

  const pay = (
    intent: { id: string; client_secret: string },
    card: string,
    extra: Record<string, unknown> = {},
  ) =>
    post("demo-card/confirm", {
      payment_intent_id: intent.id,
      client_secret: intent.client_secret,
      card_number: card,
      expiry: "12/30",
      cvc: "123",
      ...extra,
    });

  /** A card order of two colas placed with this intent (of their total to be paid). */
  async function cardOrder(intent: { id: string; client_secret: string; customerId: string }) {
    const payload = orderPayload({
      ...colas.fields,
      payment_method: "card",
      transaction_id: {
        client_secret: intent.client_secret,
        customer_id: intent.customerId,
        payment_intent_id: intent.id,
      },
    });
    const { response, body } = await post("", payload);
    expect(response.status).toBe(201);
    return { payload, orderId: placedOrderPayloadSchema.parse(body.payload).order_id };
  }

  const mailsOfOrder = async (orderId: number) =>
    t.database.db
      .select()
      .from(schema.outboxEmails)
      .where(like(schema.outboxEmails.subject, `%${await orderNumberOf(t.database.db, orderId)} %`));

  const storedIntent = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(schema.simulatedPaymentIntents)
        .where(eq(schema.simulatedPaymentIntents.id, id))
    )[0];

  it("crée un client et une intention au prix du serveur, puis la réutilise, avec sa clé, en changeant son montant", async () => {
    const intent = await newIntent();
    expect(intent.customerId).toMatch(/^cus_demo_/);
    expect(intent.id).toMatch(/^pi_demo_/);
    expect(intent.client_secret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(intent.amount).toBe(colas.fields.total);
    const again = await post("stripe-payment-intent", {
      customer_id: intent.customerId,
      order: colaOrder(1),
      payment_intent_id: intent.id,
      client_secret: intent.client_secret,
    });
    expect(again.body.payload).toMatchObject({
      id: intent.id,
      client_secret: intent.client_secret,
      amount: colas.total / 2 / 100,
    });
    expect(await storedIntent(intent.id)).toMatchObject({
      amount: colas.total / 2,
      currency: "eur",
      status: "requires_payment_method",
    });
  });

  it("prend le montant du serveur, jamais celui de la demande : la commande à passer, ou le total de la commande passée", async () => {
    const customerId = (await newIntent()).customerId;
    // The browser's figures (and any `amount`) are not read: the cart is priced again.
    const order = { ...colaOrder(), subtotal: 999, tax: 0, total: 999 };
    const priced = await post("stripe-payment-intent", { customer_id: customerId, order, amount: 999 });
    expect(priced.response.status).toBe(200);
    expect(priced.body.payload).toMatchObject({ amount: colas.fields.total });

    const intent = priced.body.payload as { id: string; client_secret: string };
    const placed = await cardOrder({ ...intent, customerId });
    const forPlaced = await post("stripe-payment-intent", {
      customer_id: customerId,
      placed_order: { order_id: placed.orderId, local_id: placed.payload.local_id },
      payment_intent_id: intent.id,
      client_secret: intent.client_secret,
      amount: 999,
    });
    expect(forPlaced.body.payload).toMatchObject({ id: intent.id, amount: colas.fields.total });

    // Without the order's key, its total is not given.
    const wrongKey = await post("stripe-payment-intent", {
      customer_id: customerId,
      placed_order: { order_id: placed.orderId, local_id: "0123456789abcdef-cle-fausse" },
    });
    expect(wrongKey.response.status).toBe(404);
    expect(wrongKey.body).toMatchObject({ code: "order_not_found" });
    // A cart the menu refuses makes no intent.
    const unknownItem = await post("stripe-payment-intent", {
      customer_id: customerId,
      order: { ...colaOrder(), items: [{ ...ids.line("cola", 1), item_id: 999_999 }] },
    });
    expect(unknownItem.response.status).toBe(422);
  });

  it("l'id d'une intention ne donne ni sa clé secrète ni un nouveau montant", async () => {
    const victim = await newIntent();
    const attacker = await newIntent();
    // The attack as it was seen: another customer's intent id, a foreign customer, amount 999.
    const attack = await post("stripe-payment-intent", {
      customer_id: attacker.customerId,
      payment_intent_id: victim.id,
      amount: 999,
    });
    expect(attack.response.status).toBe(400);
    expect(JSON.stringify(attack.body)).not.toContain(victim.client_secret);
    // With a cart to price and a guessed secret: a new intent of the attacker's own, at the server's price.
    for (const client_secret of [attacker.client_secret, `${victim.id}_secret_devine`]) {
      const guessed = await post("stripe-payment-intent", {
        customer_id: attacker.customerId,
        payment_intent_id: victim.id,
        client_secret,
        order: colaOrder(),
        amount: 999,
      });
      expect(guessed.response.status).toBe(200);
      const answer = guessed.body.payload as { id: string; client_secret: string; amount: number };
      expect(answer.id).not.toBe(victim.id);
      expect(answer.client_secret).not.toBe(victim.client_secret);
      expect(answer.amount).toBe(colas.fields.total);
    }
    expect(await storedIntent(victim.id)).toMatchObject({
      amount: colas.total,
      status: "requires_payment_method",
    });
  });

  it("refuse une demande sans commande, sans la clé d'une intention donnée, ou incomplète", async () => {
    for (const [body, message] of [
      [{ customer_id: "cus_demo_x" }, /commande à passer/],
      [{ customer_id: "cus_demo_x", order: colaOrder(), placed_order: { order_id: 1 } }, /commande/],
      [{ customer_id: "cus_demo_x", order: colaOrder(), payment_intent_id: "pi_demo_x" }, /clé du paiement/],
      [{ order: colaOrder() }, /client du paiement/],
      [{ customer_id: "cus_demo_x", order: { items: "deux colas" } }, /./],
    ] as const) {
      const { response, body: refused } = await post("stripe-payment-intent", body);
      expect(response.status).toBe(400);
      expect(String(refused.message)).toMatch(message);
    }
    const { response } = await post("stripe-customer", { email: "pas-un-email", name: "A" });
    expect(response.status).toBe(400);
  });

  it("repart d'une nouvelle intention quand celle donnée est inconnue, et refuse de changer une intention payée", async () => {
    const intent = await newIntent();
    const fresh = await post("stripe-payment-intent", {
      customer_id: intent.customerId,
      order: colaOrder(),
      payment_intent_id: "pi_demo_oubliee",
      client_secret: "pi_demo_oubliee_secret_x",
    });
    expect(fresh.response.status).toBe(200);
    expect((fresh.body.payload as { id: string }).id).not.toBe("pi_demo_oubliee");

    expect((await pay(intent, CARD.succeeds)).response.status).toBe(200);
    const closed = await post("stripe-payment-intent", {
      customer_id: intent.customerId,
      order: colaOrder(1),
      payment_intent_id: intent.id,
      client_secret: intent.client_secret,
    });
    expect(closed.response.status).toBe(409);
    expect(closed.body).toMatchObject({ code: "payment_intent_closed" });
  });

  describe("les cartes de test", () => {
    it("4242 4242 4242 4242 : le paiement réussit", async () => {
      const intent = await newIntent();
      const { response, body } = await pay(intent, CARD.succeeds);
      expect(response.status).toBe(200);
      expect(body.payload).toEqual({ payment_intent_id: intent.id, status: "succeeded" });
      const again = await pay(intent, CARD.succeeds);
      expect(again.response.status).toBe(409);
    });

    it("4000 0000 0000 0002 : la carte est refusée, en français, et l'on peut réessayer avec une autre", async () => {
      const intent = await newIntent();
      const { response, body } = await pay(intent, CARD.declined);
      expect(response.status).toBe(402);
      expect(body).toMatchObject({
        status: "error",
        code: "card_declined",
        message: "Votre carte a été refusée. Essayez une autre carte.",
      });
      expect((await pay(intent, CARD.succeeds)).body.payload).toMatchObject({ status: "succeeded" });
    });

    it("4000 0027 6000 3184 : une seconde étape est demandée, acceptée ou refusée", async () => {
      const intent = await newIntent();
      const first = await pay(intent, CARD.secondStep);
      expect(first.response.status).toBe(200);
      expect(first.body.payload).toMatchObject({ status: "requires_action" });
      const authenticate = (approve: boolean) =>
        post("demo-card/authenticate", {
          payment_intent_id: intent.id,
          client_secret: intent.client_secret,
          approve,
        });
      const refused = await authenticate(false);
      expect(refused.response.status).toBe(402);
      expect(refused.body).toMatchObject({ code: "card_declined" });
      expect((await authenticate(true)).response.status).toBe(409);

      await pay(intent, CARD.secondStep);
      const approved = await authenticate(true);
      expect(approved.response.status).toBe(200);
      expect(approved.body.payload).toMatchObject({ status: "succeeded" });
    });

    it("refuse une carte expirée, un numéro faux, une carte qui n'est pas de test, une mauvaise clé", async () => {
      const intent = await newIntent();
      expect((await pay(intent, CARD.succeeds, { expiry: "10/26" })).body).toMatchObject({
        code: "card_declined",
        message: "Cette carte est expirée.",
      });
      expect((await pay(intent, "4242 4242 4242 4241")).body).toMatchObject({
        message: "Le numéro de carte n'est pas valide.",
      });
      expect(String((await pay(intent, "5555 5555 5555 4444")).body.message)).toMatch(/Mode démo/);
      expect((await pay(intent, CARD.succeeds, { cvc: "12" })).response.status).toBe(400);
      const nul = await pay({ id: `${intent.id}\u0000`, client_secret: intent.client_secret }, CARD.succeeds);
      expect(nul.response.status).toBe(400);
      const wrongSecret = await pay(
        { id: intent.id, client_secret: `${intent.id}_secret_faux` },
        CARD.succeeds,
      );
      expect(wrongSecret.response.status).toBe(404);
      expect(wrongSecret.body).toMatchObject({ code: "payment_not_found" });
      // None of this paid the intent.
      const [stored] = await t.database.db
        .select()
        .from(schema.simulatedPaymentIntents)
        .where(eq(schema.simulatedPaymentIntents.id, intent.id));
      expect(stored?.status).toBe("requires_payment_method");
    });
  });

  describe("PUT /v2/public/checkout/ : payée seulement quand le prestataire le confirme", () => {
    it("refuse « payée » tant que l'intention n'a pas réussi, puis l'accepte une fois, avec un seul e-mail", async () => {
      const intent = await newIntent();
      const { orderId, payload } = await cardOrder(intent);
      // A card order's confirmation mail waits for the payment.
      expect(await mailsOfOrder(orderId)).toHaveLength(0);

      const early = await put({
        order_id: orderId,
        local_id: payload.local_id,
        transaction_id: { payment_intent_id: intent.id },
        status: "paid",
      });
      expect(early.response.status).toBe(402);
      expect(early.body).toMatchObject({
        code: "payment_failed",
        message: alerts.paymentFailed,
      });
      expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.status).toBe("pending");

      await pay(intent, CARD.succeeds);
      const confirmations = await Promise.all(
        Array.from({ length: 5 }, () =>
          put({
            order_id: orderId,
            local_id: payload.local_id,
            transaction_id: { payment_intent_id: intent.id },
            status: "paid",
          }),
        ),
      );
      expect(confirmations.map(({ response }) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(confirmations.every(({ body }) => (body.payload as { status: string }).status === "paid")).toBe(
        true,
      );
      await t.mail.settled();
      const mails = await mailsOfOrder(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toMatch(new RegExp(`Payé par carte : ${eurosText(colas.total)}\\s€`));

      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      expect(order).toMatchObject({ status: "paid", paymentIntentId: intent.id });
      expect(order?.paidAt?.toISOString()).toBe(new Date(LUNCH_TUESDAY).toISOString());

      const view = orderViewSchema.parse(
        (await t.json(`/v2/public/checkout/orders/${orderId}?local_id=${payload.local_id}`)).body.payload,
      );
      expect(view).toMatchObject({ status: "paid", amount_paid: colas.fields.total, amount_due: 0 });
      // "pending" afterwards changes nothing.
      expect(
        (await put({ order_id: orderId, local_id: payload.local_id, status: "pending" })).body.payload,
      ).toMatchObject({
        status: "paid",
      });
    });

    it("sans la clé de la commande, rien ne distingue une commande payée, en attente, en espèces ou inexistante", async () => {
      const paidIntent = await newIntent();
      const paidOrder = await cardOrder(paidIntent);
      await pay(paidIntent, CARD.succeeds);
      const waiting = await cardOrder(await newIntent());
      const cash = orderPayload(colas.fields);
      const cashId = placedOrderPayloadSchema.parse((await post("", cash)).body.payload).order_id;
      const missingId = Math.max(paidOrder.orderId, waiting.orderId, cashId) + 1000;

      const answers = [];
      for (const order_id of [paidOrder.orderId, waiting.orderId, cashId, missingId]) {
        for (const local_id of [undefined, null, 42, "", "0".repeat(20), waiting.payload.local_id]) {
          if (order_id === waiting.orderId && local_id === waiting.payload.local_id) continue;
          for (const status of ["paid", "pending"]) {
            const { response, body } = await put({
              order_id,
              local_id,
              transaction_id: { payment_intent_id: paidIntent.id },
              status,
            });
            answers.push({ status: response.status, body });
          }
        }
      }
      const notFound = {
        status: 404,
        body: { status: "error", code: "order_not_found", message: checkoutApi.orderNotFound },
      };
      expect(answers).toEqual(answers.map(() => notFound));
      // None of these calls paid anything.
      expect((await ordersWithLocalId(t.database.db, paidOrder.payload.local_id))[0]?.status).toBe("pending");

      // The customer's browser holds the key: it finishes the payment.
      const owner = await put({
        order_id: paidOrder.orderId,
        local_id: paidOrder.payload.local_id,
        transaction_id: { payment_intent_id: paidIntent.id },
        status: "paid",
      });
      expect(owner.response.status).toBe(200);
      expect(owner.body.payload).toEqual({ order_id: paidOrder.orderId, status: "paid" });
    });

    it("refuse une intention réussie d'un autre montant, ou qui a déjà payé une autre commande", async () => {
      const smaller = await newIntent(1);
      await pay(smaller, CARD.succeeds);
      const { orderId, payload } = await cardOrder(smaller);
      const wrongAmount = await put({
        order_id: orderId,
        local_id: payload.local_id,
        transaction_id: { payment_intent_id: smaller.id },
        status: "paid",
      });
      expect(wrongAmount.response.status).toBe(402);

      const intent = await newIntent();
      await pay(intent, CARD.succeeds);
      const first = await cardOrder(intent);
      const second = await cardOrder(intent);
      const keyed = (order: { orderId: number; payload: { local_id: string } }) => ({
        order_id: order.orderId,
        local_id: order.payload.local_id,
        status: "paid",
      });
      expect((await put(keyed(first))).response.status).toBe(200);
      const reused = await put(keyed(second));
      expect(reused.response.status).toBe(409);
      expect(reused.body).toMatchObject({ code: "payment_intent_closed" });
      expect((await ordersWithLocalId(t.database.db, second.payload.local_id))[0]?.status).toBe("pending");
    });

    it("garde une commande en espèces « en attente », refuse de la dire payée, ignore une commande inconnue", async () => {
      const payload = orderPayload(colas.fields);
      const { order_id } = placedOrderPayloadSchema.parse((await post("", payload)).body.payload);
      const local_id = payload.local_id;
      const pending = await put({ order_id, local_id, transaction_id: {}, status: "pending" });
      expect(pending.response.status).toBe(200);
      expect(pending.body.payload).toEqual({ order_id, status: "pending" });
      const paid = await put({ order_id, local_id, status: "paid" });
      expect(paid.response.status).toBe(409);
      expect(paid.body).toMatchObject({ code: "status_not_allowed" });
      expect((await put({ order_id: 999_999, local_id, status: "paid" })).response.status).toBe(404);
      expect((await put({ order_id, local_id, status: "livrée" })).response.status).toBe(400);
      const malformed = await t.json("/v2/public/checkout/", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: "{",
      });
      expect(malformed.response.status).toBe(400);
    });

    it("refuse tout webhook en mode démo (aucune signature à vérifier)", async () => {
      const { response, body } = await t.json("/v2/public/checkout/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=abc" },
        body: JSON.stringify({ type: "payment_intent.succeeded" }),
      });
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ code: "invalid_signature" });
    });
  });
});
