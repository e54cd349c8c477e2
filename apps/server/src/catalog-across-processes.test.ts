import type { MenuPayload, Setting } from "@comptoir/contracts";
import { type Database, schema } from "@comptoir/db";
import { openDemoTestDatabase } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueVersion } from "./http/page-cache.ts";
import { draftDocument, replaceDraft } from "./services/catalogue/draft-store.ts";
import { createPostgresLiveEvents } from "./services/live/postgres-live-events.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

/**
 * Two server processes on one PostgreSQL: each keeps its catalogue in memory (ADR 004), so a change
 * made through one must empty the other's, through a `catalog` event by NOTIFY (ADR 043).
 */
describe("le catalogue de deux processus sur PostgreSQL", { tags: ["postgres"] }, () => {
  let database: Database;
  let first: Awaited<ReturnType<typeof openTestApi>>;
  let second: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    database = await openDemoTestDatabase("postgres");
    first = await openTestApi("postgres", { database, live: await createPostgresLiveEvents(database) });
    second = await openTestApi("postgres", { database, live: await createPostgresLiveEvents(database) });
  });
  afterAll(async () => {
    await first?.live.close();
    await second?.live.close();
    await database?.close();
  });

  const itemNames = async (api: typeof first) => {
    const { body } = await api.json("/v2/public/menus");
    return (body.payload as MenuPayload[]).flatMap((menu) =>
      menu.categories.flatMap((category) => category.items.map((item) => item.item_name)),
    );
  };
  const restaurantName = async (api: typeof first) => {
    const { body } = await api.json("/v2/public/settings");
    return (body.payload as Setting[]).find((setting) => setting.name === "contacts.name")?.value;
  };

  it("une modification publiée par l'un est vue dans les menus et réglages de l'autre", async () => {
    const [dish] = await database.db.select().from(schema.items).limit(1);
    if (!dish) throw new Error("démo sans plat");
    // Both processes have read (and keep) the catalogue before the change.
    expect(await itemNames(first)).toContain(dish.name);
    expect(await itemNames(second)).toContain(dish.name);
    const pageVersion = await catalogueVersion(second.catalog, second.clock());

    await database.db.update(schema.items).set({ name: "Bao du jour" }).where(eq(schema.items.id, dish.id));
    await database.db
      .update(schema.settings)
      .set({ value: "Piment Rouge Croix-Rousse" })
      .where(eq(schema.settings.name, "contacts.name"));
    // Without the event, their memory still answers: the cache is real.
    expect(await itemNames(first)).not.toContain("Bao du jour");
    expect(await itemNames(second)).not.toContain("Bao du jour");

    await first.live.publish({ type: "catalog" });
    await vi.waitFor(async () => expect(await itemNames(second)).toContain("Bao du jour"));
    expect(await restaurantName(second)).toBe("Piment Rouge Croix-Rousse");
    // The cached /menu page follows the catalogue's version.
    expect(await catalogueVersion(second.catalog, second.clock())).not.toBe(pageVersion);
    // The publisher hears its own event too.
    await vi.waitFor(async () => expect(await itemNames(first)).toContain("Bao du jour"));
  });

  it("une publication de la carte par l'un est servie par l'autre (ADR 051)", async () => {
    // The other process has read (and keeps) the catalogue before the publish.
    expect(await itemNames(second)).not.toContain("Bao de saison");
    const now = first.clock();
    const file = structuredClone(await draftDocument(database.db, now));
    const dish = file.menus[0]?.categories[0]?.items[0];
    if (!dish) throw new Error("démo sans plat");
    dish.name = "Bao de saison";
    await replaceDraft(database.db, file, null, now);
    const { token } = await createStaffMember(database.db, { role: "owner", now });
    const published = await first.json("/v2/staff/catalogue/publish", {
      method: "POST",
      headers: { "content-type": "application/json", ...staffBearer(token) },
      body: JSON.stringify({ confirm_warnings: true }),
    });
    expect(published.response.status).toBe(201);
    await vi.waitFor(async () => expect(await itemNames(second)).toContain("Bao de saison"), {
      timeout: 10_000,
    });
  });
});
