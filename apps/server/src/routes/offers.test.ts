import { publicOffersPayloadSchema } from "@comptoir/contracts";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../testing/test-api.ts";

describe.each(TEST_ENGINES)("GET /v2/public/offers (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    t = await openTestApi(engine);
  });
  afterAll(() => t.database.close());

  it("donne la forme publique réduite des offres automatiques", async () => {
    const { response, body } = await t.json("/v2/public/offers");
    expect(response.status).toBe(200);
    const offers = publicOffersPayloadSchema.parse(body.payload);
    expect(offers.map((offer) => offer.type).sort()).toEqual(["buy_one_get_one", "free_item"]);
    const bogo = offers.find((offer) => offer.type === "buy_one_get_one");
    expect(bogo?.is_active).toBe(true);
    expect(bogo?.items.length).toBeGreaterThan(0);
    const freeItem = offers.find((offer) => offer.type === "free_item");
    expect(freeItem?.minimum_amount).toBe(25);
  });

  it("ne révèle aucun code promo", async () => {
    const text = await (await t.api.request("/v2/public/offers")).text();
    expect(text).not.toMatch(/PIMENT20|BIENVENUE5|APERO15/i);
    expect(text).not.toContain('"code"');
  });
});
