import {
  type OrderPayloadInput,
  orderViewSchema,
  placedOrderPayloadSchema,
  priceChangedErrorSchema,
  settingsPayloadSchema,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { checkoutApi, requestChecks } from "@comptoir/messages";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DELIVERY_ADDRESS,
  type DemoPrices,
  demoCatalogueIds,
  demoPrices,
  EVENING_TUESDAY,
  eurosText,
  jsonRequest,
  LUNCH_TUESDAY,
  orderNumberOf,
  orderPayload,
  ordersWithLocalId,
  orderTableCounts,
} from "../../testing/checkout-fixtures.ts";
import { customerToken } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

const FORMULE_OPTIONS = {
  piquant: "doux",
  sauce: "piment-rouge",
  accompagnement: "frites",
  boisson: "boisson-cola",
};
const WINGS_OPTIONS = { piquant: "releve", sauce: "algerienne" };

/** A cart line priced by hand, in cents: unit price, quantity, amount, its discount; VAT rate in %. */
interface HandPricedLine {
  unit: number;
  quantity: number;
  amount: number;
  discount: number;
  taxRate: number;
}

/** The VAT that a price holds at a rate (prices include VAT): amount × rate / (100 + rate), to the cent. */
const includedTax = (amount: number, rate: number) => Math.round((amount * rate) / (100 + rate));

/**
 * The checkout's pricing rules written out over the demo's data, in cents, so that these tests
 * state the rules rather than the demo's figures:
 * - a line costs (the item's price for the mode + its options' prices) × quantity;
 * - the VAT is each line's part of what is left of it after its discount, rounded per line, plus
 *   the delivery fee's part at the default rate;
 * - total = subtotal − discount + delivery.
 */
function handPricing(prices: DemoPrices) {
  const line = (
    key: string,
    quantity: number,
    mode: "pickup" | "delivery",
    options: Record<string, string> = {},
  ): HandPricedLine => {
    const item = prices.item(key);
    let unit = item[mode];
    for (const [group, choice] of Object.entries(options)) unit += prices.choice(group, choice);
    return { unit, quantity, amount: unit * quantity, discount: 0, taxRate: item.taxRate };
  };
  const figures = (lines: readonly HandPricedLine[], delivery = 0) => {
    const subtotal = lines.reduce((sum, priced) => sum + priced.amount, 0);
    const discount = lines.reduce((sum, priced) => sum + priced.discount, 0);
    const linesTax = lines.reduce(
      (sum, priced) => sum + includedTax(priced.amount - priced.discount, priced.taxRate),
      0,
    );
    const tax = linesTax + includedTax(delivery, prices.setting("tax.default_rate"));
    return { subtotal, discount, delivery, tax, total: subtotal - discount + delivery };
  };
  return { line, figures };
}

type Figures = ReturnType<ReturnType<typeof handPricing>["figures"]>;

/** The figures in the payload's euros. */
function inEuros(figures: Figures) {
  return {
    subtotal: figures.subtotal / 100,
    discount: figures.discount / 100,
    delivery: figures.delivery / 100,
    tax: figures.tax / 100,
    total: figures.total / 100,
  };
}

/** The VAT per rate, lowest rate first, as the order view and the receipt list it (no delivery). */
function taxesByRate(lines: readonly HandPricedLine[]) {
  const perRate = new Map<number, number>();
  for (const priced of lines) {
    const tax = includedTax(priced.amount - priced.discount, priced.taxRate);
    perRate.set(priced.taxRate, (perRate.get(priced.taxRate) ?? 0) + tax);
  }
  return [...perRate].sort(([a], [b]) => a - b).map(([rate, amount]) => ({ rate, amount }));
}

/** Delivering to a zone costs its fee, plus its flat charge while the subtotal is under its minimum order. */
function zoneFee(zone: ReturnType<DemoPrices["zone"]>, subtotal: number) {
  return zone.deliveryFee + (subtotal < zone.minimumOrder ? zone.flatCharge : 0);
}

/** One Double Feu formula delivered to DELIVERY_ADDRESS, its figures by its zone's fee (no offer reached). */
function oneFormulaDelivered(prices: DemoPrices) {
  const hand = handPricing(prices);
  const formule = hand.line("formule-double-feu", 1, "delivery", FORMULE_OPTIONS);
  const fee = zoneFee(prices.zone(DELIVERY_ADDRESS.postal_code), formule.amount);
  return inEuros(hand.figures([formule], fee));
}

