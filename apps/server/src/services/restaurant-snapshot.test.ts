import { DEMO_RESTAURANT_FILE, readRestaurantFile, schema, seedRestaurantIfEmpty } from "@comptoir/db";
import { openTestDatabase } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadRestaurantSnapshot } from "./restaurant-snapshot.ts";

describe("ce que les clients parcourent", () => {
  it("laisse hors de la carte un plat que la carte publiée rend invisible, comme un plat masqué", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const file = readRestaurantFile(DEMO_RESTAURANT_FILE);
      await seedRestaurantIfEmpty(database.db, file);
      const [first, second] = file.menus[0]?.categories[0]?.items ?? [];
      if (!first || !second) throw new Error("la démo a deux plats dans sa première catégorie");
      await database.db.update(schema.items).set({ visible: false }).where(eq(schema.items.key, first.key));
      await database.db.update(schema.items).set({ hidden: true }).where(eq(schema.items.key, second.key));
      const snapshot = await loadRestaurantSnapshot(database.db, new Date("2026-05-05T10:00:00Z"));
      const keys = snapshot.menus.flatMap((menu) =>
        menu.categories.flatMap((category) => category.items.map((item) => item.key)),
      );
      expect(keys).not.toContain(first.key);
      expect(keys).not.toContain(second.key);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
