import { couponPayloadSchema, publicOffersPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPrices } from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("GET /v2/public/offers (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it("donne les offres automatiques en entier : type, valeur, jours, mode, minimum et cibles", async () => {
    const { response, body } = await t.json("/v2/public/offers");
    expect(response.status).toBe(200);
    const offers = publicOffersPayloadSchema.parse(body.payload);
    expect(offers.map((offer) => offer.type).sort()).toEqual([
      "buy_one_get_one",
      "free_delivery",
      "free_item",
    ]);
    for (const offer of offers) expect(offer).toMatchObject({ is_active: true, auto_apply: true });
    const bogo = offers.find((offer) => offer.type === "buy_one_get_one");
    expect(bogo?.items.length).toBeGreaterThan(0);
    expect(bogo?.menus.length).toBeGreaterThan(0);
    // Minimum amounts are stored in cents and given in euros.
    const prices = await demoPrices(t.database.db);
    const freeItem = offers.find((offer) => offer.type === "free_item");
    expect(freeItem?.minimum_amount).toBe(prices.offer("cookie-offert").minimumAmount / 100);
    const freeDelivery = offers.find((offer) => offer.type === "free_delivery");
    expect(freeDelivery).toMatchObject({
      delivery_pickup: "delivery",
      minimum_amount: prices.offer("livraison-offerte").minimumAmount / 100,
    });
  });

  it("ne révèle aucun code promo", async () => {
    const text = await (await t.api.request("/v2/public/offers")).text();
    expect(text).not.toMatch(/PIMENT20|BIENVENUE5|APERO15/i);
    expect(text).not.toContain('"code"');
  });
});

describe.each(TEST_ENGINES)("GET /v2/public/offers/{coupon} (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let client = 0;
  /**
   * Each test asks from its own address (the one the proxy appended, on the right), so the rate
   * limit of one does not touch the others.
   */
  const fromNewClient = () => ({ headers: { "X-Forwarded-For": `10.0.0.1, 203.0.113.${++client}` } });
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it("trouve un code promo actif sans tenir compte de la casse, avec ce que le panier doit savoir", async () => {
    const [offer] = await t.database.db
      .select()
      .from(schema.offers)
      .where(eq(schema.offers.code, "BIENVENUE5"));
    for (const typed of ["BIENVENUE5", "bienvenue5", "BienVenue5", " bienvenue5 "]) {
      const response = await t.api.request(`/v2/public/offers/${encodeURIComponent(typed)}`, fromNewClient());
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.status).toBe("success");
      const payload = couponPayloadSchema.parse(body.payload);
      expect(payload).toEqual([
        {
          id: offer?.id,
          code: "BIENVENUE5",
          name: offer?.name,
          description: offer?.description,
          is_active: true,
          type: "fixed_amount",
          // A fixed amount and a minimum are stored in cents and given in euros.
          value: (offer?.value ?? 0) / 100,
          auto_apply: false,
          allow_repeat: false,
          active_times: { days: [], start: null, end: null },
          delivery_pickup: "both",
          minimum_amount: (offer?.minimumAmount ?? 0) / 100,
          // The welcome offer is a signed-in customer's first order (ADR 050).
          first_order: true,
          menus: offer?.menuIds,
          categories: [],
          items: [],
        },
      ]);
    }
  });

  it("donne les jours, la plage horaire et le mode d'un code limité, pour que le panier le juge juste", async () => {
    const { response, body } = await t.json("/v2/public/offers/apero15", fromNewClient());
    expect(response.status).toBe(200);
    const [coupon] = couponPayloadSchema.parse(body.payload);
    expect(coupon).toMatchObject({
      code: "APERO15",
      allow_repeat: true,
      active_times: { days: ["tue", "wed", "thu"], start: "18:00", end: "19:30" },
      delivery_pickup: "pickup",
    });
    expect(coupon?.categories.length).toBeGreaterThan(0);
  });

  it("donne la valeur en pourcentage d'un code de remise", async () => {
    const { response, body } = await t.json("/v2/public/offers/piment20", fromNewClient());
    expect(response.status).toBe(200);
    const [coupon] = couponPayloadSchema.parse(body.payload);
    // A percentage stays a percentage.
    const { value, minimumAmount } = (await demoPrices(t.database.db)).offer("piment20");
    expect(coupon).toMatchObject({
      code: "PIMENT20",
      type: "percentage",
      value,
      minimum_amount: minimumAmount / 100,
    });
  });

  it("répond 404 en français pour un code inconnu, une offre automatique ou un code désactivé", async () => {
    await t.database.db
      .update(schema.offers)
      .set({ isActive: false })
      .where(eq(schema.offers.code, "APERO15"));
    for (const code of ["NOPE42", "APERO15", "wings-1-achete-1-offert"]) {
      const response = await t.api.request(`/v2/public/offers/${code}`, fromNewClient());
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({
        status: "error",
        message: "Ce code promo n'existe pas ou n'est plus valable.",
        code: "coupon_not_found",
      });
    }
    await t.database.db
      .update(schema.offers)
      .set({ isActive: true })
      .where(eq(schema.offers.code, "APERO15"));
    expect((await t.api.request("/v2/public/offers/APERO15", fromNewClient())).status).toBe(200);
  });

  it.each(["ab", "x".repeat(41), "PIMENT 20", "PIMENT20;drop", "%F0%9F%8C%B6"])(
    "refuse le code mal formé « %s » par un 400 expliqué",
    async (code) => {
      const response = await t.api.request(`/v2/public/offers/${code}`, fromNewClient());
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: "error", code: "invalid_input" });
      expect(String(body.message)).toMatch(/code promo/i);
    },
  );

  it("limite les essais par client : 20 par 10 minutes, puis 429 avec Retry-After", async () => {
    const attacker = { headers: { "X-Forwarded-For": "198.51.100.7" } };
    t.setNow("2026-11-24T11:00:00Z");
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await t.api.request(`/v2/public/offers/ESSAI${attempt}`, attacker);
      expect(response.status).toBe(404);
    }
    t.setNow("2026-11-24T11:04:00Z");
    const refused = await t.api.request("/v2/public/offers/PIMENT20", attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("360");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({
      status: "error",
      message: "Trop de codes promo essayés. Réessayez dans 6 minutes.",
      code: "too_many_requests",
    });
    // Someone else is not slowed down…
    expect((await t.api.request("/v2/public/offers/PIMENT20", fromNewClient())).status).toBe(200);
    // …and the attacker may try again in the next window.
    t.setNow("2026-11-24T11:10:00Z");
    expect((await t.api.request("/v2/public/offers/PIMENT20", attacker)).status).toBe(200);
    t.setNow("2026-11-24T11:00:00Z");
  });

  it("compte les appels sans adresse de client ensemble, sous « inconnu »", async () => {
    t.setNow("2026-11-24T12:00:00Z");
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await t.api.request("/v2/public/offers/PIMENT20")).status).toBe(200);
    }
    expect((await t.api.request("/v2/public/offers/PIMENT20")).status).toBe(429);
    const [row] = await t.database.db
      .select()
      .from(schema.rateLimitHits)
      .where(eq(schema.rateLimitHits.key, "coupon:inconnu"));
    expect(row?.hits).toBe(21);
    t.setNow("2026-11-24T11:00:00Z");
  });

  it("laisse la liste des offres publique et en cache, à côté de la recherche de code", async () => {
    const response = await t.api.request("/v2/public/offers/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/public/);
    expect(response.headers.get("ETag")).toBeTruthy();
  });
});
