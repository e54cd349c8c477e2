import { gzipSync } from "node:zlib";
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

const WORDS =
  "tomate basilic poivron oignon ail citron gingembre piment coriandre menthe chèvre bœuf poulet agneau riz quinoa lentilles avocat mangue ananas coco cacahuète sésame miso poireau carotte betterave radis concombre yaourt feta olive câpres thon saumon crevette courgette aubergine champignon noisette amande pistache miel vanille chocolat caramel".split(
    " ",
  );

/**
 * The demo restaurant with one menu of 20 categories of 50 dishes, each with its own name and
 * description (drawn from a fixed seed: a large real menu repeats itself far less than copies of
 * the demo's 42 dishes would).
 */
function thousandDishes(): RestaurantFile {
  const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);
  const dishes = demo.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return WORDS[seed % WORDS.length] ?? "";
  };
  const first = demo.menus[0];
  if (!first) throw new Error("la démonstration n'a pas de carte");
  let n = 0;
  const categories = Array.from({ length: 20 }, (_, c) => ({
    key: `categorie-${c}`,
    name: `Catégorie ${c + 1}`,
    description: "Une catégorie de la grande carte.",
    photo: null,
    make_time: null,
    items: Array.from({ length: 50 }, () => {
      const model = dishes[n % dishes.length];
      if (!model) throw new Error("plat manquant");
      n += 1;
      return {
        ...model,
        key: `plat-${n}`,
        name: `${word()} ${word()} ${word()} ${n}`,
        description: `Avec ${Array.from({ length: 8 }, word).join(", ")}, préparé du jour.`,
      };
    }),
  }));
  return { ...demo, menus: [{ ...first, categories }], offers: [] };
}

describe("la carte d'un restaurant de 1 000 plats", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    if (!storefront) throw new Error("site non construit : lancez « npm run build » avant ce test");
    const database = await openTestDatabase("pglite");
    await seedRestaurantIfEmpty(database.db, thousandDishes());
    t = await openTestApi("pglite", { database, storefront });
  }, 60_000);
  afterAll(() => t.database.close());

  it("garde la page /menu sous 200 Ko une fois compressée en gzip, avec ses 1 000 plats et leurs données structurées", async () => {
    const response = await t.app.request("/menu");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/data-testid="item-price"/g)).toHaveLength(1000);
    // The menu's structured data (every dish again, for search engines) counts in the budget too.
    expect(html.match(/"@type":"MenuItem"/g)).toHaveLength(1000);
    const gzipped = gzipSync(html, { level: 6 }).length;
    console.log(`/menu, 1 000 plats : ${html.length} octets, ${gzipped} en gzip`);
    expect(gzipped).toBeLessThanOrEqual(200 * 1024);
  });
});
