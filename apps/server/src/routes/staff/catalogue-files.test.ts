import { type RestaurantFile, restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { DEMO_RESTAURANT_FILE, readRestaurantFile, schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftDocument } from "../../services/catalogue/draft-store.ts";
import { exportLiveCatalogue } from "../../services/catalogue/live-catalogue.ts";
import { createStaffMember, customerToken, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";
import { RESTAURANT_FILE_MAX_BYTES } from "./catalogue-files.ts";

const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);

function firstItem(file: RestaurantFile) {
  const item = file.menus[0]?.categories[0]?.items[0];
  if (!item) throw new Error("la démo a un plat");
  return item;
}

describe.each(TEST_ENGINES)("export et import du restaurant /v2/staff/catalogue (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let owner: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() })).token;
  });
  afterAll(() => t.database.close());

  const importFile = (body: string, token = owner) =>
    t.json("/v2/staff/catalogue/import", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...staffBearer(token) },
      body,
    });

  it("refuse sans session (401), et à un membre de l'équipe qui n'est pas gérant (403)", async () => {
    const { token: staff } = await createStaffMember(t.database.db, { now: t.clock() });
    const customer = await customerToken(t.database.db, t.clock());
    for (const [path, method] of [
      ["export", "GET"],
      ["import", "POST"],
    ] as const) {
      const anonymous = await t.json(`/v2/staff/catalogue/${path}`, { method });
      expect(anonymous.response.status).toBe(401);
      const asCustomer = await t.json(`/v2/staff/catalogue/${path}`, {
        method,
        headers: staffBearer(customer),
      });
      expect(asCustomer.response.status).toBe(401);
      const asStaff = await t.json(`/v2/staff/catalogue/${path}`, {
        method,
        headers: staffBearer(staff),
        ...(method === "POST" ? { body: JSON.stringify(demo) } : {}),
      });
      expect(asStaff.response.status).toBe(403);
      expect(asStaff.body).toMatchObject({ code: "owner_only" });
    }
    // Only these two: the rest of /v2/staff/catalogue, mounted under the same prefix, stays the
    // whole team's to read.
    for (const path of ["versions", "scheduled", "draft", "draft/review"]) {
      const read = await t.json(`/v2/staff/catalogue/${path}`, { headers: staffBearer(staff) });
      expect(read.response.status, path).toBe(200);
    }
  });

  it("exporte la carte en ligne en fichier du restaurant, à télécharger, daté du jour de la boutique", async () => {
    const response = await t.api.request("/v2/staff/catalogue/export", { headers: staffBearer(owner) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="restaurant-2026-11-24.json"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/^\{\n {2}"settings": \{/);
    const file = restaurantFileSchema.parse(JSON.parse(text));
    expect(file).toEqual(await exportLiveCatalogue(t.database.db));
    expect(file).toEqual(demo);
  });

  it("importe un fichier dans le brouillon, pas dans la carte en ligne, et le note au journal", async () => {
    const file = structuredClone(demo);
    firstItem(file).price_pickup = 13.5;
    const { response, body } = await importFile(JSON.stringify(file));
    expect(response.status).toBe(200);
    const payload = body.payload as { changes: { ref: string; text: string }[] };
    expect(payload.changes).toEqual([
      {
        ref: `item:${firstItem(file).key}`,
        text: `${firstItem(file).name} : prix à emporter 12,90\u00a0€ → 13,50\u00a0€`,
      },
    ]);
    expect(await draftDocument(t.database.db, t.clock())).toEqual(file);
    expect(await exportLiveCatalogue(t.database.db)).toEqual(demo);
    const entries = await t.database.db
      .select()
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.action, "draft.import"));
    expect(entries.at(-1)).toMatchObject({ staffName: "Nadia", subject: "catalogue" });
  });

  it("refuse un fichier invalide en nommant la place de chaque erreur, sans toucher au brouillon", async () => {
    const before = await draftDocument(t.database.db, t.clock());
    const file = structuredClone(demo) as unknown as {
      menus: { categories: { items: { price_pickup: unknown }[] }[] }[];
    };
    const item = file.menus[0]?.categories[2]?.items[1];
    if (!item) throw new Error("la démo a ce plat");
    item.price_pickup = 9.999;
    const wrong = await importFile(JSON.stringify(file));
    expect(wrong.response.status).toBe(400);
    expect(wrong.body).toMatchObject({ status: "error", code: "invalid_input" });
    expect(wrong.body.errors).toEqual([
      {
        place: "menus[0].categories[2].items[1].price_pickup",
        message: expect.stringMatching(/deux décimales/),
      },
    ]);
    expect(String(wrong.body.message)).toMatch(/^Le fichier du restaurant n'est pas valide : 1 problème/);

    const unknown = structuredClone(demo);
    unknown.offers[0]?.items.push("article-fantome");
    const dangling = await importFile(JSON.stringify(unknown));
    expect(dangling.response.status).toBe(400);
    expect(dangling.body.errors).toEqual([
      {
        place: `offers[0].items[${demo.offers[0]?.items.length ?? 0}]`,
        message: `l'offre ${demo.offers[0]?.key} vise l'article inconnu article-fantome`,
      },
    ]);

    // A key twice would name two things of the draft alike: refused before anything is written.
    const twice = structuredClone(demo);
    const burgers = twice.menus[1]?.categories[0];
    const copied = burgers?.items[0];
    if (!burgers || !copied) throw new Error("la démo a des burgers");
    burgers.items.push({ ...copied, name: "Copie" });
    const codes = twice.offers[2];
    if (codes) codes.code = twice.offers[1]?.code?.toLowerCase() ?? null;
    const duplicated = await importFile(JSON.stringify(twice));
    expect(duplicated.response.status).toBe(400);
    expect(duplicated.body.errors).toEqual([
      {
        place: `menus[1].categories[0].items[${burgers.items.length - 1}].key`,
        message: `« ${copied.key} » est déjà utilisé en menus[1].categories[0].items[0].key`,
      },
      { place: "offers[2].code", message: "« piment20 » est déjà utilisé en offers[1].code" },
    ]);

    const settings = structuredClone(demo);
    settings.settings["features.delivery.minimum_order"] = 15.005;
    const badSetting = await importFile(JSON.stringify(settings));
    expect(badSetting.body.errors).toEqual([
      { place: 'settings["features.delivery.minimum_order"]', message: expect.any(String) },
    ]);

    const notJson = await importFile("{ pas du json");
    expect(notJson.response.status).toBe(400);
    expect(notJson.body.message).toBe("Le corps de la requête n'est pas un JSON valide.");
    expect(await draftDocument(t.database.db, t.clock())).toEqual(before);
  });

  it("accepte un fichier au-delà de 64 Kio, jusqu'à 2 Mio pour cette route seule", async () => {
    // A real catalogue's size: a hundred dishes with long descriptions (each within its own bound).
    const large = structuredClone(demo);
    const category = large.menus[0]?.categories[0];
    if (!category) throw new Error("la démo a une catégorie");
    for (let copy = 0; copy < 100; copy += 1) {
      category.items.push({ ...firstItem(large), key: `copie-${copy}`, description: "épicé ".repeat(150) });
    }
    const body = JSON.stringify(large);
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
    expect((await importFile(body)).response.status).toBe(200);

    const tooLarge = await importFile(" ".repeat(RESTAURANT_FILE_MAX_BYTES + 1));
    expect(tooLarge.response.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: "payload_too_large" });
    expect(String(tooLarge.body.message)).toMatch(/dépasse 2 Mo/);

    // Every other route keeps the API's own limit.
    const elsewhere = await t.json("/v2/staff/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(elsewhere.response.status).toBe(413);
  });
});
