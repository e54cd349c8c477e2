import { readFileSync } from "node:fs";
import { MONEY_SETTING_KEYS, restaurantFileReferenceProblems } from "@comptoir/contracts";
import { type RestaurantFile, restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { eurosToCents, percentToBasisPoints, WEEKDAYS, type WeeklyHours } from "@comptoir/domain";
import { count, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../src/database.ts";
import * as schema from "../src/schema/index.ts";

export const DEMO_RESTAURANT_FILE = new URL("./demo-restaurant.json", import.meta.url);

/** Reads and validates a restaurant data file; the error names every wrong field. */
export function readRestaurantFile(path: string | URL): RestaurantFile {
  const parsed = restaurantFileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    throw new Error(`Fichier du restaurant invalide (${path}) :\n${z.prettifyError(parsed.error)}`);
  }
  checkReferences(parsed.data);
  return parsed.data;
}

/** Keys that point at other parts of the file must name something that exists. */
function checkReferences(file: RestaurantFile): void {
  const problems = restaurantFileReferenceProblems(file).map((problem) => problem.message);
  if (problems.length > 0) throw new Error(`Fichier du restaurant invalide :\n- ${problems.join("\n- ")}`);
}

/**
 * An offer's value as the database keeps it: cents for a fixed amount, whole percent for a
 * percentage (the file's schema refused anything else), 0 for the types that have none.
 */
function offerValue(offer: RestaurantFile["offers"][number]): number {
  if (offer.type === "fixed_amount") return eurosToCents(offer.value);
  if (offer.type === "percentage") return offer.value;
  return 0;
}

function weeklyHours(ranges: Record<string, [string, string][]>): WeeklyHours {
  const hours = {} as WeeklyHours;
  for (const day of WEEKDAYS) hours[day] = (ranges[day] ?? []).map(([start, end]) => ({ start, end }));
  return hours;
}

function settingValue(name: string, value: unknown): unknown {
  return MONEY_SETTING_KEYS.includes(name) && typeof value === "number" ? eurosToCents(value) : value;
}

/**
 * Writes the restaurant of a data file into an empty database, in one transaction. Does nothing
 * when the database already holds a menu, so a restart never overwrites the owner's changes. The
 * advisory lock keeps two servers starting together on one PostgreSQL from seeding twice.
 */
export async function seedRestaurantIfEmpty(db: Db, file: RestaurantFile): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [existing] = await tx.select({ menus: count() }).from(schema.menus);
    if ((existing?.menus ?? 0) > 0) return false;

    await tx
      .insert(schema.settings)
      .values(
        Object.entries(file.settings).map(([name, value]) => ({ name, value: settingValue(name, value) })),
      );

    const groupIds = new Map<string, number>();
    for (const group of file.option_groups) {
      const [row] = await tx
        .insert(schema.optionGroups)
        .values({ key: group.key, name: group.name, minChoices: group.min, maxChoices: group.max })
        .returning({ id: schema.optionGroups.id });
      if (!row) throw new Error(`Groupe d'options non créé : ${group.key}`);
      groupIds.set(group.key, row.id);
      await tx.insert(schema.optionChoices).values(
        group.choices.map((choice, position) => ({
          groupId: row.id,
          key: choice.key,
          name: choice.name,
          price: eurosToCents(choice.price),
          maxQuantity: choice.max_quantity,
          taxRateBasisPoints: choice.tax_rate === null ? null : percentToBasisPoints(choice.tax_rate),
          allergens: choice.allergens,
          position,
        })),
      );
    }

    const menuIds = new Map<string, number>();
    const categoryIds = new Map<string, number>();
    const itemIds = new Map<string, number>();
    for (const [menuPosition, menu] of file.menus.entries()) {
      const [menuRow] = await tx
        .insert(schema.menus)
        .values({
          key: menu.key,
          name: menu.name,
          description: menu.description,
          position: menuPosition,
          deliveryHours: weeklyHours(menu.hours.delivery),
          pickupHours: weeklyHours(menu.hours.pickup),
        })
        .returning({ id: schema.menus.id });
      if (!menuRow) throw new Error(`Menu non créé : ${menu.key}`);
      menuIds.set(menu.key, menuRow.id);
      for (const [categoryPosition, category] of menu.categories.entries()) {
        const [categoryRow] = await tx
          .insert(schema.categories)
          .values({
            menuId: menuRow.id,
            key: category.key,
            name: category.name,
            description: category.description,
            position: categoryPosition,
          })
          .returning({ id: schema.categories.id });
        if (!categoryRow) throw new Error(`Catégorie non créée : ${category.key}`);
        categoryIds.set(category.key, categoryRow.id);
        for (const [itemPosition, item] of category.items.entries()) {
          const [itemRow] = await tx
            .insert(schema.items)
            .values({
              menuId: menuRow.id,
              categoryId: categoryRow.id,
              key: item.key,
              name: item.name,
              description: item.description,
              image: item.image,
              score: item.score,
              pricePickup: eurosToCents(item.price_pickup),
              priceDelivery: eurosToCents(item.price_delivery),
              taxRateBasisPoints: percentToBasisPoints(item.tax_rate),
              allergens: item.allergens,
              spiceLevel: item.spice_level,
              available: item.available,
              visible: item.visible,
              position: itemPosition,
            })
            .returning({ id: schema.items.id });
          if (!itemRow) throw new Error(`Article non créé : ${item.key}`);
          itemIds.set(item.key, itemRow.id);
          if (item.options.length > 0) {
            await tx.insert(schema.itemOptionGroups).values(
              item.options.map((group, position) => ({
                itemId: itemRow.id,
                groupId: groupIds.get(group) ?? 0,
                position,
              })),
            );
          }
        }
      }
    }

    const ids = (keys: string[], known: Map<string, number>) => keys.map((key) => known.get(key) ?? 0);
    if (file.offers.length > 0) {
      await tx.insert(schema.offers).values(
        file.offers.map((offer) => ({
          key: offer.key,
          name: offer.name,
          description: offer.description,
          type: offer.type,
          value: offerValue(offer),
          code: offer.code,
          isActive: offer.is_active,
          autoApply: offer.auto_apply,
          allowRepeat: offer.allow_repeat,
          days: offer.days,
          startsAt: offer.start,
          endsAt: offer.end,
          deliveryPickup: offer.delivery_pickup,
          minimumAmount: eurosToCents(offer.minimum_amount),
          firstOrder: offer.first_order,
          menuIds: ids(offer.menus, menuIds),
          categoryIds: ids(offer.categories, categoryIds),
          itemIds: ids(offer.items, itemIds),
        })),
      );
    }

    if (file.zones.length > 0) {
      await tx.insert(schema.deliveryZones).values(
        file.zones.map((zone) => ({
          name: zone.name,
          city: zone.city,
          postalCode: zone.postal_code,
          deliveryFee: eurosToCents(zone.delivery_fee),
          flatCharge: eurosToCents(zone.flat_charge),
          minimumOrder: eurosToCents(zone.minimum_order),
        })),
      );
    }
    return true;
  });
}
