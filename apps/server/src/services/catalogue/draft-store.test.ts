import { DEMO_RESTAURANT_FILE, readRestaurantFile, schema, seedRestaurantIfEmpty } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStaffMember } from "../../testing/staff.ts";
import { draftDocument, draftRows, replaceDraft } from "./draft-store.ts";

const NOW = new Date("2026-05-05T10:00:00Z");

describe.each(TEST_ENGINES)("le brouillon de la carte (%s)", (engine) => {
  it("naît de la carte en ligne, et un remplacement change la révision de chaque élément", async () => {
    const database = await openTestDatabase(engine);
    try {
      const file = readRestaurantFile(DEMO_RESTAURANT_FILE);
      await seedRestaurantIfEmpty(database.db, file);
      expect(await draftDocument(database.db, NOW)).toEqual(file);
      const [before] = (await draftRows(database.db, NOW)).filter((row) => row.kind === "item");
      expect(before?.revision).toBe(1);

      const renamed = structuredClone(file);
      const firstItem = renamed.menus[0]?.categories[0]?.items[0];
      if (!firstItem) throw new Error("la démo a un plat");
      firstItem.name = "Burger renommé";
      const { member } = await createStaffMember(database.db, { role: "owner", name: "Nadia", now: NOW });
      await database.db.transaction((tx) => replaceDraft(tx, renamed, member, NOW));
      expect(await draftDocument(database.db, NOW)).toEqual(renamed);
      const [after] = await database.db
        .select()
        .from(schema.catalogueDraftThings)
        .where(eq(schema.catalogueDraftThings.ref, `item:${firstItem.key}`));
      expect(after).toMatchObject({ revision: 2, updatedByName: "Nadia" });
      // The live catalogue is not the draft's business.
      const [live] = await database.db.select().from(schema.items).where(eq(schema.items.key, firstItem.key));
      expect(live?.name).not.toBe("Burger renommé");
    } finally {
      await database.close();
    }
  }, 60_000);
});