describe.each(TEST_ENGINES)("POST /v2/public/checkout/ (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  let prices: DemoPrices;
  let hand: ReturnType<typeof handPricing>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
    prices = await demoPrices(t.database.db);
    hand = handPricing(prices);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const place = (payload: unknown) => t.json("/v2/public/checkout/", jsonRequest("POST", payload));

  /** The request is refused with this status and code, and no order, line, option or mail is left. */
  async function expectRefused(init: RequestInit, status: number, code: string) {
    const before = await orderTableCounts(t.database.db);
    const { response, body } = await t.json("/v2/public/checkout/", init);
    expect(response.status).toBe(status);
    expect(body).toMatchObject({ status: "error", code });
    expect(typeof body.message).toBe("string");
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    return body;
  }

  const formuleAndCola = () => [ids.line("formule-piment-burger", 1, FORMULE_OPTIONS), ids.line("cola", 1)];
  const formuleAndColaLines = (): [HandPricedLine, HandPricedLine] => [
    hand.line("formule-piment-burger", 1, "pickup", FORMULE_OPTIONS),
    hand.line("cola", 1, "pickup"),
  ];
  /** Their prices at pickup, no offer: the VAT is the part of each price that is tax. */
  const formuleAndColaFigures = () => inEuros(hand.figures(formuleAndColaLines()));

  describe("une commande juste", () => {
    it("est enregistrée avec ses lignes, options, client et moyen de paiement, et son e-mail de confirmation", async () => {
      const [formule, cola] = formuleAndColaLines();
      const expected = hand.figures([formule, cola]);
      const payload = orderPayload({ items: formuleAndCola(), ...inEuros(expected) });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const placed = placedOrderPayloadSchema.parse(body.payload);
      expect(placed).toMatchObject({ status: "pending", total: expected.total / 100 });

      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      expect(order).toMatchObject({
        id: placed.order_id,
        status: "pending",
        mode: "pickup",
        paymentMethod: "cash",
        firstName: "Camille",
        email: "camille.martin@example.fr",
        subtotal: expected.subtotal,
        discount: 0,
        delivery: 0,
        tax: expected.tax,
        total: expected.total,
        deliveryDate: "2026-11-24",
        deliveryTimeRange: null,
        userId: null,
      });
      // As soon as possible: now plus the pickup minimum time (15 minutes).
      expect(order?.readyAt.toISOString()).toBe("2026-11-24T11:15:00.000Z");
      const lines = await t.database.db
        .select()
        .from(schema.orderLines)
        .where(eq(schema.orderLines.orderId, placed.order_id))
        .orderBy(asc(schema.orderLines.position));
      expect(
        lines.map((line) => [line.itemName, line.quantity, line.lineTotal, line.tax, line.isFree]),
      ).toEqual([
        ["Formule Piment Burger", 1, formule.amount, includedTax(formule.amount, formule.taxRate), false],
        ["Cola 33 cl", 1, cola.amount, includedTax(cola.amount, cola.taxRate), false],
      ]);
      const options = await t.database.db
        .select()
        .from(schema.orderLineOptions)
        .where(eq(schema.orderLineOptions.lineId, lines[0]?.id ?? 0));
      expect(options.map((option) => option.choiceName).sort()).toEqual(
        ["Cola 33 cl", "Doux", "Frites maison", "Sauce Piment Rouge maison"].sort(),
      );

      const number = await orderNumberOf(t.database.db, placed.order_id);
      const mails = await t.database.db.select().from(schema.outboxEmails);
      const mail = mails.find((candidate) => candidate.subject.includes(`${number} `));
      expect(mail?.recipient).toBe("camille.martin@example.fr");
      expect(mail?.subject).toBe(`Piment Rouge · Commande ${number} reçue`);
      expect(mail?.textBody).toContain("Bonjour Camille,");
      expect(mail?.textBody).toContain("1 × Formule Piment Burger");
      expect(mail?.textBody).toContain("    1 sauce au choix : Sauce Piment Rouge maison");
      for (const { rate, amount } of taxesByRate([formule, cola])) {
        expect(mail?.textBody).toMatch(new RegExp(`dont TVA ${rate} %\\s+${eurosText(amount)}\\s€`));
      }
      expect(mail?.textBody).toMatch(new RegExp(`Total\\s+${eurosText(expected.total)}\\s€`));
      expect(mail?.textBody).toContain("À emporter : mardi 24 novembre, dès que possible (vers 12:15)");
      expect(mail?.textBody).toContain("52 Grande Rue de la Guillotière, 69007 Lyon");
      expect(mail?.textBody).toMatch(
        new RegExp(`À régler en espèces au retrait : ${eurosText(expected.total)}\\s€`),
      );
    });

    it("se relit pour la page /success avec la clé du navigateur, et seulement avec elle", async () => {
      const [formule, cola] = formuleAndColaLines();
      const expected = hand.figures([formule, cola]);
      const payload = orderPayload({ items: formuleAndCola(), ...inEuros(expected) });
      const { body } = await place(payload);
      const { order_id } = placedOrderPayloadSchema.parse(body.payload);

      const read = await t.json(`/v2/public/checkout/orders/${order_id}?local_id=${payload.local_id}`);
      expect(read.response.status).toBe(200);
      expect(read.response.headers.get("cache-control")).toBe("private, no-store");
      const view = orderViewSchema.parse(read.body.payload);
      expect(view).toMatchObject({
        order_id,
        order_number: await orderNumberOf(t.database.db, order_id),
        status: "pending",
        is_pickup: true,
        payment_method: "cash",
        total: expected.total / 100,
        amount_paid: 0,
        amount_due: expected.total / 100,
        taxes: taxesByRate([formule, cola]).map(({ rate, amount }) => ({ rate, amount: amount / 100 })),
        place: { name: "Piment Rouge", address: "52 Grande Rue de la Guillotière", city: "Lyon" },
        schedule: { delivery_time_range: null, label: "mardi 24 novembre, dès que possible (vers 12:15)" },
      });
      expect(view.items.map((item) => [item.item_name, item.quantity, item.amount])).toEqual([
        ["Formule Piment Burger", 1, formule.amount / 100],
        ["Cola 33 cl", 1, cola.amount / 100],
      ]);

      for (const path of [
        `/v2/public/checkout/orders/${order_id}?local_id=${crypto.randomUUID()}`,
        `/v2/public/checkout/orders/${order_id + 1000}?local_id=${payload.local_id}`,
      ]) {
        const { response, body: refused } = await t.json(path);
        expect(response.status).toBe(404);
        expect(refused).toMatchObject({ status: "error", code: "order_not_found" });
      }
      expect((await t.api.request(`/v2/public/checkout/orders/${order_id}`)).status).toBe(400);
      expect(
        (await t.api.request(`/v2/public/checkout/orders/abc?local_id=${payload.local_id}`)).status,
      ).toBe(400);
    });

    it("prend un créneau du jour parmi ceux du domaine, et le garde", async () => {
      // Lunchtime now; the evening menu's wings picked up at 19:30 (pickup slots show their start),
      // with the wings their offer gives.
      const expected = inEuros(hand.figures([hand.line("wings-piment-6", 1, "pickup", WINGS_OPTIONS)]));
      const payload = orderPayload({
        items: [ids.line("wings-piment-6", 1, WINGS_OPTIONS)],
        free_items: [ids.line("wings-piment-6", 1, WINGS_OPTIONS)],
        ...expected,
        customer: {
          ...orderPayload({ items: [] }).customer,
          date: { delivery_date: "2026-11-24", delivery_time_range: "19:30" },
        },
      });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      expect(order).toMatchObject({ deliveryTimeRange: "19:30", deliveryDate: "2026-11-24" });
      expect(order?.readyAt.toISOString()).toBe("2026-11-24T18:30:00.000Z");
      expect(placedOrderPayloadSchema.parse(body.payload).total).toBe(expected.total);
    });

    it("ignore l'identifiant d'utilisateur envoyé par le navigateur tant que les comptes n'existent pas", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures(), user_id: 42 });
      expect((await place(payload)).response.status).toBe(201);
      expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.userId).toBeNull();
    });
  });

  describe("chaque type d'offre, prix calculés par le serveur", () => {
    it("1 acheté = 1 offert sur les wings, le soir : les wings offertes sont des lignes gratuites", async () => {
      t.setNow(EVENING_TUESDAY);
      // The bought wings are paid at their price; as many again are given at 0 €.
      const wings = hand.line("wings-piment-6", 2, "pickup", WINGS_OPTIONS);
      const payload = orderPayload({
        items: [ids.line("wings-piment-6", 2, WINGS_OPTIONS)],
        free_items: [ids.line("wings-piment-6", 2, WINGS_OPTIONS)],
        ...inEuros(hand.figures([wings])),
      });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const { order_id } = placedOrderPayloadSchema.parse(body.payload);
      const lines = await t.database.db
        .select()
        .from(schema.orderLines)
        .where(eq(schema.orderLines.orderId, order_id));
      expect(lines.map((line) => [line.quantity, line.unitPrice, line.lineTotal, line.isFree])).toEqual([
        [2, wings.unit, wings.amount, false],
        [2, 0, 0, true],
      ]);
      const freeLine = lines.find((line) => line.isFree);
      const freeOptions = await t.database.db
        .select()
        .from(schema.orderLineOptions)
        .where(eq(schema.orderLineOptions.lineId, freeLine?.id ?? 0));
      expect(freeOptions.map((option) => option.choiceName).sort()).toEqual(["Algérienne", "Relevé"]);
      // An offer that gives units takes nothing off the discount, and no coupon was typed.
      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      expect(order?.offerDiscounts).toEqual([
        expect.objectContaining({ amount: 0, coupon: false, name: expect.any(String) }),
      ]);

      // The same cart without the offered wings does not show the customer what they will get.
      const { body: refused } = await place({ ...payload, local_id: crypto.randomUUID(), free_items: [] });
      const error = priceChangedErrorSchema.parse(refused);
      expect(error.cart.free_items).toMatchObject([
        { item_name: "Wings Piment Rouge · 6 pièces", quantity: 2 },
      ]);
    });

    it("PIMENT20 : son pourcentage sur chaque ligne avec le code saisi (casse et espaces ignorés)", async () => {
      const offer = prices.offer("piment20");
      // The percentage of each line's amount, rounded half-up to the cent line by line; the VAT is
      // on what is left of each line.
      const lines = formuleAndColaLines().map((line) => ({
        ...line,
        discount: Math.round((line.amount * offer.value) / 100),
      }));
      const expected = hand.figures(lines);
      const payload = orderPayload({ items: formuleAndCola(), coupon: "  piment20 ", ...inEuros(expected) });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      expect(order).toMatchObject({
        discount: expected.discount,
        total: expected.total,
        couponOfferId: offer.id,
        coupon: "piment20",
      });
      // The discount per offer, as sold (ADR 066): the coupon the customer typed took all of it.
      const [named] = await t.database.db
        .select({ name: schema.offers.name })
        .from(schema.offers)
        .where(eq(schema.offers.id, offer.id));
      expect(order?.offerDiscounts).toEqual([
        { offerId: offer.id, name: named?.name, amount: expected.discount, coupon: true },
      ]);
      expect(placedOrderPayloadSchema.parse(body.payload).total).toBe(expected.total / 100);

      const { body: refused } = await place({ ...payload, local_id: crypto.randomUUID(), coupon: null });
      const error = priceChangedErrorSchema.parse(refused);
      expect(error.cart).toMatchObject({
        discount: 0,
        total: expected.subtotal / 100,
        coupon: { state: "unchecked" },
      });
    });

    it("BIENVENUE5 : son montant dès son minimum, réparti sur les lignes ; sous le minimum le code est refusé et dit pourquoi", async () => {
      // The welcome offer is a signed-in customer's first order (ADR 050): each order, a new account.
      const placeAsNewAccount = async (payload: unknown) => {
        const token = await customerToken(t.database.db, t.clock());
        const init = jsonRequest("POST", payload);
        return t.json("/v2/public/checkout/", {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        });
      };
      const { value: amountOff, minimumAmount } = prices.offer("bienvenue5");
      const colaPrice = hand.line("cola", 1, "pickup").amount;
      // A formula and enough colas (one at least) for the cart to reach the code's minimum.
      const formule = hand.line("formule-double-feu", 1, "pickup", FORMULE_OPTIONS);
      const colas = hand.line(
        "cola",
        Math.max(1, Math.ceil((minimumAmount - formule.amount) / colaPrice)),
        "pickup",
      );
      // The amount, never more than the cart, spread over the lines in proportion to their amounts to
      // the cent: over two lines, the first share rounded half-up and the second the rest.
      const subtotal = formule.amount + colas.amount;
      const off = Math.min(amountOff, subtotal);
      const formuleShare = Math.round((off * formule.amount) / subtotal);
      const expected = hand.figures([
        { ...formule, discount: formuleShare },
        { ...colas, discount: off - formuleShare },
      ]);
      const payload = orderPayload({
        items: [ids.line("formule-double-feu", 1, FORMULE_OPTIONS), ids.line("cola", colas.quantity)],
        coupon: "BIENVENUE5",
        ...inEuros(expected),
      });
      expect((await placeAsNewAccount(payload)).response.status).toBe(201);

      // The most colas that stay under the minimum, with the figures the code would give.
      const under = hand.line("cola", Math.ceil(minimumAmount / colaPrice) - 1, "pickup");
      const withoutCode = hand.figures([under]);
      const below = orderPayload({
        items: [ids.line("cola", under.quantity)],
        coupon: "BIENVENUE5",
        ...inEuros(hand.figures([{ ...under, discount: Math.min(amountOff, under.amount) }])),
      });
      const { response, body } = await placeAsNewAccount(below);
      expect(response.status).toBe(409);
      const error = priceChangedErrorSchema.parse(body);
      expect(error.cart).toMatchObject({
        discount: 0,
        total: withoutCode.total / 100,
        tax: withoutCode.tax / 100,
        coupon: { state: "invalid" },
      });
      expect(error.cart.coupon.message).toMatch(new RegExp(`à partir de ${eurosText(minimumAmount)}\\s€`));
      // Without the discount the figures agree: the order goes through, the code is kept for the record.
      const accepted = await place({ ...below, ...inEuros(withoutCode) });
      expect(accepted.response.status).toBe(201);
    });

    it("un cookie offert dès le minimum de son offre", async () => {
      const { minimumAmount } = prices.offer("cookie-offert");
      // The fewest formulas that reach the offer's minimum.
      const formulePrice = hand.line("formule-piment-burger", 1, "pickup", FORMULE_OPTIONS).amount;
      const quantity = Math.max(1, Math.ceil(minimumAmount / formulePrice));
      const formules = hand.line("formule-piment-burger", quantity, "pickup", FORMULE_OPTIONS);
      const payload = orderPayload({
        items: [ids.line("formule-piment-burger", quantity, FORMULE_OPTIONS)],
        free_items: [ids.line("cookie-chocolat", 1)],
        ...inEuros(hand.figures([formules])),
      });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const { order_id } = placedOrderPayloadSchema.parse(body.payload);
      const lines = await t.database.db
        .select()
        .from(schema.orderLines)
        .where(eq(schema.orderLines.orderId, order_id));
      expect(lines.filter((line) => line.isFree).map((line) => [line.itemName, line.quantity])).toEqual([
        ["Cookie géant tout chocolat", 1],
      ]);
    });

    it("livraison : frais de la zone 69007, offerts dès le minimum de l'offre", async () => {
      const delivery = (items: OrderPayloadInput["items"], figures: Partial<OrderPayloadInput>) =>
        orderPayload({
          items,
          is_pickup: false,
          ...figures,
          customer: {
            ...orderPayload({ items: [] }).customer,
            location: DELIVERY_ADDRESS,
          },
        });
      const zone = prices.zone(DELIVERY_ADDRESS.postal_code);
      const freeDeliveryMinimum = prices.offer("livraison-offerte").minimumAmount;
      const cookieMinimum = prices.offer("cookie-offert").minimumAmount;
      /** The cookie its offer gives from its minimum on. */
      const cookieFor = (subtotal: number) =>
        subtotal >= cookieMinimum ? [ids.line("cookie-chocolat", 1)] : [];
      const formulas = (quantity: number) =>
        hand.line("formule-double-feu", quantity, "delivery", FORMULE_OPTIONS);
      const formulaPrice = formulas(1).amount;

      // The fewest formulas that reach the zone's minimum order: the zone's fee without its flat
      // charge, its VAT at the default rate.
      const some = formulas(Math.max(1, Math.ceil(zone.minimumOrder / formulaPrice)));
      expect(some.amount, "the zone's minimum order is under the free delivery's").toBeLessThan(
        freeDeliveryMinimum,
      );
      const someFigures = hand.figures([some], zoneFee(zone, some.amount));
      const one = delivery([ids.line("formule-double-feu", some.quantity, FORMULE_OPTIONS)], {
        free_items: cookieFor(some.amount),
        ...inEuros(someFigures),
      });
      const first = await place(one);
      expect(first.response.status).toBe(201);
      const [order] = await ordersWithLocalId(t.database.db, one.local_id);
      expect(order).toMatchObject({
        mode: "delivery",
        delivery: zone.deliveryFee,
        address: "12 Rue de Marseille",
        postalCode: "69007",
      });
      // Delivery as soon as possible: now plus the delivery minimum time (30 minutes).
      expect(order?.readyAt.toISOString()).toBe("2026-11-24T11:30:00.000Z");

      // The fewest formulas that reach the free delivery's minimum: no fee (and the cookie from its
      // own minimum on).
      const many = formulas(Math.ceil(freeDeliveryMinimum / formulaPrice));
      const manyFigures = hand.figures([many]);
      const two = delivery([ids.line("formule-double-feu", many.quantity, FORMULE_OPTIONS)], {
        free_items: cookieFor(many.amount),
        ...inEuros(manyFigures),
      });
      expect((await place(two)).response.status).toBe(201);
      const { body } = await place({
        ...two,
        local_id: crypto.randomUUID(),
        ...inEuros(hand.figures([many], zoneFee(zone, many.amount))),
      });
      expect(priceChangedErrorSchema.parse(body).cart).toMatchObject({
        delivery: 0,
        total: manyFigures.total / 100,
      });
    });
  });

  describe("ce qui est refusé, sans rien enregistrer", () => {
    it("un total modifié, d'un centime : 409 avec le panier recalculé", async () => {
      const [formule, cola] = formuleAndColaLines();
      const expected = hand.figures([formule, cola]);
      const body = await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({ items: formuleAndCola(), ...inEuros(expected), total: (expected.total - 1) / 100 }),
        ),
        409,
        "price_changed",
      );
      const error = priceChangedErrorSchema.parse(body);
      expect(error.message).toMatch(/prix de votre panier ont changé/);
      expect(error.cart).toMatchObject(inEuros(expected));
      expect(error.cart.items.map((item) => [item.item_name, item.unit_price])).toEqual([
        ["Formule Piment Burger", formule.unit / 100],
        ["Cola 33 cl", cola.unit / 100],
      ]);
      for (const field of ["subtotal", "discount", "tax"] as const) {
        const tampered = {
          ...orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() }),
          [field]: 0.01,
        };
        await expectRefused(jsonRequest("POST", tampered), 409, "price_changed");
      }
    });

    it("un article inconnu, épuisé, ou des options hors limites", async () => {
      const unknown = { item_id: 999_999, quantity: 1, options: [] };
      await expectRefused(
        jsonRequest("POST", orderPayload({ items: [unknown], subtotal: 1, total: 1 })),
        422,
        "unknown_item",
      );
      const soldOut = await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({
            items: [ids.line("bowl-boeuf-chipotle", 1, { "base-bowl": "riz", piquant: "doux" })],
          }),
        ),
        422,
        "item_unavailable",
      );
      expect(soldOut.message).toBe("Bowl Bœuf Chipotle est épuisé pour le moment");
      const noSauce = await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({
            items: [
              ids.line("formule-piment-burger", 1, {
                piquant: "doux",
                accompagnement: "frites",
                boisson: "boisson-cola",
              }),
            ],
          }),
        ),
        422,
        "invalid_options",
      );
      expect(noSauce.message).toMatch(
        /^Formule Piment Burger — 1 sauce au choix : choisissez au moins 1 option/,
      );
      await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({
            items: [
              ids.line("formule-piment-burger", 1, {
                ...FORMULE_OPTIONS,
                sauce: [
                  ["algerienne", 1],
                  ["samourai", 1],
                ],
              }),
            ],
          }),
        ),
        422,
        "invalid_options",
      );
    });

    it("un article dont le menu est fermé à l'heure choisie, en listant les articles", async () => {
      // At lunch, the evening burger "as soon as possible".
      const asap = await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({
            items: [ids.line("burger-piment-rouge", 1, { piquant: "doux" }), ...formuleAndCola()],
          }),
        ),
        422,
        "items_closed_at_time",
      );
      expect(asap.message).toBe(
        "Les articles suivants de votre panier ne sont pas disponibles à l'heure choisie : Le Piment Rouge. " +
          "Veuillez choisir un autre horaire ou retirer ces articles.",
      );
      // The lunch formula at a 19:30 pickup slot.
      const customer = orderPayload({ items: [] }).customer;
      await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({
            items: formuleAndCola(),
            ...formuleAndColaFigures(),
            customer: { ...customer, date: { delivery_date: "2026-11-24", delivery_time_range: "19:30" } },
          }),
        ),
        422,
        "items_closed_at_time",
      );
    });

    it("un créneau qui n'existe pas, passé, d'un jour de fermeture, ou « dès que possible » restaurant fermé", async () => {
      const customer = orderPayload({ items: [] }).customer;
      const at = (delivery_date: string, delivery_time_range: string) =>
        jsonRequest(
          "POST",
          orderPayload({
            items: formuleAndCola(),
            ...formuleAndColaFigures(),
            customer: { ...customer, date: { delivery_date, delivery_time_range } },
          }),
        );
      await expectRefused(at("2026-11-24", "03:00"), 422, "slot_unavailable");
      await expectRefused(at("2026-11-24", "12:05"), 422, "slot_unavailable");
      // 11:00 is already past at 12:00, and 12:00 is within the 15 minutes of preparation.
      await expectRefused(at("2026-11-24", "11:00"), 422, "slot_unavailable");
      await expectRefused(at("2026-11-24", "12:00"), 422, "slot_unavailable");
      // Monday is the closing day.
      await expectRefused(at("2026-11-30", "12:00"), 422, "slot_unavailable");
      await expectRefused(at("2026-02-30", "12:00"), 400, "invalid_input");
      expect((await place(JSON.parse(String(at("2026-11-24", "12:30").body)))).response.status).toBe(201);

      t.setNow("2026-11-23T11:00:00Z"); // Monday noon
      await expectRefused(
        jsonRequest("POST", orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() })),
        422,
        "closed_now",
      );
    });

    it("une adresse hors des zones de livraison, ou une livraison sans adresse", async () => {
      const customer = orderPayload({ items: [] }).customer;
      const deliveredTo = (location: typeof DELIVERY_ADDRESS) =>
        jsonRequest(
          "POST",
          orderPayload({
            items: [ids.line("formule-double-feu", 1, FORMULE_OPTIONS)],
            is_pickup: false,
            ...oneFormulaDelivered(prices),
            customer: { ...customer, location },
          }),
        );
      const outside = await expectRefused(
        deliveredTo({ address: "10 Rue de Rivoli", city: "Paris", postal_code: "75001", country: "France" }),
        422,
        "outside_delivery_zone",
      );
      expect(outside.message).toBe("Nous ne livrons pas encore à cette adresse");
      const missing = await expectRefused(
        deliveredTo({ ...DELIVERY_ADDRESS, address: "" }),
        400,
        "invalid_input",
      );
      expect(missing.message).toBe("L'adresse est obligatoire");
      await expectRefused(deliveredTo({ ...DELIVERY_ADDRESS, postal_code: "690" }), 400, "invalid_input");
    });

    it("un JSON mal formé, des types faux, un corps trop gros, un panier vide, une carte sans paiement", async () => {
      const malformed = await expectRefused(
        { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"local_id": "abc",' },
        400,
        "invalid_input",
      );
      expect(malformed.message).toBe("Le corps de la requête n'est pas un JSON valide.");
      await expectRefused(
        { method: "POST", headers: { "Content-Type": "application/json" }, body: "x".repeat(100 * 1024) },
        413,
        "payload_too_large",
      );
      const valid = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const cases: [unknown, RegExp][] = [
        [[], /objet JSON/],
        [{ ...valid, items: [] }, /panier est vide/],
        [{ ...valid, items: [{ item_id: "abc", quantity: 1 }] }, /L'article doit être un nombre/],
        [{ ...valid, items: [{ ...formuleAndCola()[1], quantity: -1 }] }, /quantité doit être au moins 1/],
        [{ ...valid, items: [{ ...formuleAndCola()[1], quantity: 100 }] }, /ne peut pas dépasser 99/],
        [{ ...valid, total: -3 }, /\(le total\) : il ne peut pas être négatif/],
        [{ ...valid, total: 15.401 }, /deux décimales/],
        [{ ...valid, local_id: "court" }, /16 à 64/],
        [{ ...valid, status: "paid" }, /pending/],
        [{ ...valid, payment_method: "cheque" }, /cash.*card/],
        [{ ...valid, customer: { ...valid.customer, email: "pas-un-email" } }, /e-mail n'est pas valide/],
        [{ ...valid, customer: { ...valid.customer, first_name: "  " } }, /Le prénom est obligatoire/],
        [{ ...valid, payment_method: "card" }, /Le paiement a échoué/],
        [{ ...valid, customer: { ...valid.customer, first_name: "Cam\u0000ille" } }, /caractère invalide/],
        [{ ...valid, items: [{ ...formuleAndCola()[1], note: "sans\u0000glace" }] }, /caractère invalide/],
      ];
      for (const [body, message] of cases) {
        const refused = await expectRefused(jsonRequest("POST", body), 400, "invalid_input");
        expect(String(refused.message)).toMatch(message);
      }
    });
  });

  describe("des champs trop longs", () => {
    it("un prénom de 63 000 caractères est refusé en français, sans commande ni e-mail", async () => {
      const valid = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const refused = await expectRefused(
        jsonRequest("POST", { ...valid, customer: { ...valid.customer, first_name: "A".repeat(63_000) } }),
        400,
        "invalid_input",
      );
      expect(refused.message).toBe(
        `Le prénom ne peut pas dépasser ${CHECKOUT_FIELD_MAX_LENGTH.first_name} caractères`,
      );
    });

    it("chaque texte du client a sa longueur maximale, et la longueur maximale elle-même passe", async () => {
      const valid = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const over = (field: keyof typeof CHECKOUT_FIELD_MAX_LENGTH) =>
        "a".repeat(CHECKOUT_FIELD_MAX_LENGTH[field] + 1);
      const withCustomer = (changes: Record<string, unknown>) => ({
        ...valid,
        customer: { ...valid.customer, ...changes },
      });
      const cases: [unknown, RegExp][] = [
        [withCustomer({ last_name: over("last_name") }), /Le nom ne peut pas dépasser \d+ caractères/],
        [
          withCustomer({ email: `${over("email")}@exemple.fr` }),
          /L'adresse e-mail ne peut pas dépasser \d+ caractères/,
        ],
        [
          withCustomer({ phone: "0".repeat(CHECKOUT_FIELD_MAX_LENGTH.phone + 1) }),
          /téléphone ne peut pas dépasser/,
        ],
        [
          withCustomer({ location: { ...DELIVERY_ADDRESS, address: over("address") } }),
          /L'adresse ne peut pas dépasser \d+ caractères/,
        ],
        [
          withCustomer({ location: { ...DELIVERY_ADDRESS, city: over("city") } }),
          /La ville ne peut pas dépasser/,
        ],
        [
          withCustomer({ location: { ...DELIVERY_ADDRESS, country: over("country") } }),
          /Le pays ne peut pas dépasser/,
        ],
        [{ ...valid, coupon: over("coupon") }, /code promo/],
        [
          { ...valid, items: [{ ...formuleAndCola()[1], note: over("note") }] },
          /La note ne peut pas dépasser/,
        ],
      ];
      for (const [body, message] of cases) {
        const refused = await expectRefused(jsonRequest("POST", body), 400, "invalid_input");
        expect(String(refused.message)).toMatch(message);
      }
      const longest = withCustomer({
        first_name: "a".repeat(CHECKOUT_FIELD_MAX_LENGTH.first_name),
        last_name: "b".repeat(CHECKOUT_FIELD_MAX_LENGTH.last_name),
      });
      expect((await place(longest)).response.status).toBe(201);
    });
  });

  describe("une seule commande par clé local_id", () => {
    it("la même clé envoyée deux fois donne la même commande, enregistrée une fois", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const first = await place(payload);
      const before = await orderTableCounts(t.database.db);
      const second = await place(payload);
      expect(first.response.status).toBe(201);
      expect(second.response.status).toBe(200);
      expect(second.body.payload).toEqual(first.body.payload);
      expect(await orderTableCounts(t.database.db)).toEqual(before);
    });

    it("la même clé avec un autre panier est refusée (409 local_id_reused), la commande reste telle quelle", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const first = await place(payload);
      expect(first.response.status).toBe(201);
      const [stored] = await ordersWithLocalId(t.database.db, payload.local_id);
      const colaOnly = [hand.line("cola", 1, "pickup")] as [HandPricedLine];
      const otherCart = {
        ...payload,
        items: [ids.line("cola", 1)],
        ...inEuros(hand.figures(colaOnly)),
      };
      const otherCustomer = { ...payload, customer: { ...payload.customer, first_name: "Mallory" } };
      // A cart the server would refuse anyway (a wrong total): the key's reuse is what is said.
      const wrongTotal = { ...otherCart, total: 0.01 };
      for (const reused of [otherCart, otherCustomer, wrongTotal]) {
        const refused = await expectRefused(jsonRequest("POST", reused), 409, "local_id_reused");
        expect(refused.message).toBe(checkoutApi.localIdReused);
        expect(refused).not.toHaveProperty("payload");
      }
      expect(await ordersWithLocalId(t.database.db, payload.local_id)).toEqual([stored]);
      // The very same order sent again is still the same order.
      const again = await place(payload);
      expect(again.response.status).toBe(200);
      expect(again.body.payload).toEqual(first.body.payload);
    });

    it("refuse une clé faible : trop courte, hors de l'alphabet, ou presque toujours le même caractère", async () => {
      const valid = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      for (const local_id of [
        "000000000000",
        "abcdefABCDEF123",
        "0".repeat(16),
        "ab".repeat(20),
        "a b c d e f g h i j",
        "é".repeat(20),
      ]) {
        const refused = await expectRefused(
          jsonRequest("POST", { ...valid, local_id }),
          400,
          "invalid_input",
        );
        expect(refused.message).toBe(requestChecks.localIdFormat);
      }
      const read = await t.json(`/v2/public/checkout/orders/1?local_id=${"0".repeat(16)}`);
      expect(read.response.status).toBe(400);
      expect(read.body).toMatchObject({ message: requestChecks.localIdFormat });
    });

    it("un renvoi de la clé rend la commande même si le panier serait refusé maintenant", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const first = await place(payload);
      t.setNow("2026-11-23T11:00:00Z"); // Monday: closed, the same cart would be refused
      const retry = await place(payload);
      expect(retry.response.status).toBe(200);
      expect(retry.body.payload).toEqual(first.body.payload);
    });

    it("50 envois simultanés de la même clé font une commande, et tous reçoivent son numéro", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures() });
      const before = await orderTableCounts(t.database.db);
      const answers = await Promise.all(Array.from({ length: 50 }, () => place(payload)));
      const orderIds = new Set(
        answers.map(({ body }) => placedOrderPayloadSchema.parse(body.payload).order_id),
      );
      expect(orderIds.size).toBe(1);
      expect(answers.filter(({ response }) => response.status === 201)).toHaveLength(1);
      expect(answers.every(({ response }) => response.status === 201 || response.status === 200)).toBe(true);
      expect(await ordersWithLocalId(t.database.db, payload.local_id)).toHaveLength(1);
      expect(await orderTableCounts(t.database.db)).toEqual({
        orders: before.orders + 1,
        lines: before.lines + 2,
        options: before.options + 4,
        mails: before.mails + 1,
      });
    });
  });

  it("annonce le prestataire de paiement actif dans les réglages : le mode démo, sans clé publiable", async () => {
    const { body } = await t.json("/v2/public/settings");
    const settings = settingsPayloadSchema.parse(body.payload);
    expect(settings.find((pair) => pair.name === "payments.provider")?.value).toBe("demo");
    expect(settings.find((pair) => pair.name === "payments.stripe.publishable_key")?.value).toBeNull();
  });
});

