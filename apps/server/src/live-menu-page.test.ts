import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStorefront } from "./storefront.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

/** The Cola's row on the menu page, from its name to the end of its list item. */
function colaRow(html: string): string {
  const start = html.indexOf(">Cola 33 cl<");
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", start));
}

describe("la carte d'un visiteur suit le tableau de la cuisine", () => {
  let shop: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
    shop = await openTestApi("pglite", { storefront });
    shop.setNow("2026-11-24T11:00:00Z");
  }, 60_000);
  afterAll(() => shop.database.close());

  it("un plat marqué « épuisé » est grisé dans les menus et sur /menu dès la réponse, dans la même minute", async () => {
    const menu = await shop.app.request("/menu");
    const etag = menu.headers.get("ETag");
    expect(colaRow(await menu.text())).not.toContain("Épuisé");
    // The same page again is the cached one: a visitor's browser would get a 304.
    expect((await shop.app.request("/menu", { headers: { "If-None-Match": etag ?? "" } })).status).toBe(304);

    const { token } = await createStaffMember(shop.database.db, { now: shop.clock() });
    const cola = (await shop.json("/v2/public/menus")).body.payload as {
      categories: { items: { item_id: number; item_name: string }[] }[];
    }[];
    const colaId = cola
      .flatMap((entry) => entry.categories.flatMap((category) => category.items))
      .find((item) => item.item_name === "Cola 33 cl")?.item_id;
    const marked = await shop.app.request(`/v2/staff/availability/items/${colaId}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...staffBearer(token) },
      body: JSON.stringify({ state: "sold_out" }),
    });
    expect(marked.status).toBe(200);

    const after = await shop.app.request("/menu", { headers: { "If-None-Match": etag ?? "" } });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(etag);
    expect(colaRow(await after.text())).toContain("Épuisé");
  });
});
