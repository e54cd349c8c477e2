import {
  type OrderPayloadInput,
  orderViewSchema,
  placedOrderPayloadSchema,
  priceChangedErrorSchema,
  settingsPayloadSchema,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DELIVERY_ADDRESS,
  demoCatalogueIds,
  EVENING_TUESDAY,
  jsonRequest,
  LUNCH_TUESDAY,
  orderPayload,
  ordersWithLocalId,
  orderTableCounts,
} from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

const FORMULE_OPTIONS = {
  piquant: "doux",
  sauce: "piment-rouge",
  accompagnement: "frites",
  boisson: "boisson-cola",
};
const WINGS_OPTIONS = { piquant: "releve", sauce: "algerienne" };

describe.each(TEST_ENGINES)("POST /v2/public/checkout/ (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
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
  /** 12,90 € + 2,50 €; VAT 10 % included: 1,17 € + 0,23 €. */
  const formuleAndColaFigures = { subtotal: 15.4, discount: 0, delivery: 0, tax: 1.4, total: 15.4 };

  describe("une commande juste", () => {
    it("est enregistrée avec ses lignes, options, client et moyen de paiement, et son e-mail de confirmation", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const placed = placedOrderPayloadSchema.parse(body.payload);
      expect(placed).toMatchObject({ status: "pending", total: 15.4 });

      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      expect(order).toMatchObject({
        id: placed.order_id,
        status: "pending",
        mode: "pickup",
        paymentMethod: "cash",
        firstName: "Camille",
        email: "camille.martin@example.fr",
        subtotal: 1540,
        discount: 0,
        delivery: 0,
        tax: 140,
        total: 1540,
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
        ["Formule Piment Burger", 1, 1290, 117, false],
        ["Cola 33 cl", 1, 250, 23, false],
      ]);
      const options = await t.database.db
        .select()
        .from(schema.orderLineOptions)
        .where(eq(schema.orderLineOptions.lineId, lines[0]?.id ?? 0));
      expect(options.map((option) => option.choiceName).sort()).toEqual(
        ["Cola 33 cl", "Doux", "Frites maison", "Sauce Piment Rouge maison"].sort(),
      );

      const mails = await t.database.db.select().from(schema.outboxEmails);
      const mail = mails.find((candidate) => candidate.subject.includes(`n° ${placed.order_id}`));
      expect(mail?.recipient).toBe("camille.martin@example.fr");
      expect(mail?.subject).toBe(`Piment Rouge · Commande n° ${placed.order_id} confirmée`);
      expect(mail?.textBody).toContain("Bonjour Camille,");
      expect(mail?.textBody).toContain("1 × Formule Piment Burger");
      expect(mail?.textBody).toContain("    1 sauce au choix : Sauce Piment Rouge maison");
      expect(mail?.textBody).toMatch(/dont TVA 10 %\s+1,40\s€/);
      expect(mail?.textBody).toMatch(/Total\s+15,40\s€/);
      expect(mail?.textBody).toContain("À emporter : mardi 24 novembre, dès que possible (vers 12:15)");
      expect(mail?.textBody).toContain("52 Grande Rue de la Guillotière, 69007 Lyon");
      expect(mail?.textBody).toMatch(/À régler en espèces au retrait : 15,40\s€/);
    });

    it("se relit pour la page /success avec la clé du navigateur, et seulement avec elle", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures });
      const { body } = await place(payload);
      const { order_id } = placedOrderPayloadSchema.parse(body.payload);

      const read = await t.json(`/v2/public/checkout/orders/${order_id}?local_id=${payload.local_id}`);
      expect(read.response.status).toBe(200);
      expect(read.response.headers.get("cache-control")).toBe("private, no-store");
      const view = orderViewSchema.parse(read.body.payload);
      expect(view).toMatchObject({
        order_id,
        order_number: `n° ${order_id}`,
        status: "pending",
        is_pickup: true,
        payment_method: "cash",
        total: 15.4,
        amount_paid: 0,
        amount_due: 15.4,
        taxes: [{ rate: 10, amount: 1.4 }],
        place: { name: "Piment Rouge", address: "52 Grande Rue de la Guillotière", city: "Lyon" },
        schedule: { delivery_time_range: null, label: "mardi 24 novembre, dès que possible (vers 12:15)" },
      });
      expect(view.items.map((item) => [item.item_name, item.quantity, item.amount])).toEqual([
        ["Formule Piment Burger", 1, 12.9],
        ["Cola 33 cl", 1, 2.5],
      ]);

      for (const path of [
        `/v2/public/checkout/orders/${order_id}?local_id=${"x".repeat(20)}`,
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
      // Lunchtime now; the evening menu's wings picked up at 19:30 (pickup slots show their start).
      const payload = orderPayload({
        items: [ids.line("wings-piment-6", 1, WINGS_OPTIONS)],
        free_items: [ids.line("wings-piment-6", 1, WINGS_OPTIONS)],
        subtotal: 7.5,
        tax: 0.68,
        total: 7.5,
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
      expect(placedOrderPayloadSchema.parse(body.payload).total).toBe(7.5);
    });

    it("ignore l'identifiant d'utilisateur envoyé par le navigateur tant que les comptes n'existent pas", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures, user_id: 42 });
      expect((await place(payload)).response.status).toBe(201);
      expect((await ordersWithLocalId(t.database.db, payload.local_id))[0]?.userId).toBeNull();
    });
  });

  describe("chaque type d'offre, prix calculés par le serveur", () => {
    it("1 acheté = 1 offert sur les wings, le soir : les wings offertes sont des lignes gratuites", async () => {
      t.setNow(EVENING_TUESDAY);
      const payload = orderPayload({
        items: [ids.line("wings-piment-6", 2, WINGS_OPTIONS)],
        free_items: [ids.line("wings-piment-6", 2, WINGS_OPTIONS)],
        subtotal: 15,
        tax: 1.36,
        total: 15,
      });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const { order_id } = placedOrderPayloadSchema.parse(body.payload);
      const lines = await t.database.db
        .select()
        .from(schema.orderLines)
        .where(eq(schema.orderLines.orderId, order_id));
      expect(lines.map((line) => [line.quantity, line.unitPrice, line.lineTotal, line.isFree])).toEqual([
        [2, 750, 1500, false],
        [2, 0, 0, true],
      ]);
      const freeLine = lines.find((line) => line.isFree);
      const freeOptions = await t.database.db
        .select()
        .from(schema.orderLineOptions)
        .where(eq(schema.orderLineOptions.lineId, freeLine?.id ?? 0));
      expect(freeOptions.map((option) => option.choiceName).sort()).toEqual(["Algérienne", "Relevé"]);

      // The same cart without the offered wings does not show the customer what they will get.
      const { body: refused } = await place({ ...payload, local_id: crypto.randomUUID(), free_items: [] });
      const error = priceChangedErrorSchema.parse(refused);
      expect(error.cart.free_items).toMatchObject([
        { item_name: "Wings Piment Rouge · 6 pièces", quantity: 2 },
      ]);
    });

    it("PIMENT20 : -20 % par ligne avec le code saisi (casse et espaces ignorés)", async () => {
      const payload = orderPayload({
        items: formuleAndCola(),
        coupon: "  piment20 ",
        // 20 % of 12,90 € = 2,58 €, of 2,50 € = 0,50 €; VAT on 10,32 € and 2,00 €: 0,94 € + 0,18 €.
        subtotal: 15.4,
        discount: 3.08,
        tax: 1.12,
        total: 12.32,
      });
      const { response, body } = await place(payload);
      expect(response.status).toBe(201);
      const [order] = await ordersWithLocalId(t.database.db, payload.local_id);
      const [offer] = await t.database.db
        .select()
        .from(schema.offers)
        .where(eq(schema.offers.key, "piment20"));
      expect(order).toMatchObject({
        discount: 308,
        total: 1232,
        couponOfferId: offer?.id,
        coupon: "piment20",
      });
      expect(placedOrderPayloadSchema.parse(body.payload).total).toBe(12.32);

      const { body: refused } = await place({ ...payload, local_id: crypto.randomUUID(), coupon: null });
      const error = priceChangedErrorSchema.parse(refused);
      expect(error.cart).toMatchObject({ discount: 0, total: 15.4, coupon: { state: "unchecked" } });
    });

    it("BIENVENUE5 : 5 € dès 20 €, réparti sur les lignes ; sous 20 € le code est refusé et dit pourquoi", async () => {
      const items = [ids.line("formule-double-feu", 1, FORMULE_OPTIONS), ids.line("cola", 2)];
      // 15,50 € + 5,00 € = 20,50 €; 5 € spread 3,78 € / 1,22 €; VAT on 11,72 € and 3,78 €: 1,07 € + 0,34 €.
      const payload = orderPayload({
        items,
        coupon: "BIENVENUE5",
        subtotal: 20.5,
        discount: 5,
        tax: 1.41,
        total: 15.5,
      });
      expect((await place(payload)).response.status).toBe(201);

      const below = orderPayload({
        items: [ids.line("formule-double-feu", 1, FORMULE_OPTIONS)],
        coupon: "BIENVENUE5",
        subtotal: 15.5,
        discount: 5,
        tax: 0.95,
        total: 10.5,
      });
      const { response, body } = await place(below);
      expect(response.status).toBe(409);
      const error = priceChangedErrorSchema.parse(body);
      expect(error.cart).toMatchObject({ discount: 0, total: 15.5, tax: 1.41, coupon: { state: "invalid" } });
      expect(error.cart.coupon.message).toMatch(/à partir de 20,00\s€/);
      // Without the discount the figures agree: the order goes through, the code is kept for the record.
      const accepted = await place({ ...below, discount: 0, tax: 1.41, total: 15.5 });
      expect(accepted.response.status).toBe(201);
    });

    it("un cookie offert dès 25 € d'achat", async () => {
      const payload = orderPayload({
        items: [ids.line("formule-piment-burger", 2, FORMULE_OPTIONS)],
        free_items: [ids.line("cookie-chocolat", 1)],
        subtotal: 25.8,
        tax: 2.35,
        total: 25.8,
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

    it("livraison : frais de la zone 69007, offerts dès 30 € d'achat", async () => {
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
      // 16,50 € delivered, above the zone's 15 € minimum: the zone's 1,50 €, taxed at the default 10 %.
      const one = delivery([ids.line("formule-double-feu", 1, FORMULE_OPTIONS)], {
        subtotal: 16.5,
        delivery: 1.5,
        tax: 1.64,
        total: 18,
      });
      const first = await place(one);
      expect(first.response.status).toBe(201);
      const [order] = await ordersWithLocalId(t.database.db, one.local_id);
      expect(order).toMatchObject({
        mode: "delivery",
        delivery: 150,
        address: "12 Rue de Marseille",
        postalCode: "69007",
      });
      // Delivery as soon as possible: now plus the delivery minimum time (30 minutes).
      expect(order?.readyAt.toISOString()).toBe("2026-11-24T11:30:00.000Z");

      // 33,00 €: free delivery (and, above 25 €, the cookie).
      const two = delivery([ids.line("formule-double-feu", 2, FORMULE_OPTIONS)], {
        free_items: [ids.line("cookie-chocolat", 1)],
        subtotal: 33,
        delivery: 0,
        tax: 3,
        total: 33,
      });
      expect((await place(two)).response.status).toBe(201);
      const { body } = await place({
        ...two,
        local_id: crypto.randomUUID(),
        delivery: 1.5,
        tax: 3.14,
        total: 34.5,
      });
      expect(priceChangedErrorSchema.parse(body).cart).toMatchObject({ delivery: 0, total: 33 });
    });
  });

  describe("ce qui est refusé, sans rien enregistrer", () => {
    it("un total modifié, d'un centime : 409 avec le panier recalculé", async () => {
      const body = await expectRefused(
        jsonRequest(
          "POST",
          orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures, total: 15.39 }),
        ),
        409,
        "price_changed",
      );
      const error = priceChangedErrorSchema.parse(body);
      expect(error.message).toMatch(/prix de votre panier ont changé/);
      expect(error.cart).toMatchObject({ subtotal: 15.4, discount: 0, delivery: 0, tax: 1.4, total: 15.4 });
      expect(error.cart.items.map((item) => [item.item_name, item.unit_price])).toEqual([
        ["Formule Piment Burger", 12.9],
        ["Cola 33 cl", 2.5],
      ]);
      for (const field of ["subtotal", "discount", "tax"] as const) {
        const tampered = {
          ...orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures }),
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
            ...formuleAndColaFigures,
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
            ...formuleAndColaFigures,
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
        jsonRequest("POST", orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures })),
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
            subtotal: 16.5,
            delivery: 1.5,
            tax: 1.64,
            total: 18,
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
      const valid = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures });
      const cases: [unknown, RegExp][] = [
        [[], /objet JSON/],
        [{ ...valid, items: [] }, /panier est vide/],
        [{ ...valid, items: [{ item_id: "abc", quantity: 1 }] }, /L'article doit être un nombre/],
        [{ ...valid, items: [{ ...formuleAndCola()[1], quantity: -1 }] }, /quantité doit être au moins 1/],
        [{ ...valid, items: [{ ...formuleAndCola()[1], quantity: 100 }] }, /ne peut pas dépasser 99/],
        [{ ...valid, total: -3 }, /\(le total\) : il ne peut pas être négatif/],
        [{ ...valid, total: 15.401 }, /deux décimales/],
        [{ ...valid, local_id: "court" }, /12 à 64/],
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

  describe("une seule commande par clé local_id", () => {
    it("la même clé envoyée deux fois donne la même commande, enregistrée une fois", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures });
      const first = await place(payload);
      const before = await orderTableCounts(t.database.db);
      const second = await place(payload);
      expect(first.response.status).toBe(201);
      expect(second.response.status).toBe(200);
      expect(second.body.payload).toEqual(first.body.payload);
      expect(await orderTableCounts(t.database.db)).toEqual(before);
    });

    it("un renvoi de la clé rend la commande même si le panier serait refusé maintenant", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures });
      const first = await place(payload);
      t.setNow("2026-11-23T11:00:00Z"); // Monday: closed, the same cart would be refused
      const retry = await place(payload);
      expect(retry.response.status).toBe(200);
      expect(retry.body.payload).toEqual(first.body.payload);
    });

    it("50 envois simultanés de la même clé font une commande, et tous reçoivent son numéro", async () => {
      const payload = orderPayload({ items: formuleAndCola(), ...formuleAndColaFigures });
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
  beforeAll(async () => {
    t = await openTestApi(engine);
    ids = await demoCatalogueIds(t.database.db);
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
      subtotal: 16.5,
      delivery: 1.5,
      tax: 1.64,
      total: 18,
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
    const fee = (quote.body.payload as { delivery_cost: number }).delivery_cost;
    expect(fee).toBeGreaterThan(2);
    const total = Math.round((16.5 + fee) * 100) / 100;
    const tax = Math.round((1.5 + Math.round((fee * 100 * 10) / 110) / 100) * 100) / 100;
    const accepted = await t.json(
      "/v2/public/checkout/",
      jsonRequest("POST", delivered({ delivery: fee, total, tax })),
    );
    expect(accepted.response.status).toBe(201);

    const nowhere = delivered({ delivery: fee, total, tax });
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
      subtotal: 5,
      tax: 0.45,
      total: 5,
    });
    const refused = await expectRefused(cash, 422, "payment_method_unavailable");
    expect(refused.message).toMatch(/espèces n'est pas proposé/);
    await setSetting("payments.cod.active", true);
    expect((await t.json("/v2/public/checkout/", jsonRequest("POST", cash))).response.status).toBe(201);
  });
});
