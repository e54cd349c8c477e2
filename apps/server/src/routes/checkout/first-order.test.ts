import {
  type OrderPayloadInput,
  placedOrderPayloadSchema,
  priceChangedErrorSchema,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { coupon as couponText } from "@comptoir/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type DemoCatalogueIds,
  demoCatalogueIds,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  orderTableCounts,
} from "../../testing/checkout-fixtures.ts";
import { customerToken } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

/**
 * BIENVENUE5 says "5 € offerts sur votre première commande": the offer is kept for a signed-in
 * customer's first order (ADR 050). A guest is told it needs an account; an account's later
 * orders are told it was for the first; two first orders of one account at once get it once.
 */
describe.each(TEST_ENGINES)("l'offre de bienvenue, pour la première commande d'un compte (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let ids: DemoCatalogueIds;
  let client = 0;
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const place = (payload: unknown, token: string | null) => {
    const init = jsonRequest("POST", payload);
    return t.json("/v2/public/checkout/", {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        "X-Forwarded-For": `192.0.2.${(client++ % 250) + 1}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };

  /** Ten colas (above the code's minimum) with BIENVENUE5, and the figures the server gives `token`'s order. */
  async function welcomeOrder(token: string | null): Promise<OrderPayloadInput> {
    const draft = orderPayload({ items: [ids.line("cola", 10)], coupon: "BIENVENUE5" });
    const { body } = await place(draft, token);
    const { cart } = priceChangedErrorSchema.parse(body);
    const { subtotal, discount, delivery, tax, total } = cart;
    // The cookie offered from 25 € comes with the cart: it is sent back as the browser would.
    const free_items = cart.free_items.map(({ item_id, quantity, note }) => ({
      item_id,
      quantity,
      note,
      options: [],
    }));
    return { ...draft, subtotal, discount, delivery, tax, total, free_items };
  }

  it("la première commande d'un compte a les 5 €, la suivante non et le dit", async () => {
    const token = await customerToken(t.database.db, t.clock());
    const first = await welcomeOrder(token);
    expect(first.discount).toBe(5);
    const placed = await place(first, token);
    expect(placed.response.status).toBe(201);
    const { order_id } = placedOrderPayloadSchema.parse(placed.body.payload);
    const [stored] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order_id));
    expect(stored?.discount).toBe(500);

    const before = await orderTableCounts(t.database.db);
    const again = await place({ ...first, local_id: crypto.randomUUID() }, token);
    expect(again.response.status).toBe(409);
    const { cart } = priceChangedErrorSchema.parse(again.body);
    expect(cart.discount).toBe(0);
    expect(cart.coupon).toMatchObject({ state: "invalid", message: couponText.firstOrderOnly });
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it("un invité ne l'a pas : il lit qu'elle demande un compte", async () => {
    const token = await customerToken(t.database.db, t.clock());
    const discounted = await welcomeOrder(token);
    const before = await orderTableCounts(t.database.db);
    const { response, body } = await place(discounted, null);
    expect(response.status).toBe(409);
    const { cart } = priceChangedErrorSchema.parse(body);
    expect(cart.discount).toBe(0);
    expect(cart.coupon).toMatchObject({ state: "invalid", message: couponText.needsAccount });
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    // Priced without it, the guest's order is taken.
    const asGuest = await welcomeOrder(null);
    expect(asGuest.discount).toBe(0);
    expect((await place(asGuest, null)).response.status).toBe(201);
  });

  it("une commande refusée ou annulée ne compte pas : l'offre reste à prendre", async () => {
    const token = await customerToken(t.database.db, t.clock());
    const first = await welcomeOrder(token);
    const placed = placedOrderPayloadSchema.parse((await place(first, token)).body.payload);
    await t.database.db
      .update(schema.orders)
      .set({ progress: "cancelled" })
      .where(eq(schema.orders.id, placed.order_id));
    const next = await welcomeOrder(token);
    expect(next.discount).toBe(5);
    expect((await place(next, token)).response.status).toBe(201);
  });

  it("la même première commande envoyée deux fois à la fois (une reprise) : une commande, avec ses 5 €", async () => {
    const token = await customerToken(t.database.db, t.clock());
    const figures = await welcomeOrder(token);
    const answers = await Promise.all([place(figures, token), place(figures, token)]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 201]);
    const [one, two] = answers.map((answer) => placedOrderPayloadSchema.parse(answer.body.payload).order_id);
    expect(one).toBe(two);
    const [stored] = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, one ?? 0));
    expect(stored?.discount).toBe(500);
  });

  it("deux premières commandes d'un compte en même temps : une seule a les 5 €", async () => {
    const token = await customerToken(t.database.db, t.clock());
    const figures = await welcomeOrder(token);
    const answers = await Promise.all(
      [1, 2, 3].map(() => place({ ...figures, local_id: crypto.randomUUID() }, token)),
    );
    const statuses = answers.map((answer) => answer.response.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const discounted = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.discount, 500));
    const ofThisAccount = discounted.filter((order) =>
      answers.some(
        (answer) =>
          answer.response.status === 201 &&
          placedOrderPayloadSchema.parse(answer.body.payload).order_id === order.id,
      ),
    );
    expect(ofThisAccount).toHaveLength(1);
  });
});
