import { Writable } from "node:stream";
import {
  MAX_RECOMMENDATION_CART_ITEMS,
  MAX_RECOMMENDATIONS,
  popularPayloadSchema,
  recommendationsPayloadSchema,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { emptyWeeklyHours } from "@comptoir/domain";
import { fill, requestChecks as says } from "@comptoir/messages";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPastOrder } from "../testing/past-orders.ts";
import { openTestApi } from "../testing/test-api.ts";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

const NOW = "2026-11-24T11:00:00Z";
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(new Date(NOW).getTime() - days * DAY_MS);

describe.each(TEST_ENGINES)("recommandations tirées des commandes passées (%s)", (engine) => {
  let t: TestApi;
  let id: (key: string) => number;
  let key: (itemId: number) => string;

  async function recommend(body: unknown) {
    const response = await t.api.request("/v2/recommendations", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { status: string; payload: unknown };
    expect(json.status).toBe("success");
    return recommendationsPayloadSchema.parse(json.payload).recommendations.map(({ itemId }) => key(itemId));
  }

  async function popular(limit?: number) {
    const response = await t.api.request(`/v2/recommendations/popular${limit ? `?limit=${limit}` : ""}`);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { status: string; payload: unknown };
    return popularPayloadSchema.parse(json.payload).popular.map(({ itemId }) => key(itemId));
  }

  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(NOW);
    const items = await t.database.db
      .select({ id: schema.items.id, key: schema.items.key })
      .from(schema.items);
    const byKey = new Map(items.map((item) => [item.key, item.id]));
    const byId = new Map(items.map((item) => [item.id, item.key]));
    id = (itemKey) => {
      const found = byKey.get(itemKey);
      if (found === undefined) throw new Error(`article inconnu : ${itemKey}`);
      return found;
    };
    key = (itemId) => byId.get(itemId) ?? `#${itemId}`;

    const db = t.database.db;
    const burger = id("burger-piment-rouge");
    const yesterday = daysAgo(1);
    for (let n = 0; n < 3; n++) {
      await insertPastOrder(db, {
        createdAt: yesterday,
        lines: [{ itemId: burger }, { itemId: id("frites-maison") }],
      });
    }
    // Cash orders stay pending until the counter: they are real orders.
    await insertPastOrder(db, {
      createdAt: yesterday,
      status: "pending",
      paymentMethod: "cash",
      lines: [{ itemId: burger }, { itemId: id("cola") }],
    });
    // The sold-out bowl is often taken with the burger, and still never proposed.
    for (let n = 0; n < 2; n++) {
      await insertPastOrder(db, {
        createdAt: yesterday,
        lines: [{ itemId: burger }, { itemId: id("bowl-boeuf-chipotle"), quantity: 5 }],
      });
    }
    for (let n = 0; n < 5; n++) {
      // Card orders never paid, free items given by an offer, sales older than 90 days: not counted.
      await insertPastOrder(db, {
        createdAt: yesterday,
        status: "pending",
        lines: [{ itemId: burger }, { itemId: id("tiramisu-speculoos"), quantity: 9 }],
      });
      await insertPastOrder(db, {
        createdAt: yesterday,
        lines: [{ itemId: burger }, { itemId: id("cookie-chocolat"), isFree: true }],
      });
      await insertPastOrder(db, {
        createdAt: daysAgo(91),
        lines: [{ itemId: burger }, { itemId: id("eau-petillante"), quantity: 9 }],
      });
    }
    await insertPastOrder(db, {
      createdAt: daysAgo(89),
      lines: [{ itemId: id("sundae-caramel"), quantity: 20 }],
    });
    await insertPastOrder(db, {
      createdAt: daysAgo(3),
      lines: [{ itemId: id("milkshake-caramel"), quantity: 8 }],
    });
  });
  afterAll(() => t.database.close());

  it("propose d'abord ce qui s'achète avec le panier, puis les meilleures ventes, puis le score", async () => {
    expect(await recommend({ cartItems: [id("burger-piment-rouge")], maxRecommendations: 12 })).toEqual([
      // bought with the burger in 3 orders, then in 1
      "frites-maison",
      "cola",
      // best sellers of the last 90 days: 20, then 8 units
      "sundae-caramel",
      "milkshake-caramel",
      // nothing else counts: the menu's score (97, 96, 92, 90, 89, 88, 87, 86)
      "wings-piment-6",
      "formule-piment-burger",
      "burger-double-feu",
      "tenders-5",
      "frites-chargees",
      "formule-double-feu",
      "burger-smoky-bacon",
      "bowl-poulet-coreen",
    ]);
  });

  it("ne propose jamais un article du panier ni un article épuisé", async () => {
    const cart = [id("burger-piment-rouge"), id("frites-maison"), id("sundae-caramel")];
    const proposed = await recommend({ cartItems: cart, maxRecommendations: 12 });
    expect(proposed.slice(0, 2)).toEqual(["cola", "milkshake-caramel"]);
    for (const itemKey of ["burger-piment-rouge", "frites-maison", "sundae-caramel", "bowl-boeuf-chipotle"]) {
      expect(proposed).not.toContain(itemKey);
    }
  });

  it("respecte le nombre demandé, 12 par défaut, et ignore les identifiants inconnus", async () => {
    expect(await recommend({ cartItems: [id("burger-piment-rouge")], maxRecommendations: 3 })).toEqual([
      "frites-maison",
      "cola",
      "sundae-caramel",
    ]);
    expect(await recommend({ cartItems: [] })).toHaveLength(12);
    expect(await recommend({ cartItems: [987654] })).toEqual(await recommend({ cartItems: [] }));
  });

  it("donne les meilleures ventes, puis le score, dans la limite demandée", async () => {
    expect(await popular(12)).toEqual([
      "sundae-caramel",
      "burger-piment-rouge",
      "milkshake-caramel",
      "frites-maison",
      "cola",
      "wings-piment-6",
      "formule-piment-burger",
      "burger-double-feu",
      "tenders-5",
      "frites-chargees",
      "formule-double-feu",
      "burger-smoky-bacon",
    ]);
    expect(await popular(2)).toEqual(["sundae-caramel", "burger-piment-rouge"]);
    expect(await popular()).toHaveLength(12);
  });

  it("ne propose rien d'un menu qui n'a aucun horaire", async () => {
    const [drinks] = await t.database.db
      .select()
      .from(schema.menus)
      .where(eq(schema.menus.key, "boissons-desserts"));
    if (!drinks) throw new Error("menu boissons-desserts absent");
    const closed = emptyWeeklyHours();
    await t.database.db
      .update(schema.menus)
      .set({ deliveryHours: closed, pickupHours: closed })
      .where(eq(schema.menus.id, drinks.id));
    t.catalog.invalidate();
    t.setNow("2026-11-24T12:00:00Z");
    try {
      const proposed = await recommend({ cartItems: [id("burger-piment-rouge")] });
      expect(proposed.slice(0, 3)).toEqual(["frites-maison", "wings-piment-6", "formule-piment-burger"]);
      expect(proposed).not.toContain("cola");
      expect((await popular(3)).slice(0, 2)).toEqual(["burger-piment-rouge", "frites-maison"]);
    } finally {
      await t.database.db
        .update(schema.menus)
        .set({ deliveryHours: drinks.deliveryHours, pickupHours: drinks.pickupHours })
        .where(eq(schema.menus.id, drinks.id));
      t.catalog.invalidate();
      t.setNow(NOW);
    }
  });

  it("garde la liste des meilleures ventes une minute, puis la recalcule", async () => {
    t.setNow("2026-11-24T13:00:00Z");
    expect((await popular(1))[0]).toBe("sundae-caramel");
    await insertPastOrder(t.database.db, {
      createdAt: daysAgo(0),
      lines: [{ itemId: id("cola"), quantity: 50 }],
    });
    t.setNow("2026-11-24T13:00:59Z");
    expect((await popular(1))[0]).toBe("sundae-caramel");
    t.setNow("2026-11-24T13:01:00Z");
    expect((await popular(1))[0]).toBe("cola");
    // Recommendations per cart are never cached.
    expect((await recommend({ cartItems: [id("wings-piment-6")], maxRecommendations: 1 }))[0]).toBe("cola");
    t.setNow(NOW);
  });
});

