import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type Context, Hono } from "hono";

/**
 * A small fake of Stripe's HTTP API for tests, on a loopback port: just the calls the Stripe
 * adapter makes (customers, payment intents), answering in Stripe's shapes and error format. Tests
 * point the official SDK at it; the live service is never called.
 */
interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string | null;
  status: string;
  client_secret: string;
  payment_method_types: string[];
}

export interface StripeFake {
  port: number;
  /** Every request received: method, path, form fields and the API version header. */
  requests: { method: string; path: string; body: Record<string, unknown>; apiVersion: string | null }[];
  intents: Map<string, FakePaymentIntent>;
  /** Refunds made, by id, with the intent and amount they give back. */
  refunds: Map<string, { id: string; payment_intent: string; amount: number }>;
  /** While down, every call answers 500, as Stripe does during an incident. */
  setDown(down: boolean): void;
  /** What the card form and Stripe would do once the customer pays: the intent succeeds. */
  setIntentStatus(id: string, status: string): void;
  close(): Promise<void>;
}

function stripeError(c: Context, status: 400 | 401 | 404, code: string, message: string) {
  return c.json({ error: { type: "invalid_request_error", code, message } }, status);
}

export async function startStripeFake(secretKey: string): Promise<StripeFake> {
  let sequence = 0;
  const intents = new Map<string, FakePaymentIntent>();
  const requests: StripeFake["requests"] = [];
  const refunds: StripeFake["refunds"] = new Map();
  // Idempotency-Key → the refund it made: Stripe answers a repeated key with the first result.
  const refundsByKey = new Map<string, string>();
  let down = false;
  const app = new Hono();

  app.use(async (c, next) => {
    const body = c.req.method === "POST" ? await c.req.parseBody() : {};
    requests.push({
      method: c.req.method,
      path: c.req.path,
      body,
      apiVersion: c.req.header("stripe-version") ?? null,
    });
    if (c.req.header("authorization") !== `Bearer ${secretKey}`) {
      return stripeError(c, 401, "api_key_invalid", "Invalid API Key provided");
    }
    if (down) return c.json({ error: { type: "api_error", message: "Service unavailable" } }, 500);
    await next();
  });

  app.post("/v1/customers", async (c) => {
    const body = await c.req.parseBody();
    sequence += 1;
    return c.json({
      id: `cus_fake${sequence}`,
      object: "customer",
      email: body.email ?? null,
      name: body.name ?? null,
      phone: body.phone ?? null,
    });
  });

  app.post("/v1/payment_intents", async (c) => {
    const body = await c.req.parseBody();
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return stripeError(c, 400, "amount_too_small", "Amount must be at least €0.50 eur");
    }
    sequence += 1;
    const id = `pi_fake${sequence}`;
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      currency: String(body.currency),
      customer: typeof body.customer === "string" ? body.customer : null,
      status: "requires_payment_method",
      client_secret: `${id}_secret_fake${sequence}`,
      payment_method_types: Object.entries(body)
        .filter(([key]) => key.startsWith("allowed_payment_method_types"))
        .map(([, value]) => String(value)),
    };
    intents.set(id, intent);
    return c.json(intent);
  });

  app.post("/v1/payment_intents/:id", async (c) => {
    const intent = intents.get(c.req.param("id"));
    if (!intent) return stripeError(c, 404, "resource_missing", "No such payment_intent");
    if (intent.status === "succeeded" || intent.status === "canceled") {
      return stripeError(
        c,
        400,
        "payment_intent_unexpected_state",
        "This PaymentIntent's amount could not be updated",
      );
    }
    const body = await c.req.parseBody();
    if (body.amount !== undefined) intent.amount = Number(body.amount);
    return c.json(intent);
  });

  app.post("/v1/payment_intents/:id/cancel", (c) => {
    const intent = intents.get(c.req.param("id"));
    if (!intent) return stripeError(c, 404, "resource_missing", "No such payment_intent");
    if (intent.status === "succeeded" || intent.status === "canceled") {
      return stripeError(c, 400, "payment_intent_unexpected_state", "This PaymentIntent cannot be canceled");
    }
    intent.status = "canceled";
    return c.json(intent);
  });

  app.post("/v1/refunds", async (c) => {
    const body = await c.req.parseBody();
    // From here on no await: a repeated key sent at once finds the first refund, as at Stripe.
    const key = c.req.header("idempotency-key");
    const earlier = key ? refundsByKey.get(key) : undefined;
    if (earlier) return c.json({ object: "refund", ...refunds.get(earlier) });
    const intent = intents.get(String(body.payment_intent));
    if (!intent) return stripeError(c, 404, "resource_missing", "No such payment_intent");
    if (intent.status !== "succeeded") {
      return stripeError(c, 400, "charge_not_captured", "This PaymentIntent has no charge to refund");
    }
    const given = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? intent.amount - given : Number(body.amount);
    if (given + amount > intent.amount) {
      return stripeError(c, 400, "charge_already_refunded", "Charge has already been refunded");
    }
    sequence += 1;
    const refund = { id: `re_fake${sequence}`, payment_intent: intent.id, amount };
    refunds.set(refund.id, refund);
    if (key) refundsByKey.set(key, refund.id);
    return c.json({ object: "refund", status: "succeeded", currency: intent.currency, ...refund });
  });

  app.get("/v1/refunds", (c) => {
    const data = [...refunds.values()]
      .filter((refund) => refund.payment_intent === c.req.query("payment_intent"))
      .map((refund) => ({ object: "refund", ...refund }));
    return c.json({ object: "list", data, has_more: false, url: "/v1/refunds" });
  });

  app.get("/v1/payment_intents/:id", (c) => {
    const intent = intents.get(c.req.param("id"));
    if (!intent) return stripeError(c, 404, "resource_missing", "No such payment_intent");
    return c.json(intent);
  });

  app.all("*", (c) => stripeError(c, 404, "route_missing", "Unrecognized request URL"));

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    intents,
    refunds,
    setDown(value) {
      down = value;
    },
    setIntentStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`intention ${id} absente du faux Stripe`);
      intent.status = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
