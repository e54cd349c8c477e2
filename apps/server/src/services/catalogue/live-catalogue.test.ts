import { restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { DEMO_RESTAURANT_FILE, readRestaurantFile, seedRestaurantIfEmpty } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { describe, expect, it } from "vitest";
import { exportLiveCatalogue } from "./live-catalogue.ts";

describe.each(TEST_ENGINES)("la carte en ligne relue en fichier du restaurant (%s)", (engine) => {
  it("redonne le fichier installé, sans l'état du service", async () => {
    const database = await openTestDatabase(engine);
    try {
      const file = readRestaurantFile(DEMO_RESTAURANT_FILE);
      await seedRestaurantIfEmpty(database.db, file);
      const exported = await exportLiveCatalogue(database.db);
      expect(restaurantFileSchema.parse(exported)).toEqual(exported);
      expect(exported).toEqual(file);
    } finally {
      await database.close();
    }
  }, 60_000);
});
