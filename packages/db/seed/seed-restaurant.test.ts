import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/database.ts";
import * as schema from "../src/schema/index.ts";
import { openTestDatabase, TEST_ENGINES } from "../src/testing.ts";
import { DEMO_RESTAURANT_FILE, readRestaurantFile, seedRestaurantIfEmpty } from "./seed-restaurant.ts";

function writeTemporaryFile(content: unknown): string {
  const path = join(tmpdir(), `restaurant-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe("le fichier du restaurant", () => {
  it("décrit un restaurant de démonstration complet", () => {
    const file = readRestaurantFile(DEMO_RESTAURANT_FILE);
    const categories = file.menus.flatMap((menu) => menu.categories);
    expect(file.menus.length).toBeGreaterThanOrEqual(3);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.flatMap((category) => category.items).length).toBeGreaterThanOrEqual(30);
    expect(new Set(file.offers.map((offer) => offer.type))).toEqual(
      new Set(["buy_one_get_one", "percentage", "fixed_amount", "free_item", "free_delivery"]),
    );
    expect(file.zones.length).toBeGreaterThan(0);
  });

  it("est refusé avec le nom du champ fautif quand un prix a trois décimales", () => {
    const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
    const item = file.menus[0]?.categories[0]?.items[0];
    if (!item) throw new Error("démo vide");
    item.price_pickup = 9.999;
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(/deux décimales[\s\S]*price_pickup/);
  });

  it("est refusé avec la place du champ quand un taux de TVA a trois décimales, au lieu d'être arrondi", () => {
    const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
    const item = file.menus[0]?.categories[0]?.items[0];
    if (!item) throw new Error("démo vide");
    item.tax_rate = 5.555;
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(
      /deux décimales[\s\S]*menus\[0\]\.categories\[0\]\.items\[0\]\.tax_rate/,
    );
  });

  it("est refusé avec la place du champ quand une remise a trop de décimales", () => {
    const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
    const fixed = file.offers.findIndex((offer) => offer.type === "fixed_amount");
    const percentage = file.offers.findIndex((offer) => offer.type === "percentage");
    const fixedOffer = file.offers[fixed];
    const percentageOffer = file.offers[percentage];
    if (!fixedOffer || !percentageOffer) throw new Error("démo sans remise");
    fixedOffer.value = 4.999;
    percentageOffer.value = 12.5;
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(
      new RegExp(`deux décimales[\\s\\S]*offers\\[${fixed}\\]\\.value`),
    );
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(
      new RegExp(`nombre entier[\\s\\S]*offers\\[${percentage}\\]\\.value`),
    );
  });

  it("est refusé avec le nom du réglage quand un montant des réglages a trois décimales", () => {
    const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
    file.settings["features.delivery.minimum_order"] = 15.005;
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(
      /deux décimales[\s\S]*features\.delivery\.minimum_order/,
    );
  });

  it("est refusé avec une suggestion quand l'identifiant du gestionnaire de balises est mal écrit", () => {
    const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
    file.settings["analytics.tag_manager_id"] = "gtm-ab12cd3";
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(
      /n'est pas un identifiant Google Tag Manager valide[\s\S]*GTM-AB12CD3[\s\S]*analytics\.tag_manager_id/,
    );
    file.settings["analytics.tag_manager_id"] = "GTM-AB12CD3";
    expect(readRestaurantFile(writeTemporaryFile(file)).settings["analytics.tag_manager_id"]).toBe(
      "GTM-AB12CD3",
    );
  });

  it("est refusé quand une offre vise un article qui n'existe pas", () => {
    const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
    file.offers[0]?.items.push("article-fantome");
    expect(() => readRestaurantFile(writeTemporaryFile(file))).toThrow(/article inconnu article-fantome/);
  });
});

describe.each(TEST_ENGINES)("l'installation du restaurant en base (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("remplit une base vide, en centimes, puis ne touche plus à une base déjà remplie", async () => {
    const file = readRestaurantFile(DEMO_RESTAURANT_FILE);
    expect(await seedRestaurantIfEmpty(database.db, file)).toBe(true);
    const [before] = await database.db.select({ items: count() }).from(schema.items);
    const [burger] = await database.db
      .select()
      .from(schema.items)
      .where(eq(schema.items.key, "burger-piment-rouge"));
    expect(burger?.pricePickup).toBe(1090);
    const [minimum] = await database.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.name, "features.delivery.minimum_order"));
    expect(minimum?.value).toBe(1500);

    expect(await seedRestaurantIfEmpty(database.db, file)).toBe(false);
    const [after] = await database.db.select({ items: count() }).from(schema.items);
    expect(after?.items).toBe(before?.items);
  });
});

describe.each(TEST_ENGINES)("les réglages en base (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("rendent chaque valeur telle qu'écrite, un texte fait de chiffres restant un texte", async () => {
    const written = [
      { name: "contacts.postal_code", value: "01000" },
      { name: "contacts.city", value: "Lyon" },
      { name: "scheduling.minimum_time", value: 30 },
      { name: "features.delivery.active", value: true },
      { name: "liste", value: ["a", 1] },
    ];
    await database.db.insert(schema.settings).values(written);
    const read = await database.db.select().from(schema.settings);
    expect(new Map(read.map((row) => [row.name, row.value]))).toEqual(
      new Map(written.map((row) => [row.name, row.value])),
    );
  });
});
