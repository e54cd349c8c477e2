import { type OrderPayloadInput, orderViewSchema, placedOrderPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  demoCatalogueIds,
  demoPrices,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  twoColas,
} from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

/**
 * The number a customer reads ("n° 3") and says at the counter: 1, 2, 3… per service day, never a
 * gap, whatever duplicates, refusals or concurrent orders happen in between (ADR 027).
 */
describe.each(TEST_ENGINES)("numéro de commande du jour (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let colas: ReturnType<typeof twoColas>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    colas = twoColas(await demoCatalogueIds(t.database.db), await demoPrices(t.database.db));
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const tuesdayOrder = (fields: Partial<OrderPayloadInput> = {}) =>
    orderPayload({ ...colas.fields, ...fields });
  const place = (api: typeof t, payload: unknown) =>
    api.json("/v2/public/checkout/", jsonRequest("POST", payload));
  const numbersOf = async (day: string) =>
    (
      await t.database.db
        .select({ number: schema.orders.dayNumber })
        .from(schema.orders)
        .where(eq(schema.orders.deliveryDate, day))
        .orderBy(asc(schema.orders.dayNumber))
    ).map((row) => row.number);
  const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

  it("se suivent sans trou malgré les renvois d'une clé, les refus et les commandes simultanées", async () => {
    const first = tuesdayOrder();
    expect((await place(t, first)).response.status).toBe(201);
    // The same key again: the same order, no number used.
    expect((await place(t, first)).response.status).toBe(200);
    // A cart priced wrong is refused: no number used either.
    const refused = await place(t, tuesdayOrder({ total: colas.fields.total + 1 }));
    expect(refused.response.status).toBe(409);

    const concurrent = Array.from({ length: 12 }, () => tuesdayOrder());
    const replayed = tuesdayOrder();
    const answers = await Promise.all([
      ...concurrent.map((payload) => place(t, payload)),
      ...Array.from({ length: 8 }, () => place(t, replayed)),
    ]);
    expect(answers.every(({ response }) => response.status === 200 || response.status === 201)).toBe(true);

    // 1 + 12 + 1 orders: numbered 1 to 14, each once.
    expect(await numbersOf("2026-11-24")).toEqual(oneToN(14));
  });

  it("recommence à 1 le jour suivant, et la page /success le montre", async () => {
    t.setNow("2026-11-25T11:00:00Z"); // Wednesday, 12:00 in Paris
    const payload = tuesdayOrder({
      customer: {
        ...orderPayload({ items: [] }).customer,
        date: { delivery_date: "2026-11-25", delivery_time_range: null },
      },
    });
    const { response, body } = await place(t, payload);
    expect(response.status).toBe(201);
    const { order_id } = placedOrderPayloadSchema.parse(body.payload);
    const read = await t.json(`/v2/public/checkout/orders/${order_id}?local_id=${payload.local_id}`);
    expect(orderViewSchema.parse(read.body.payload).order_number).toBe("n° 1");
    expect(await numbersOf("2026-11-25")).toEqual([1]);
  });

  it("deux serveurs sur la même base ne donnent jamais le même numéro", async () => {
    const other = await openTestApi(engine, { database: t.database });
    other.setNow("2026-11-26T11:00:00Z"); // Thursday: a day of its own for this test
    t.setNow("2026-11-26T11:00:00Z");
    const thursday = () =>
      tuesdayOrder({
        customer: {
          ...orderPayload({ items: [] }).customer,
          date: { delivery_date: "2026-11-26", delivery_time_range: null },
        },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => place(index % 2 === 0 ? t : other, thursday())),
    );
    expect(answers.map(({ response }) => response.status)).toEqual(Array(20).fill(201));
    expect(await numbersOf("2026-11-26")).toEqual(oneToN(20));
  });
});