describe.each(TEST_ENGINES)("meilleures ventes départagées par les ajouts au panier (%s)", (engine) => {
  it("à ventes égales, l'article le plus ajouté passe devant ; un ajout ne dépasse jamais une vente", async () => {
    const t = await openTestApi(engine);
    try {
      t.setNow(NOW);
      const items = await t.database.db
        .select({ id: schema.items.id, key: schema.items.key, menuId: schema.items.menuId })
        .from(schema.items);
      const byKey = new Map(items.map((item) => [item.key, item]));
      const item = (itemKey: string) => {
        const found = byKey.get(itemKey);
        if (!found) throw new Error(`article inconnu : ${itemKey}`);
        return found;
      };
      let visitor = 0;
      const add = async (itemKey: string, times: number) => {
        const { id, menuId } = item(itemKey);
        for (let n = 0; n < times; n++) {
          const response = await t.api.request(`/v2/public/products/${menuId}?item=${id}`, {
            headers: { "X-Forwarded-For": `192.0.2.${++visitor}` },
          });
          expect(response.status).toBe(200);
        }
      };
      await insertPastOrder(t.database.db, {
        createdAt: daysAgo(2),
        lines: [{ itemId: item("frites-maison").id, quantity: 2 }, { itemId: item("cola").id }],
      });
      // Added often but never bought: still below every item sold.
      await add("bowl-poulet-coreen", 12);
      await add("tenders-5", 2);
      // Additions older than the 90 days of sales no longer count.
      t.setNow(daysAgo(91).toISOString());
      await add("burger-smoky-bacon", 30);
      t.setNow(NOW);

      const response = await t.api.request("/v2/recommendations/popular?limit=12");
      const popular = popularPayloadSchema
        .parse(((await response.json()) as { payload: unknown }).payload)
        .popular.map(({ itemId }) => items.find((row) => row.id === itemId)?.key);
      expect(popular.slice(0, 4)).toEqual(["frites-maison", "cola", "bowl-poulet-coreen", "tenders-5"]);
      // The rest by the menu's score: the old additions gave the bacon burger (87) nothing.
      expect(popular.indexOf("burger-smoky-bacon")).toBeGreaterThan(popular.indexOf("formule-double-feu"));
    } finally {
      await t.database.close();
    }
  });
});

