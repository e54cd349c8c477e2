import { menusPayloadSchema, orderViewSchema, placedOrderPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type DemoPrices,
  demoCatalogueIds,
  demoPrices,
  eurosText,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  ordersWithLocalId,
} from "../../testing/checkout-fixtures.ts";
import { openTestApi } from "../../testing/test-api.ts";

/** The formule's drink, given a VAT rate of its own (5,5 %) and a price, as a formule's drink would have. */
const DRINK = { group: "boisson", key: "boisson-citronnade", price: 250, rateBasisPoints: 550 };
const FORMULE = "formule-piment-burger";
const FORMULE_OPTIONS = {
  piquant: "doux",
  sauce: "piment-rouge",
  accompagnement: "frites",
  boisson: DRINK.key,
};

/** The VAT a price holds at a rate in basis points (prices include VAT), half-up to the cent. */
const includedTax = (amount: number, rateBasisPoints: number) =>
  Math.round((amount * rateBasisPoints) / (10_000 + rateBasisPoints));

/**
 * The rule written out by hand, in cents, for one formule at pickup with the 20 % coupon: the line's
 * discount is 20 % of its amount; it is spread over the dish's part (at the item's rate) and the
 * drink's (at its own) in proportion to them, the leftover cent to the larger remainder; each part's
 * VAT is taken on what is left of it.
 */
function formuleWithCoupon(prices: DemoPrices) {
  const item = prices.item(FORMULE);
  const dish = Object.entries(FORMULE_OPTIONS)
    .filter(([group]) => group !== DRINK.group)
    .reduce((sum, [group, choice]) => sum + prices.choice(group, choice), item.pickup);
  const drink = prices.choice(DRINK.group, DRINK.key);
  const amount = dish + drink;
  const discount = Math.round(amount * 0.2);
  const exactDish = (discount * dish) / amount;
  const exactDrink = (discount * drink) / amount;
  let dishShare = Math.floor(exactDish);
  let drinkShare = Math.floor(exactDrink);
  if (dishShare + drinkShare < discount) {
    if (exactDish - dishShare >= exactDrink - drinkShare) dishShare += 1;
    else drinkShare += 1;
  }
  const itemRate = item.taxRate * 100;
  const dishPart = {
    rateBasisPoints: itemRate,
    amount: dish - dishShare,
    tax: includedTax(dish - dishShare, itemRate),
  };
  const drinkPart = {
    rateBasisPoints: DRINK.rateBasisPoints,
    amount: drink - drinkShare,
    tax: includedTax(drink - drinkShare, DRINK.rateBasisPoints),
  };
  const parts = [dishPart, drinkPart];
  const tax = dishPart.tax + drinkPart.tax;
  return { amount, discount, parts, tax, total: amount - discount };
}

