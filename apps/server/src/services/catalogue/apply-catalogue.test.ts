import { type RestaurantFile, restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { type Database, DEMO_RESTAURANT_FILE, readRestaurantFile, schema } from "@comptoir/db";
import { openDemoTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyCatalogue } from "./apply-catalogue.ts";
import { exportLiveCatalogue } from "./live-catalogue.ts";

const demo = () => structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));

async function apply(database: Database, file: RestaurantFile) {
  await database.db.transaction((tx) => applyCatalogue(tx, restaurantFileSchema.parse(file)));
}

const allItems = (file: RestaurantFile) =>
  file.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));

/** The keys named by offers and items that `file` no longer holds are dropped, as the editor would. */
function withoutDanglingKeys(file: RestaurantFile): RestaurantFile {
  const menus = new Set(file.menus.map((menu) => menu.key));
  const categories = new Set(file.menus.flatMap((menu) => menu.categories.map((category) => category.key)));
  const items = new Set(allItems(file).map((item) => item.key));
  const groups = new Set(file.option_groups.map((group) => group.key));
  for (const item of allItems(file)) item.options = item.options.filter((key) => groups.has(key));
  for (const offer of file.offers) {
    offer.menus = offer.menus.filter((key) => menus.has(key));
    offer.categories = offer.categories.filter((key) => categories.has(key));
    offer.items = offer.items.filter((key) => items.has(key));
  }
  return file;
}

