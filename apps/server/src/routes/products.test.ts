import { menusPayloadSchema, productsPayloadSchema } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("GET /v2/public/products/{menu id} (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it("donne les articles du menu demandé, et seulement eux", async () => {
    const menus = menusPayloadSchema.parse((await t.json("/v2/public/menus")).body.payload);
    const menu = menus[1];
    if (!menu) throw new Error("il faut au moins deux menus");
    const { response, body } = await t.json(`/v2/public/products/${menu.menu_id}`);
    expect(response.status).toBe(200);
    const payload = productsPayloadSchema.parse(body.payload);
    expect(payload.menu_id).toBe(menu.menu_id);
    const expected = menu.categories.flatMap((category) => category.items.map((item) => item.item_id));
    expect(payload.items.map((item) => item.item_id)).toEqual(expected);
  });

  it("répond 404 avec un message en français pour un menu inconnu", async () => {
    const { response, body } = await t.json("/v2/public/products/987654");
    expect(response.status).toBe(404);
    expect(body).toEqual({ status: "error", message: "Ce menu n'existe pas.", code: "not_found" });
  });

  it.each(["abc", "-1", "0", "1.5", "99999999999999999999", "%20"])(
    "refuse l'identifiant « %s » par un 400 expliqué, jamais un 500",
    async (id) => {
      const { response, body } = await t.json(`/v2/public/products/${id}`);
      expect(response.status).toBe(400);
      expect(body.status).toBe("error");
      expect(body.code).toBe("invalid_input");
      expect(String(body.message)).toMatch(/identifiant de menu/i);
    },
  );
});
