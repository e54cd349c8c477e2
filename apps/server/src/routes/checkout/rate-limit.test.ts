import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  demoCatalogueIds,
  demoPrices,
  jsonRequest,
  orderPayload,
  orderTableCounts,
  twoColas,
} from "../../testing/checkout-fixtures.ts";
import { openTestApi } from "../../testing/test-api.ts";
import { ORDER_RATE_LIMIT } from "./orders.ts";
import { PAYMENT_CUSTOMER_RATE_LIMIT, PAYMENT_INTENT_RATE_LIMIT } from "./payment-intents.ts";

describe.each(TEST_ENGINES)("commandes limitées par client (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let colas: ReturnType<typeof twoColas>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    colas = twoColas(await demoCatalogueIds(t.database.db), await demoPrices(t.database.db));
  });
  afterAll(() => t.database.close());

  const placeFrom = (client: string | null, body: unknown = orderPayload(colas.fields)) => {
    const init = jsonRequest("POST", body);
    if (client) init.headers = { ...init.headers, "X-Forwarded-For": client };
    return t.api.request("/v2/public/checkout/", init);
  };

  it(`${ORDER_RATE_LIMIT.limit} commandes par 10 minutes et par client, puis 429 en français avec Retry-After, sans rien écrire`, async () => {
    const client = "203.0.113.50";
    t.setNow("2026-11-24T11:00:00Z");
    const placed = [];
    for (let index = 0; index < ORDER_RATE_LIMIT.limit; index += 1)
      placed.push((await placeFrom(client)).status);
    expect(placed.every((status) => status === 201)).toBe(true);

    t.setNow("2026-11-24T11:04:00Z");
    const before = await orderTableCounts(t.database.db);
    const refused = await placeFrom(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("360");
    expect(await refused.json()).toEqual({
      status: "error",
      code: "too_many_requests",
      message: "Trop de commandes passées depuis cette connexion. Réessayez dans 6 minutes.",
    });
    expect(await orderTableCounts(t.database.db)).toEqual(before);

    // Another customer is not held back, and this one may order again in the next window.
    expect((await placeFrom("203.0.113.51")).status).toBe(201);
    t.setNow("2026-11-24T11:10:00Z");
    expect((await placeFrom(client)).status).toBe(201);
  });

  it("une requête refusée pour sa forme ne compte pas, ni un appel fait dans le serveur (sans connexion)", async () => {
    t.setNow("2026-11-24T11:20:00Z");
    const client = "203.0.113.60";
    for (let index = 0; index < ORDER_RATE_LIMIT.limit + 5; index += 1) {
      expect((await placeFrom(client, { local_id: "?" })).status).toBe(400);
    }
    expect((await placeFrom(client)).status).toBe(201);
    const inProcess = [];
    for (let index = 0; index < ORDER_RATE_LIMIT.limit + 2; index += 1)
      inProcess.push((await placeFrom(null)).status);
    expect(inProcess.every((status) => status === 201)).toBe(true);
  });

  it("derrière le proxy, une partie gauche de X-Forwarded-For inventée ne remet pas le compteur à zéro", async () => {
    t.setNow("2026-11-24T11:40:00Z");
    // The proxy appends the address it was reached from; the client wrote everything left of it.
    const forged = (index: number) => `198.51.100.${index}, 203.0.113.70`;
    const placed = [];
    for (let index = 0; index < ORDER_RATE_LIMIT.limit; index += 1)
      placed.push((await placeFrom(forged(index))).status);
    expect(placed.every((status) => status === 201)).toBe(true);
    expect((await placeFrom(forged(200))).status).toBe(429);
    expect((await placeFrom("203.0.113.70")).status).toBe(429);
  });

  const cardCall = (path: string, client: string, body: unknown) => {
    const init = jsonRequest("POST", body);
    init.headers = { ...init.headers, "X-Forwarded-For": client };
    return t.api.request(`/v2/public/checkout/${path}`, init);
  };
  const camille = { email: "camille@example.fr", name: "Camille Martin", phone: "0612345678" };

  it(`${PAYMENT_CUSTOMER_RATE_LIMIT.limit} clients du paiement et ${PAYMENT_INTENT_RATE_LIMIT.limit} intentions par 10 minutes et par client, puis 429 en français`, async () => {
    t.setNow("2026-11-24T12:00:00Z");
    const client = "203.0.113.80";
    const customers = [];
    for (let index = 0; index < PAYMENT_CUSTOMER_RATE_LIMIT.limit; index += 1)
      customers.push((await cardCall("stripe-customer", client, camille)).status);
    expect(customers.every((status) => status === 200)).toBe(true);
    const refusedCustomer = await cardCall("stripe-customer", client, camille);
    expect(refusedCustomer.status).toBe(429);
    expect(refusedCustomer.headers.get("Retry-After")).toBe("600");
    expect(await refusedCustomer.json()).toEqual({
      status: "error",
      code: "too_many_requests",
      message: "Trop de paiements par carte préparés depuis cette connexion. Réessayez dans 10 minutes.",
    });

    const customer = await cardCall("stripe-customer", "203.0.113.81", camille);
    const { id: customerId } = ((await customer.json()) as { payload: { customer: { id: string } } }).payload
      .customer;
    const intentBody = {
      customer_id: customerId,
      order: orderPayload({ ...colas.fields, payment_method: "card" }),
    };
    const intents = [];
    for (let index = 0; index < PAYMENT_INTENT_RATE_LIMIT.limit; index += 1)
      intents.push((await cardCall("stripe-payment-intent", client, intentBody)).status);
    expect(intents.every((status) => status === 200)).toBe(true);
    const refusedIntent = await cardCall("stripe-payment-intent", client, intentBody);
    expect(refusedIntent.status).toBe(429);
    expect(refusedIntent.headers.get("Retry-After")).toBe("600");

    // Another customer is not held back, and this one may pay again in the next window.
    expect((await cardCall("stripe-payment-intent", "203.0.113.82", intentBody)).status).toBe(200);
    t.setNow("2026-11-24T12:10:00Z");
    expect((await cardCall("stripe-payment-intent", client, intentBody)).status).toBe(200);
    expect((await cardCall("stripe-customer", client, camille)).status).toBe(200);
  });
});
