import { productsPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../testing/test-api.ts";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

describe.each(TEST_ENGINES)(
  "GET /v2/public/products/{menu id}?item= : un article ajouté au panier (%s)",
  (engine) => {
    let t: TestApi;
    let item: (key: string) => { id: number; menuId: number };
    let clients = 0;
    /** Each test speaks as its own visitor, so that the rate limit of one never touches another. */
    const newClient = () => ({ headers: { "X-Forwarded-For": `203.0.113.${++clients}` } });

    async function addsOf(itemId: number): Promise<number> {
      const [row] = await t.database.db
        .select({ adds: sum(schema.itemAdds.adds).mapWith(Number) })
        .from(schema.itemAdds)
        .where(eq(schema.itemAdds.itemId, itemId));
      return row?.adds ?? 0;
    }

    beforeAll(async () => {
      t = await openTestApi(engine);
      const rows = await t.database.db
        .select({ id: schema.items.id, key: schema.items.key, menuId: schema.items.menuId })
        .from(schema.items);
      const byKey = new Map(rows.map((row) => [row.key, row]));
      item = (key) => {
        const found = byKey.get(key);
        if (!found) throw new Error(`article inconnu : ${key}`);
        return found;
      };
    });
    afterAll(() => t.database.close());

    it("compte l'ajout et répond en quelques octets, jamais gardés en cache", async () => {
      const burger = item("burger-piment-rouge");
      const client = newClient();
      const path = `/v2/public/products/${burger.menuId}?item=${burger.id}`;
      const before = await addsOf(burger.id);

      const response = await t.api.request(path, client);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const text = await response.text();
      expect(text.length).toBeLessThan(200);
      const body = JSON.parse(text) as { status: string; payload: unknown };
      expect(body.status).toBe("success");
      expect(productsPayloadSchema.parse(body.payload)).toEqual({
        menu_id: burger.menuId,
        item_id: burger.id,
        added: true,
      });

      expect((await t.api.request(path, client)).status).toBe(200);
      expect(await addsOf(burger.id)).toBe(before + 2);
    });

    it("refuse par un 404 en français un article d'un autre menu, sans rien compter", async () => {
      const burger = item("burger-piment-rouge");
      const cola = item("cola");
      expect(cola.menuId).not.toBe(burger.menuId);
      const { response, body } = await t.json(
        `/v2/public/products/${burger.menuId}?item=${cola.id}`,
        newClient(),
      );
      expect(response.status).toBe(404);
      expect(body).toEqual({
        status: "error",
        message: "Cet article ne fait pas partie de ce menu.",
        code: "item_not_in_menu",
      });
      const unknownItem = await t.json(`/v2/public/products/${burger.menuId}?item=987654`, newClient());
      expect(unknownItem.response.status).toBe(404);
      expect(unknownItem.body.code).toBe("item_not_in_menu");
      expect(await addsOf(cola.id)).toBe(0);
    });

    it("répond 404 avec un message en français pour un menu inconnu", async () => {
      const { response, body } = await t.json(
        `/v2/public/products/987654?item=${item("cola").id}`,
        newClient(),
      );
      expect(response.status).toBe(404);
      expect(body).toEqual({ status: "error", message: "Ce menu n'existe pas.", code: "not_found" });
    });

    it.each(["abc", "-1", "0", "1.5", "99999999999999999999", "%20"])(
      "refuse l'identifiant de menu « %s » par un 400 expliqué, jamais un 500",
      async (id) => {
        const { response, body } = await t.json(`/v2/public/products/${id}?item=1`, newClient());
        expect(response.status).toBe(400);
        expect(body.status).toBe("error");
        expect(body.code).toBe("invalid_input");
        expect(String(body.message)).toMatch(/identifiant de menu/i);
      },
    );

    it("répond 200 sans ?item=, avec la même enveloppe, sans rien compter", async () => {
      const burger = item("burger-piment-rouge");
      const before = await addsOf(burger.id);
      const { response, body } = await t.json(`/v2/public/products/${burger.menuId}`, newClient());
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(body.status).toBe("success");
      expect(productsPayloadSchema.parse(body.payload)).toEqual({
        menu_id: burger.menuId,
        item_id: null,
        added: false,
      });
      expect(await addsOf(burger.id)).toBe(before);
    });

    it("répond 404 en français pour un menu inconnu, même sans ?item=", async () => {
      const { response, body } = await t.json("/v2/public/products/987654", newClient());
      expect(response.status).toBe(404);
      expect(body).toEqual({ status: "error", message: "Ce menu n'existe pas.", code: "not_found" });
    });

    it.each([
      ["un article vide", "?item="],
      ["un article qui n'est pas un nombre", "?item=abc"],
      ["un article négatif", "?item=-1"],
      ["un article zéro", "?item=0"],
      ["un article à virgule", "?item=1.5"],
      ["un article démesuré", "?item=99999999999999999999"],
      ["deux articles", "?item=1&item=2"],
    ])("refuse %s par un 400 expliqué, sans rien compter", async (_what, query) => {
      const burger = item("burger-piment-rouge");
      const before = await addsOf(burger.id);
      const { response, body } = await t.json(`/v2/public/products/${burger.menuId}${query}`, newClient());
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ status: "error", code: "invalid_input" });
      expect(String(body.message)).toMatch(/article/i);
      expect(await addsOf(burger.id)).toBe(before);
    });

    it("ne compte pas plus de 60 ajouts par visiteur en 10 minutes, puis répond 429 avec Retry-After", async () => {
      const wings = item("wings-piment-6");
      const path = `/v2/public/products/${wings.menuId}?item=${wings.id}`;
      const eager = newClient();
      t.setNow("2026-11-24T11:00:00Z");
      for (let add = 1; add <= 60; add++) {
        expect((await t.api.request(path, eager)).status).toBe(200);
      }
      t.setNow("2026-11-24T11:04:00Z");
      const refused = await t.api.request(path, eager);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("360");
      expect(await refused.json()).toEqual({
        status: "error",
        message: "Trop d'articles ajoutés en peu de temps. Réessayez dans 6 minutes.",
        code: "too_many_requests",
      });
      expect(await addsOf(wings.id)).toBe(60);
      // Another visitor still counts.
      expect((await t.api.request(path, newClient())).status).toBe(200);
      expect(await addsOf(wings.id)).toBe(61);
      t.setNow("2026-11-24T11:00:00Z");
    });

    it("deux serveurs sur la même base comptent chaque ajout, même au même moment", async () => {
      const other = await openTestApi(engine, { database: t.database });
      const tenders = item("tenders-5");
      const path = `/v2/public/products/${tenders.menuId}?item=${tenders.id}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? t.api : other.api).request(path, newClient())),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(await addsOf(tenders.id)).toBe(20);
    });
  },
);