describe.each(TEST_ENGINES)("recommandations : entrées refusées (%s)", (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  const post = (body: string, contentType = "application/json") =>
    t.json("/v2/recommendations", { method: "POST", headers: { "Content-Type": contentType }, body });

  it.each([
    ["un JSON mal formé", "{cartItems: [1,", "Le corps de la requête n'est pas un JSON valide."],
    ["un corps vide", "", "Le corps de la requête n'est pas un JSON valide."],
    ["une liste qui n'en est pas une", JSON.stringify({ cartItems: "1,2" }), says.cartItemsNotAList],
    ["un identifiant négatif", JSON.stringify({ cartItems: [-1] }), says.itemIdNotPositive],
    ["un identifiant à virgule", JSON.stringify({ cartItems: [1.5] }), says.itemIdNotAnInteger],
    ["un identifiant en texte", JSON.stringify({ cartItems: ["12"] }), says.itemIdNotANumber],
    ["un identifiant nul", JSON.stringify({ cartItems: [null] }), says.itemIdNotANumber],
    ["un identifiant au-delà de 2³¹", JSON.stringify({ cartItems: [2 ** 31] }), says.itemIdUnknown],
    ["un identifiant démesuré", JSON.stringify({ cartItems: [1e300] }), says.itemIdUnknown],
    ["plus de 12 recommandations", JSON.stringify({ cartItems: [], maxRecommendations: 13 }), /12/],
    ["zéro recommandation", JSON.stringify({ cartItems: [], maxRecommendations: 0 }), /1 à 12/],
    [
      "un nombre de recommandations en texte",
      JSON.stringify({ cartItems: [], maxRecommendations: "3" }),
      /1 à 12/,
    ],
    [
      "un panier démesuré",
      JSON.stringify({
        cartItems: Array.from({ length: MAX_RECOMMENDATION_CART_ITEMS + 1 }, (_, n) => n + 1),
      }),
      says.cartItemsTooMany,
    ],
    ["un tableau au lieu d'un objet", JSON.stringify([1, 2]), says.recommendationsNotAnObject],
    ["sans panier", JSON.stringify({}), says.cartItemsNotAList],
  ])("refuse %s par un 400 en français, jamais un 500", async (_what, body, message) => {
    const { response, body: answer } = await post(body);
    expect(response.status).toBe(400);
    expect(answer).toMatchObject({ status: "error", code: "invalid_input" });
    expect(String(answer.message)).toMatch(message);
  });

  it("n'envoie jamais un identifiant hors des entiers de PostgreSQL à la base (aucune erreur au journal)", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const logged = await openTestApi(engine, { logger, database: t.database });
    const response = await logged.api.request("/v2/recommendations", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cartItems: [3_000_000_000] }),
    });
    expect(response.status).toBe(400);
    expect(lines.join("")).not.toMatch(/"level":50/);
  });

  it("dit qu'un JSON mal formé n'est pas du JSON", async () => {
    const { body } = await post("{oops");
    expect(body.message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it("refuse un corps qui n'est pas du JSON", async () => {
    const { response } = await post("cartItems=1", "application/x-www-form-urlencoded");
    expect(response.status).toBe(400);
  });

  it.each(["0", "13", "abc", "1.5", "-2", "1e400", ""])(
    "refuse la limite « %s » des meilleures ventes, en français",
    async (limit) => {
      const { response, body } = await t.json(`/v2/recommendations/popular?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(body).toMatchObject({
        status: "error",
        code: "invalid_input",
        message: fill(says.popularLimit, { max: MAX_RECOMMENDATIONS }),
      });
    },
  );
});

describe.each(TEST_ENGINES)("recommandations quand la base ne répond plus (%s)", (engine) => {
  it("répondent par des listes vides, et le journal le dit", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const t = await openTestApi(engine, { logger });
    await t.database.close();
    const { response, body } = await t.json("/v2/recommendations", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cartItems: [1], maxRecommendations: 12 }),
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: "success", payload: { recommendations: [] } });
    const popular = await t.json("/v2/recommendations/popular?limit=12");
    expect(popular.response.status).toBe(200);
    expect(popular.body).toEqual({ status: "success", payload: { popular: [] } });
    expect(lines.join("")).toMatch(/recommandations indisponibles/);
    expect(lines.join("")).toMatch(/articles populaires indisponibles/);
  });
});