describe.each(TEST_ENGINES)("POST /v2/public/checkout/ selon les réglages du restaurant (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  let prices: DemoPrices;
  let hand: ReturnType<typeof handPricing>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
    prices = await demoPrices(t.database.db);
    hand = handPricing(prices);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  async function setSetting(name: string, value: unknown) {
    await t.database.db.update(schema.settings).set({ value }).where(eq(schema.settings.name, name));
    t.catalog.invalidate();
  }

  async function expectRefused(payload: unknown, status: number, code: string) {
    const before = await orderTableCounts(t.database.db);
    const { response, body } = await t.json("/v2/public/checkout/", jsonRequest("POST", payload));
    expect(response.status).toBe(status);
    expect(body).toMatchObject({ status: "error", code });
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    return body;
  }

  const delivered = (figures: Partial<OrderPayloadInput>) =>
    orderPayload({
      items: [ids.line("formule-double-feu", 1, FORMULE_OPTIONS)],
      is_pickup: false,
      ...oneFormulaDelivered(prices),
      ...figures,
      customer: { ...orderPayload({ items: [] }).customer, location: DELIVERY_ADDRESS },
    });

  it("refuse une adresse trop éloignée quand une distance maximale est fixée", async () => {
    await setSetting("features.delivery.max_distance", 0.2);
    const body = await expectRefused(delivered({}), 422, "address_too_far");
    expect(body.message).toBe("L'adresse est trop éloignée du restaurant");
    await setSetting("features.delivery.max_distance", 6);
    expect((await t.json("/v2/public/checkout/", jsonRequest("POST", delivered({})))).response.status).toBe(
      201,
    );
  });

  it("calcule la livraison à la distance comme l'appel de distance l'annonce, et refuse une adresse introuvable", async () => {
    await setSetting("features.delivery.calculation_type", "distance_based");
    const quote = await t.json(
      `/v2/public/locations/distance?location=${encodeURIComponent("12 Rue de Marseille, 69007 Lyon")}`,
    );
    const cost = Math.round((quote.body.payload as { delivery_cost: number }).delivery_cost * 100);
    // The base fee plus so much per km: more than the base fee for an address away from the restaurant.
    expect(cost).toBeGreaterThan(prices.setting("features.delivery.base_fee"));
    // Priced by distance, the settings' flat charge is added under the settings' minimum order.
    const formule = hand.line("formule-double-feu", 1, "delivery", FORMULE_OPTIONS);
    const belowMinimum = formule.amount < prices.setting("features.delivery.minimum_order");
    const fee = cost + (belowMinimum ? prices.setting("features.delivery.flat_charge") : 0);
    const figures = inEuros(hand.figures([formule], fee));
    const accepted = await t.json("/v2/public/checkout/", jsonRequest("POST", delivered(figures)));
    expect(accepted.response.status).toBe(201);

    const nowhere = delivered(figures);
    nowhere.customer.location = { ...DELIVERY_ADDRESS, address: "1 Impasse Introuvable" };
    await expectRefused(nowhere, 422, "address_needed");
    await setSetting("features.delivery.calculation_type", "zone_based");
  });

  it("refuse la livraison quand elle est désactivée, et les espèces quand elles ne sont pas proposées", async () => {
    await setSetting("features.delivery.active", false);
    const body = await expectRefused(delivered({}), 422, "delivery_unavailable");
    expect(body.message).toBe("La livraison n'est pas disponible pour le moment");
    await setSetting("features.delivery.active", true);

    await setSetting("payments.cod.active", false);
    const cash = orderPayload({
      items: [ids.line("cola", 2)],
      ...inEuros(hand.figures([hand.line("cola", 2, "pickup")])),
    });
    const refused = await expectRefused(cash, 422, "payment_method_unavailable");
    expect(refused.message).toMatch(/espèces n'est pas proposé/);
    await setSetting("payments.cod.active", true);
    expect((await t.json("/v2/public/checkout/", jsonRequest("POST", cash))).response.status).toBe(201);
  });
});
