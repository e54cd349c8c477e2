import {
  DEMO_RESTAURANT_FILE,
  type RestaurantFile,
  readRestaurantFile,
  seedRestaurantIfEmpty,
} from "@comptoir/db";
import { openTestDatabase } from "@comptoir/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStorefront } from "./storefront.ts";
import { openTestApi } from "./testing/test-api.ts";

type WeeklyHours = RestaurantFile["menus"][number]["hours"]["pickup"];
const NO_HOURS: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const CLOSED_NOTICE = "Nous sommes temporairement fermés";

/** The demo's dishes and settings, with the opening hours this test gives every menu. */
function restaurantWithHours(hours: (menuIndex: number) => RestaurantFile["menus"][number]["hours"]) {
  const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);
  return { ...demo, menus: demo.menus.map((menu, index) => ({ ...menu, hours: hours(index) })) };
}

async function openShop(restaurant: RestaurantFile) {
  const storefront = await loadStorefront("production");
  if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
  const database = await openTestDatabase("pglite");
  await seedRestaurantIfEmpty(database.db, restaurant);
  const shop = await openTestApi("pglite", { database, storefront });
  // A Tuesday at noon in Paris.
  shop.setNow("2026-11-24T11:00:00Z");
  return shop;
}

async function page(shop: Awaited<ReturnType<typeof openShop>>, path: string) {
  const response = await shop.app.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("un restaurant sans aucune heure d'ouverture", () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    shop = await openShop(restaurantWithHours(() => ({ delivery: NO_HOURS, pickup: NO_HOURS })));
  }, 60_000);
  afterAll(() => shop.database.close());

  it("dit qu'il est temporairement fermé, sur l'accueil comme sur la carte, qui reste lisible", async () => {
    const home = await page(shop, "/");
    expect(home).toContain(CLOSED_NOTICE);
    const menu = await page(shop, "/menu");
    expect(menu).toContain(CLOSED_NOTICE);
    expect(menu).toContain("la carte reste à votre disposition");
    expect(menu).toContain('data-testid="item-price"');
  });
});

describe("un restaurant fermé en ce moment, mais qui a des heures", () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    // Only the first menu opens, for pickup, on Monday evenings: on this Tuesday noon all is closed.
    shop = await openShop(
      restaurantWithHours((index) => ({
        delivery: NO_HOURS,
        pickup: index === 0 ? { ...NO_HOURS, mon: [["18:00", "22:00"]] } : NO_HOURS,
      })),
    );
  }, 60_000);
  afterAll(() => shop.database.close());

  it("ne se dit pas temporairement fermé : la carte dit quand il ouvre", async () => {
    expect(await page(shop, "/")).not.toContain(CLOSED_NOTICE);
    const menu = await page(shop, "/menu");
    expect(menu).not.toContain(CLOSED_NOTICE);
    expect(menu).toMatch(/Ouvre lundi à 18:00/);
  });
});