describe.each(TEST_ENGINES)("une carte écrite par clé dans les tables en ligne (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDemoTestDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("garde les ids de ce qui reste, l'épuisé, le masqué et les pauses, et se relit comme le fichier", async () => {
    const { db } = database;
    const before = await db.select().from(schema.items);
    const idOf = (key: string) => before.find((item) => item.key === key)?.id;
    const file = demo();
    const [firstMenu] = file.menus;
    const [firstCategory, secondCategory] = firstMenu?.categories ?? [];
    if (!firstMenu || !firstCategory || !secondCategory) throw new Error("démo trop petite");
    const [renamed, removed, soldOut] = firstCategory.items;
    const hidden = secondCategory.items[0];
    if (!renamed || !removed || !soldOut || !hidden) throw new Error("démo trop petite");
    // The board's own state, which a publish never touches.
    const until = new Date("2026-11-25T05:00:00Z");
    await db.update(schema.items).set({ soldOutUntil: until }).where(eq(schema.items.key, soldOut.key));
    await db.update(schema.items).set({ hidden: true }).where(eq(schema.items.key, hidden.key));
    await db
      .insert(schema.settings)
      .values({ name: "pause.ordering", value: { until: "2026-11-24T12:00:00Z" } });

    renamed.name = "Bao du jour";
    renamed.price_pickup = 12.4;
    firstCategory.items = firstCategory.items.filter((item) => item.key !== removed.key);
    firstCategory.items.push({ ...renamed, key: "nouveau-plat", name: "Nouveau plat", options: [] });
    firstMenu.categories = [secondCategory, firstCategory, ...firstMenu.categories.slice(2)];
    const group = file.option_groups[0];
    const choice = group?.choices[0];
    if (!group || !choice) throw new Error("démo sans choix");
    choice.name = "Sauce maison";
    choice.price = 0.8;
    file.settings["contacts.name"] = "Piment Rouge Croix-Rousse";
    withoutDanglingKeys(file);

    await apply(database, file);

    expect(await exportLiveCatalogue(db)).toEqual(file);
    const after = await db.select().from(schema.items);
    const row = (key: string) => after.find((item) => item.key === key);
    expect(row(renamed.key)?.id).toBe(idOf(renamed.key));
    expect(row(secondCategory.items[1]?.key ?? "")?.id).toBe(idOf(secondCategory.items[1]?.key ?? ""));
    expect(row(removed.key)).toBeUndefined();
    expect(row("nouveau-plat")?.id).toBeGreaterThan(Math.max(...before.map((item) => item.id)));
    expect(row(soldOut.key)?.soldOutUntil).toEqual(until);
    expect(row(hidden.key)?.hidden).toBe(true);
    const [pause] = await db.select().from(schema.settings).where(eq(schema.settings.name, "pause.ordering"));
    expect(pause?.value).toEqual({ until: "2026-11-24T12:00:00Z" });
  }, 60_000);

  it("des modifications au hasard de la démo, écrites puis relues, redonnent le fichier", async () => {
    const edit = fc.record({
      op: fc.constantFrom(
        "rename",
        "price",
        "remove-item",
        "add-item",
        "move-item",
        "reverse-categories",
        "reverse-items",
        "choice",
        "remove-choice",
        "add-choice",
        "remove-group",
        "reverse-groups",
        "remove-offer",
        "reverse-offers",
        "remove-zone",
        "setting",
        "visible",
        "options",
      ),
      a: fc.nat(1000),
      b: fc.nat(1000),
      cents: fc.integer({ min: 0, max: 4000 }),
    });
    let made = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 8 }), async (edits) => {
        const file = demo();
        for (const { op, a, b, cents } of edits) {
          const categories = file.menus.flatMap((menu) => menu.categories);
          const category = categories[a % categories.length];
          const other = categories[b % categories.length];
          const item = category?.items[b % (category?.items.length ?? 1)];
          const group = file.option_groups[a % Math.max(file.option_groups.length, 1)];
          if (!category || !other || !item) continue;
          made += 1;
          switch (op) {
            case "rename":
              item.name = `Plat ${made}`;
              break;
            case "price":
              item.price_delivery = cents / 100;
              break;
            case "remove-item":
              if (category.items.length > 1) category.items = category.items.filter((one) => one !== item);
              break;
            case "add-item":
              other.items.splice(a % (other.items.length + 1), 0, {
                ...item,
                key: `plat-ajoute-${made}`,
                name: `Ajouté ${made}`,
                available: cents % 2 === 0,
              });
              break;
            case "move-item":
              if (category.items.length > 1 && category !== other) {
                category.items = category.items.filter((one) => one !== item);
                other.items.push(item);
              }
              break;
            case "reverse-categories":
              for (const menu of file.menus) menu.categories.reverse();
              break;
            case "reverse-items":
              category.items.reverse();
              break;
            case "choice":
              if (group?.choices[0]) group.choices[0].price = cents / 100;
              break;
            case "remove-choice":
              if (group && group.choices.length > 1) group.choices.splice(b % group.choices.length, 1);
              break;
            case "add-choice":
              group?.choices.push({
                key: `choix-${made}`,
                name: `Choix ${made}`,
                price: cents / 100,
                max_quantity: 1,
                tax_rate: cents % 3 === 0 ? 5.5 : null,
                allergens: ["lait"],
              });
              break;
            case "remove-group":
              file.option_groups = file.option_groups.filter((one) => one !== group);
              break;
            case "reverse-groups":
              file.option_groups.reverse();
              break;
            case "remove-offer":
              file.offers.splice(a % Math.max(file.offers.length, 1), 1);
              break;
            case "reverse-offers":
              file.offers.reverse();
              break;
            case "remove-zone":
              file.zones.splice(a % Math.max(file.zones.length, 1), 1);
              break;
            case "setting":
              file.settings["contacts.name"] = `Piment ${made}`;
              break;
            case "visible":
              item.visible = !item.visible;
              break;
            case "options":
              item.options = file.option_groups
                .slice(b % 3, (b % 3) + (a % 3))
                .map((one) => one.key)
                .reverse();
              break;
          }
        }
        withoutDanglingKeys(file);
        await apply(database, file);
        // The demo's dishes keep the file's `available`; an added one starts with its own.
        expect(await exportLiveCatalogue(database.db)).toEqual(file);
      }),
      { numRuns: 15 },
    );
  }, 180_000);

  it("retire un menu entier avec ses catégories et ses plats, et un groupe d'options avec ses choix", async () => {
    const { db } = database;
    const file = demo();
    const menu = file.menus.at(-1);
    const group = file.option_groups.at(-1);
    if (!menu || file.menus.length < 2 || !group) throw new Error("la démo a deux menus et un groupe");
    file.menus = file.menus.filter((one) => one !== menu);
    file.option_groups = file.option_groups.filter((one) => one !== group);
    withoutDanglingKeys(file);

    await apply(database, file);

    expect(await exportLiveCatalogue(db)).toEqual(file);
    expect(await db.select().from(schema.menus).where(eq(schema.menus.key, menu.key))).toEqual([]);
    const [firstCategory] = menu.categories;
    if (!firstCategory) throw new Error("le menu a une catégorie");
    expect(
      await db.select().from(schema.categories).where(eq(schema.categories.key, firstCategory.key)),
    ).toEqual([]);
    expect(await db.select().from(schema.optionGroups).where(eq(schema.optionGroups.key, group.key))).toEqual(
      [],
    );
  }, 60_000);
});
