import { placedOrderPayloadSchema, STRIPE_API_VERSION, settingsPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripePayments } from "../../adapters/payments/stripe-payments.ts";
import {
  demoCatalogueIds,
  demoPrices,
  jsonRequest,
  orderNumberOf,
  orderPayload,
  ordersWithLocalId,
  twoColas,
} from "../../testing/checkout-fixtures.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { type StripeFake, startStripeFake } from "../../testing/stripe-fake.ts";
import { openTestApi } from "../../testing/test-api.ts";

const SECRET_KEY = "sk_test_comptoir_faux";
const WEBHOOK_SECRET = "whsec_comptoir_faux";

describe.each(TEST_ENGINES)("paiement par carte avec Stripe (faux Stripe local) (%s)", (engine) => {
  let fake: StripeFake;
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let colas: ReturnType<typeof twoColas>;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  beforeAll(async () => {
    fake = await startStripeFake(SECRET_KEY);
    t = await openTestApi(engine, {
      payments: createStripePayments({
        secretKey: SECRET_KEY,
        publishableKey: "pk_test_comptoir",
        webhookSecret: WEBHOOK_SECRET,
        connection: { host: "127.0.0.1", port: fake.port, protocol: "http" },
        maxNetworkRetries: 0,
      }),
    });
    ids = await demoCatalogueIds(t.database.db);
    colas = twoColas(ids, await demoPrices(t.database.db));
  });
  afterAll(async () => {
    await t.database.close();
    await fake.close();
  });

  const post = (path: string, body: unknown) =>
    t.json(`/v2/public/checkout/${path}`, jsonRequest("POST", body));
  const put = (body: unknown) => t.json("/v2/public/checkout/", jsonRequest("PUT", body));

  /** A card order of this many colas, as the browser sends it to price its intent. */
  const colaOrder = (count = 2) =>
    orderPayload({ ...colas.fields, items: [ids.line("cola", count)], payment_method: "card" });

  /** A customer and its intent for an order of `count` colas, priced by the server. */
  async function intentFor(count = 2) {
    const customer = await post("stripe-customer", {
      email: "camille@example.fr",
      name: "Camille Martin",
      phone: "",
    });
    expect(customer.response.status).toBe(200);
    const customerId = (customer.body.payload as { customer: { id: string } }).customer.id;
    const intent = await post("stripe-payment-intent", { customer_id: customerId, order: colaOrder(count) });
    expect(intent.response.status).toBe(200);
    return { customerId, ...(intent.body.payload as { id: string; client_secret: string; amount: number }) };
  }

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

  const ordersOfIntent = (intentId: string) =>
    t.database.db.select().from(schema.orders).where(eq(schema.orders.paymentIntentId, intentId));

  const webhook = (payload: string, signature: string) =>
    t.json("/v2/public/checkout/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });

  const succeededEvent = (intentId: string, amount: number, currency = "eur") =>
    JSON.stringify({
      id: `evt_${intentId}`,
      object: "event",
      api_version: STRIPE_API_VERSION,
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent", status: "succeeded", amount, currency } },
    });

  it("donne au navigateur le prestataire et la clé publiable", async () => {
    const settings = settingsPayloadSchema.parse((await t.json("/v2/public/settings")).body.payload);
    expect(settings.find((pair) => pair.name === "payments.provider")?.value).toBe("stripe");
    expect(settings.find((pair) => pair.name === "payments.stripe.publishable_key")?.value).toBe(
      "pk_test_comptoir",
    );
    // The demo card endpoints exist only in demo mode.
    const { response } = await post("demo-card/confirm", {});
    expect(response.status).toBe(404);
  });

  it("crée le client et l'intention chez Stripe, en centimes d'euro, et réutilise l'intention donnée avec sa clé", async () => {
    const intent = await intentFor();
    expect(intent.customerId).toMatch(/^cus_fake/);
    expect(fake.intents.get(intent.id)).toMatchObject({
      amount: colas.total,
      currency: "eur",
      customer: intent.customerId,
    });
    const again = await post("stripe-payment-intent", {
      customer_id: intent.customerId,
      order: colaOrder(1),
      payment_intent_id: intent.id,
      client_secret: intent.client_secret,
    });
    expect(again.body.payload).toMatchObject({ id: intent.id, amount: colas.total / 2 / 100 });
    expect(fake.intents.get(intent.id)?.amount).toBe(colas.total / 2);
  });

  it("l'id d'une intention ne donne ni sa clé secrète ni un nouveau montant", async () => {
    const victim = await intentFor();
    const attacker = await intentFor();
    // The attack as it was seen: another customer's intent id, a foreign customer, amount 999.
    const attack = await post("stripe-payment-intent", {
      customer_id: attacker.customerId,
      payment_intent_id: victim.id,
      amount: 999,
    });
    expect(attack.response.status).toBe(400);
    expect(JSON.stringify(attack.body)).not.toContain(victim.client_secret);
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
    expect(fake.intents.get(victim.id)).toMatchObject({ amount: colas.total, customer: victim.customerId });
  });

  it("marque payée seulement quand Stripe dit l'intention réussie, pour le bon montant", async () => {
    const intent = await intentFor();
    const { orderId, payload } = await cardOrder(intent);
    const paid = () =>
      put({
        order_id: orderId,
        local_id: payload.local_id,
        transaction_id: { payment_intent_id: intent.id },
        status: "paid",
      });
    expect((await paid()).response.status).toBe(402);
    fake.setIntentStatus(intent.id, "processing");
    expect((await paid()).response.status).toBe(402);
    fake.setIntentStatus(intent.id, "succeeded");
    const confirmed = await paid();
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.body.payload).toEqual({ order_id: orderId, status: "paid" });
    expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.status).toBe("paid");
  });

  it("dit le service indisponible quand Stripe ne répond pas, sans rien changer", async () => {
    const intent = await intentFor();
    const { orderId, payload } = await cardOrder(intent);
    const unreachable = await openTestApi(engine, {
      payments: createStripePayments({
        secretKey: SECRET_KEY,
        publishableKey: "pk_test_comptoir",
        webhookSecret: WEBHOOK_SECRET,
        connection: { host: "127.0.0.1", port: 9, protocol: "http" },
        maxNetworkRetries: 0,
      }),
    });
    try {
      const { response, body } = await unreachable.json(
        "/v2/public/checkout/stripe-customer",
        jsonRequest("POST", { email: "a@b.fr", name: "A" }),
      );
      expect(response.status).toBe(503);
      expect(body).toMatchObject({ code: "payment_provider_unavailable" });
    } finally {
      await unreachable.database.close();
    }
    expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]).toMatchObject({
      id: orderId,
      status: "pending",
    });
  });

  describe("webhook payment_intent.succeeded", () => {
    it("marque payée la commande dont le navigateur n'est jamais revenu, et écrit son e-mail", async () => {
      const intent = await intentFor();
      const { orderId, payload } = await cardOrder(intent);
      const event = succeededEvent(intent.id, colas.total);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
      const { response, body } = await webhook(event, signature);
      expect(response.status).toBe(200);
      expect(body).toEqual({ status: "success", payload: { received: true } });
      expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.status).toBe("paid");
      const subject = `%${await orderNumberOf(t.database.db, orderId)} %`;
      const mails = await t.database.db
        .select()
        .from(schema.outboxEmails)
        .where(like(schema.outboxEmails.subject, subject));
      expect(mails).toHaveLength(1);
      // The same event again (Stripe retries) changes nothing.
      expect((await webhook(event, signature)).response.status).toBe(200);
      expect(
        await t.database.db
          .select()
          .from(schema.outboxEmails)
          .where(like(schema.outboxEmails.subject, subject)),
      ).toHaveLength(1);
    });

    it("refuse une signature fausse ou absente par un 400, sans rien changer", async () => {
      const intent = await intentFor();
      const { payload } = await cardOrder(intent);
      const event = succeededEvent(intent.id, colas.total);
      const forged = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: "whsec_pirate" });
      for (const signature of [forged, "t=123,v1=deadbeef", ""]) {
        const { response, body } = await webhook(event, signature);
        expect(response.status).toBe(400);
        expect(body).toMatchObject({ status: "error", code: "invalid_signature" });
      }
      expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.status).toBe("pending");
    });

    it("ne marque pas payée une commande d'un autre montant ou d'une autre devise", async () => {
      const intent = await intentFor();
      const { payload } = await cardOrder(intent);
      for (const event of [
        succeededEvent(intent.id, colas.total - 1),
        succeededEvent(intent.id, colas.total, "usd"),
      ]) {
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: WEBHOOK_SECRET,
        });
        expect((await webhook(event, signature)).response.status).toBe(200);
      }
      expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.status).toBe("pending");
    });
  });

  it("met au tableau la commande payée par webhook, et la rembourse chez Stripe une fois quand elle est refusée", async () => {
    const intent = await intentFor();
    const { orderId } = await cardOrder(intent);
    fake.setIntentStatus(intent.id, "succeeded");
    const event = succeededEvent(intent.id, colas.total);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
    expect((await webhook(event, header)).response.status).toBe(200);
    const { token } = await createStaffMember(t.database.db, { now: t.clock() });
    const staff = (method: string, path: string, body?: unknown) =>
      t.json(path, {
        method,
        headers: { ...staffBearer(token), "Content-Type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const onBoard = await staff("GET", `/v2/staff/orders/${orderId}`);
    expect(onBoard.body.payload).toMatchObject({ id: orderId, paid: true, progress: "placed" });
    const refused = await Promise.all(
      [1, 2, 3].map(() =>
        staff("POST", `/v2/staff/orders/${orderId}/actions`, { action: "refuse", reason: "Plus de cola" }),
      ),
    );
    expect(refused.map((answer) => answer.response.status).sort()).toEqual([200, 409, 409]);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: colas.total })]);
    const refundCall = fake.requests.find(
      (request) => request.path === "/v1/refunds" && request.method === "POST",
    );
    expect(refundCall?.body).toMatchObject({ payment_intent: intent.id, amount: String(colas.total) });
    const [order] = await ordersOfIntent(intent.id);
    expect(order?.refundId).toBe(refunds[0]?.id);
  });
});
