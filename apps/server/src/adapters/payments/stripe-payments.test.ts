import { STRIPE_API_VERSION } from "@comptoir/contracts";
import { cents } from "@comptoir/domain";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFake, startStripeFake } from "../../testing/stripe-fake.ts";
import { PaymentError, type PaymentProvider } from "./payments.ts";
import { createStripePayments } from "./stripe-payments.ts";

const SECRET_KEY = "sk_test_faux_comptoir";
const WEBHOOK_SECRET = "whsec_faux_comptoir";

describe("l'adaptateur Stripe, contre un faux Stripe local", () => {
  let fake: StripeFake;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    fake = await startStripeFake(SECRET_KEY);
    stripe = createStripePayments({
      secretKey: SECRET_KEY,
      publishableKey: "pk_test_faux",
      webhookSecret: WEBHOOK_SECRET,
      connection: { host: "127.0.0.1", port: fake.port, protocol: "http" },
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());

  it("crée un client et une intention de paiement en euros, avec la version d'API épinglée", async () => {
    const customer = await stripe.createCustomer({
      email: "a@b.fr",
      name: "Camille Martin",
      phone: "0601020304",
    });
    expect(customer.id).toMatch(/^cus_/);
    const intent = await stripe.createOrUpdateIntent(customer.id, cents(2350));
    expect(intent).toMatchObject({ amount: 2350 });
    expect(intent.clientSecret).toContain("_secret_");
    const created = fake.intents.get(intent.id);
    expect(created).toMatchObject({ amount: 2350, currency: "eur", customer: customer.id });
    expect(created?.payment_method_types).toEqual(["card"]);
    expect(fake.requests.every((request) => request.apiVersion === STRIPE_API_VERSION)).toBe(true);
    expect(stripe.publishableKey).toBe("pk_test_faux");
  });

  it("réutilise l'intention donnée et met son montant à jour", async () => {
    const first = await stripe.createOrUpdateIntent("cus_x", cents(1000));
    const again = await stripe.createOrUpdateIntent("cus_x", cents(1250), {
      id: first.id,
      clientSecret: first.clientSecret,
    });
    expect(again.id).toBe(first.id);
    expect(again.amount).toBe(1250);
    expect(fake.intents.get(first.id)?.amount).toBe(1250);
  });

  it("refuse de changer une intention déjà payée, et signale une intention inconnue", async () => {
    const intent = await stripe.createOrUpdateIntent("cus_x", cents(1000));
    fake.setIntentStatus(intent.id, "succeeded");
    await expect(
      stripe.createOrUpdateIntent("cus_x", cents(900), { id: intent.id, clientSecret: intent.clientSecret }),
    ).rejects.toMatchObject({ kind: "closed" });
    await expect(
      stripe.createOrUpdateIntent("cus_x", cents(900), {
        id: "pi_inconnue",
        clientSecret: "pi_inconnue_secret_x",
      }),
    ).rejects.toMatchObject({ kind: "not_found" });
  });

  it("ne change une intention, ni ne rend sa clé, qu'à qui donne sa clé secrète", async () => {
    const theirs = await stripe.createOrUpdateIntent("cus_victime", cents(1000));
    for (const clientSecret of ["", "pi_autre_secret_x", `${theirs.clientSecret}x`]) {
      await expect(
        stripe.createOrUpdateIntent("cus_x", cents(99900), { id: theirs.id, clientSecret }),
      ).rejects.toMatchObject({ kind: "not_found" });
    }
    expect(fake.intents.get(theirs.id)?.amount).toBe(1000);
  });

  it("lit l'état d'une intention : statut, montant, devise ; null quand Stripe ne la connaît pas", async () => {
    const intent = await stripe.createOrUpdateIntent("cus_x", cents(1890));
    expect(await stripe.retrieveIntent(intent.id)).toEqual({
      id: intent.id,
      status: "requires_payment_method",
      amount: 1890,
      currency: "eur",
    });
    fake.setIntentStatus(intent.id, "succeeded");
    expect((await stripe.retrieveIntent(intent.id))?.status).toBe("succeeded");
    expect(await stripe.retrieveIntent("pi_absente")).toBeNull();
  });

  it("dit « indisponible » quand Stripe refuse la clé ou ne répond pas", async () => {
    const wrongKey = createStripePayments({
      secretKey: "sk_test_mauvaise",
      publishableKey: "pk_test_faux",
      webhookSecret: null,
      connection: { host: "127.0.0.1", port: fake.port, protocol: "http" },
      maxNetworkRetries: 0,
    });
    await expect(wrongKey.retrieveIntent("pi_fake1")).rejects.toBeInstanceOf(PaymentError);
    const unreachable = createStripePayments({
      secretKey: SECRET_KEY,
      publishableKey: "pk_test_faux",
      webhookSecret: null,
      // Port 9 (discard) is closed on the loopback: the connection is refused at once.
      connection: { host: "127.0.0.1", port: 9, protocol: "http" },
      maxNetworkRetries: 0,
    });
    await expect(unreachable.createCustomer({ email: "a@b.fr", name: "A", phone: "" })).rejects.toMatchObject(
      {
        kind: "unavailable",
      },
    );
  });

  describe("webhook", () => {
    const event = (type: string, object: Record<string, unknown>) =>
      JSON.stringify({
        id: "evt_1",
        object: "event",
        type,
        data: { object },
        api_version: STRIPE_API_VERSION,
      });
    const succeeded = event("payment_intent.succeeded", {
      id: "pi_webhook",
      object: "payment_intent",
      status: "succeeded",
      amount: 2350,
      currency: "eur",
    });

    it("accepte un appel signé avec le secret et en donne l'intention réussie", async () => {
      const header = Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET });
      expect(await stripe.verifyWebhook(succeeded, header)).toEqual({
        type: "payment_intent.succeeded",
        intent: { id: "pi_webhook", status: "succeeded", amount: 2350, currency: "eur" },
      });
    });

    it("ignore poliment les autres événements signés", async () => {
      const other = event("customer.created", { id: "cus_1", object: "customer" });
      const header = Stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET });
      expect(await stripe.verifyWebhook(other, header)).toEqual({
        type: "ignored",
        eventType: "customer.created",
      });
    });

    it("refuse une signature fausse, d'un autre secret, absente, ou un corps modifié", async () => {
      const otherSecret = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: "whsec_autre",
      });
      expect(await stripe.verifyWebhook(succeeded, otherSecret)).toBeNull();
      expect(await stripe.verifyWebhook(succeeded, "t=1,v1=abc")).toBeNull();
      expect(await stripe.verifyWebhook(succeeded, undefined)).toBeNull();
      const header = Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET });
      expect(await stripe.verifyWebhook(succeeded.replace("2350", "1"), header)).toBeNull();
    });

    it("refuse tout webhook quand aucun secret n'est configuré", async () => {
      const withoutSecret = createStripePayments({
        secretKey: SECRET_KEY,
        publishableKey: "pk_test_faux",
        webhookSecret: null,
        connection: { host: "127.0.0.1", port: fake.port, protocol: "http" },
        maxNetworkRetries: 0,
      });
      const header = Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET });
      expect(await withoutSecret.verifyWebhook(succeeded, header)).toBeNull();
    });
  });

  describe("remboursements et intentions abandonnées (ADR 042)", () => {
    it("rembourse un paiement une seule fois, même demandé trois fois avec la même clé", async () => {
      const intent = await stripe.createOrUpdateIntent("cus_x", cents(1890));
      fake.setIntentStatus(intent.id, "succeeded");
      const refunds = await Promise.all(
        [1, 2, 3].map(() => stripe.refund(intent.id, cents(1890), "comptoir-order-7-refund")),
      );
      expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
      const made = [...fake.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
      expect(made).toEqual([expect.objectContaining({ amount: 1890 })]);
      const keys = fake.requests
        .filter((request) => request.path === "/v1/refunds")
        .map((request) => request.method);
      expect(keys).toEqual(["POST", "POST", "POST"]);
    });

    it("retrouve le remboursement déjà fait quand la clé a expiré", async () => {
      const intent = await stripe.createOrUpdateIntent("cus_x", cents(1200));
      fake.setIntentStatus(intent.id, "succeeded");
      const first = await stripe.refund(intent.id, cents(1200), "une-cle");
      expect(await stripe.refund(intent.id, cents(1200), "une-autre-cle")).toEqual(first);
    });

    it("dit le prestataire indisponible, et ne rembourse pas ce qui n'a pas été payé", async () => {
      const unpaid = await stripe.createOrUpdateIntent("cus_x", cents(900));
      await expect(stripe.refund(unpaid.id, cents(900), "k-unpaid")).rejects.toBeInstanceOf(PaymentError);
      fake.setDown(true);
      try {
        await expect(stripe.refund(unpaid.id, cents(900), "k-down")).rejects.toMatchObject({
          kind: "unavailable",
        });
      } finally {
        fake.setDown(false);
      }
    });

    it("clôt une intention impayée, et refuse de clore une intention payée", async () => {
      const open = await stripe.createOrUpdateIntent("cus_x", cents(700));
      await stripe.cancelIntent(open.id);
      expect(fake.intents.get(open.id)?.status).toBe("canceled");
      const paid = await stripe.createOrUpdateIntent("cus_x", cents(700));
      fake.setIntentStatus(paid.id, "succeeded");
      await expect(stripe.cancelIntent(paid.id)).rejects.toMatchObject({ kind: "closed" });
    });
  });
});