describe.each(TEST_ENGINES)("une formule dont la boisson a son propre taux de TVA (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  let prices: DemoPrices;
  beforeAll(async () => {
    t = await openTestApi(engine);
    const [group] = await t.database.db
      .select({ id: schema.optionGroups.id })
      .from(schema.optionGroups)
      .where(eq(schema.optionGroups.key, DRINK.group));
    await t.database.db
      .update(schema.optionChoices)
      .set({ price: DRINK.price, taxRateBasisPoints: DRINK.rateBasisPoints, allergens: ["sulfites"] })
      .where(and(eq(schema.optionChoices.groupId, group?.id ?? 0), eq(schema.optionChoices.key, DRINK.key)));
    t.catalog.invalidate();
    ids = await demoCatalogueIds(t.database.db);
    prices = await demoPrices(t.database.db);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const place = (payload: unknown) => t.json("/v2/public/checkout/", jsonRequest("POST", payload));
  const formuleOrder = (figures: { discount: number; tax: number; total: number; subtotal: number }) =>
    orderPayload({
      items: [ids.line(FORMULE, 1, FORMULE_OPTIONS)],
      coupon: "PIMENT20",
      subtotal: figures.subtotal / 100,
      discount: figures.discount / 100,
      tax: figures.tax / 100,
      total: figures.total / 100,
    });

  it("le menu donne le taux et les allergènes du choix, null pour un choix au taux de l'article", async () => {
    const { body } = await t.json("/v2/public/menus");
    const choices = menusPayloadSchema
      .parse(body.payload)
      .flatMap((menu) => menu.categories.flatMap((category) => category.items))
      .flatMap((item) => item.options.flatMap((group) => group.option_options));
    const drinkId = ids.line(FORMULE, 1, { boisson: DRINK.key }).options?.[0]?.option_options[0]?.id;
    const drink = choices.find((choice) => choice.id === drinkId);
    expect(drink).toMatchObject({ tax_rate: 5.5, allergens: ["sulfites"], price: DRINK.price / 100 });
    const others = choices.filter((choice) => choice.id !== drinkId);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toMatchObject({ tax_rate: null, allergens: [] });
  });

  it("garde la TVA de chaque taux dans la ligne, le total, la page de suivi et l'e-mail", async () => {
    const expected = formuleWithCoupon(prices);
    const payload = formuleOrder({ ...expected, subtotal: expected.amount });
    const { response, body } = await place(payload);
    expect(response.status).toBe(201);
    const { order_id } = placedOrderPayloadSchema.parse(body.payload);

    const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
    expect(order).toMatchObject({ discount: expected.discount, tax: expected.tax, total: expected.total });
    const [line] = await t.database.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, order_id));
    expect(line).toMatchObject({
      lineTotal: expected.amount,
      discount: expected.discount,
      tax: expected.tax,
      taxRateBasisPoints: expected.parts[0]?.rateBasisPoints,
      taxParts: expected.parts,
    });
    const options = await t.database.db
      .select()
      .from(schema.orderLineOptions)
      .where(eq(schema.orderLineOptions.lineId, line?.id ?? 0))
      .orderBy(asc(schema.orderLineOptions.id));
    expect(options.map((option) => option.taxRateBasisPoints)).toEqual(
      options.map((option) => (option.unitPrice === DRINK.price ? DRINK.rateBasisPoints : null)),
    );

    const read = await t.json(`/v2/public/checkout/orders/${order_id}?local_id=${payload.local_id}`);
    const view = orderViewSchema.parse(read.body.payload);
    const [dishPart, drinkPart] = expected.parts;
    expect(view.taxes).toEqual([
      { rate: 5.5, amount: (drinkPart?.tax ?? 0) / 100 },
      { rate: 10, amount: (dishPart?.tax ?? 0) / 100 },
    ]);
    expect(view.tax).toBe(expected.tax / 100);

    const mails = await t.database.db.select().from(schema.outboxEmails);
    const mail = mails.find((candidate) => candidate.recipient === payload.customer.email);
    expect(mail?.textBody).toMatch(new RegExp(`dont TVA 5,5 %\\s+${eurosText(drinkPart?.tax ?? 0)}\\s€`));
    expect(mail?.textBody).toMatch(new RegExp(`dont TVA 10 %\\s+${eurosText(dishPart?.tax ?? 0)}\\s€`));
  });

  it("refuse les chiffres d'un navigateur qui taxerait toute la ligne au taux du plat", async () => {
    const expected = formuleWithCoupon(prices);
    const singleRate = includedTax(expected.total, expected.parts[0]?.rateBasisPoints ?? 0);
    expect(singleRate).not.toBe(expected.tax);
    const { response, body } = await place(
      formuleOrder({ ...expected, subtotal: expected.amount, tax: singleRate }),
    );
    expect(response.status).toBe(409);
    expect(body).toMatchObject({ code: "price_changed", cart: { tax: expected.tax / 100 } });
  });

  it("relit une commande d'avant, sans TVA par taux gardée, entière au taux de ses articles", async () => {
    const cola = prices.item("cola");
    const payload = orderPayload({
      items: [ids.line("cola", 2)],
      subtotal: (2 * cola.pickup) / 100,
      tax: includedTax(2 * cola.pickup, cola.taxRate * 100) / 100,
      total: (2 * cola.pickup) / 100,
    });
    const { response, body } = await place(payload);
    expect(response.status).toBe(201);
    const { order_id } = placedOrderPayloadSchema.parse(body.payload);
    const readView = async () => {
      const read = await t.json(`/v2/public/checkout/orders/${order_id}?local_id=${payload.local_id}`);
      return orderViewSchema.parse(read.body.payload);
    };
    const asPlaced = await readView();
    const lines = await t.database.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, order_id));
    await t.database.db
      .update(schema.orderLines)
      .set({ taxParts: null })
      .where(
        inArray(
          schema.orderLines.id,
          lines.map((line) => line.id),
        ),
      );
    const old = await readView();
    expect(old.taxes).toEqual(asPlaced.taxes);
    expect(old.taxes).toEqual([
      { rate: cola.taxRate, amount: includedTax(2 * cola.pickup, cola.taxRate * 100) / 100 },
    ]);
  });
});
