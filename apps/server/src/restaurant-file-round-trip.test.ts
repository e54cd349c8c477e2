import { checkRestaurantFile } from "@comptoir/contracts";
import { DEMO_RESTAURANT_FILE, readRestaurantFile, seedRestaurantIfEmpty } from "@comptoir/db";
import { openTestDatabase, randomRestaurantFile } from "@comptoir/db/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createStaffMember, staffBearer } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

const PUBLIC_PAYLOADS = ["/v2/public/settings", "/v2/public/menus", "/v2/public/offers"];

/** What customers read from a shop: the public payloads, as sent. */
async function publicPayloads(t: Awaited<ReturnType<typeof openTestApi>>): Promise<string[]> {
  return Promise.all(
    PUBLIC_PAYLOADS.map(async (path) => {
      const response = await t.api.request(path);
      expect(response.status).toBe(200);
      return response.text();
    }),
  );
}

describe("un restaurant exporté puis installé ailleurs", () => {
  it("donne aux clients exactement la même boutique", async () => {
    const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);
    await fc.assert(
      fc.asyncProperty(randomRestaurantFile(demo), async (file) => {
        const first = await openTestDatabase("pglite");
        const second = await openTestDatabase("pglite");
        try {
          await seedRestaurantIfEmpty(first.db, file);
          const shop = await openTestApi("pglite", { database: first });
          const { token } = await createStaffMember(first.db, { role: "owner", now: shop.clock() });
          const exported = await shop.api.request("/v2/staff/catalogue/export", {
            headers: staffBearer(token),
          });
          expect(exported.status).toBe(200);

          // The exported file, checked as an import checks it, installed in an empty database as
          // RESTAURANT_FILE is at a first start.
          const checked = checkRestaurantFile(JSON.parse(await exported.text()));
          if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
          expect(checked.file).toEqual(file);
          expect(await seedRestaurantIfEmpty(second.db, checked.file)).toBe(true);
          const copy = await openTestApi("pglite", { database: second });

          expect(await publicPayloads(copy)).toEqual(await publicPayloads(shop));
        } finally {
          await first.close();
          await second.close();
        }
      }),
      // Each run starts two PGlite databases: a few seconds each.
      { numRuns: 5 },
    );
  }, 240_000);
});
