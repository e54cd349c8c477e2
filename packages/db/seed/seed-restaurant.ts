import { readFileSync } from "node:fs";
import { restaurantFileReferenceProblems } from "@comptoir/contracts";
import { type RestaurantFile, restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { count, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../src/database.ts";
import * as schema from "../src/schema/index.ts";
import {
  categoryRow,
  choiceRows,
  groupRow,
  itemRow,
  menuRow,
  offerRow,
  settingRows,
  zoneRow,
} from "./catalogue-rows.ts";

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
 * Writes the restaurant of a data file into an empty database, in one transaction. Does nothing
 * when the database already holds a menu, so a restart never overwrites the owner's changes. The
 * advisory lock keeps two servers starting together on one PostgreSQL from seeding twice.
 */
export async function seedRestaurantIfEmpty(db: Db, file: RestaurantFile): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [existing] = await tx.select({ menus: count() }).from(schema.menus);
    if ((existing?.menus ?? 0) > 0) return false;

    await tx.insert(schema.settings).values(settingRows(file.settings));

    const groupIds = new Map<string, number>();
    for (const [groupPosition, group] of file.option_groups.entries()) {
      const [row] = await tx
        .insert(schema.optionGroups)
        .values(groupRow(group, groupPosition))
        .returning({ id: schema.optionGroups.id });
      if (!row) throw new Error(`Groupe d'options non créé : ${group.key}`);
      groupIds.set(group.key, row.id);
      await tx.insert(schema.optionChoices).values(choiceRows(group, row.id));
    }

    const ids = {
      menus: new Map<string, number>(),
      categories: new Map<string, number>(),
      items: new Map<string, number>(),
    };
    for (const [menuPosition, menu] of file.menus.entries()) {
      const [menuSaved] = await tx
        .insert(schema.menus)
        .values(menuRow(menu, menuPosition))
        .returning({ id: schema.menus.id });
      if (!menuSaved) throw new Error(`Menu non créé : ${menu.key}`);
      ids.menus.set(menu.key, menuSaved.id);
      for (const [categoryPosition, category] of menu.categories.entries()) {
        const [categorySaved] = await tx
          .insert(schema.categories)
          .values(categoryRow(category, menuSaved.id, categoryPosition))
          .returning({ id: schema.categories.id });
        if (!categorySaved) throw new Error(`Catégorie non créée : ${category.key}`);
        ids.categories.set(category.key, categorySaved.id);
        for (const [itemPosition, item] of category.items.entries()) {
          const [itemSaved] = await tx
            .insert(schema.items)
            .values(itemRow(item, { menuId: menuSaved.id, categoryId: categorySaved.id }, itemPosition))
            .returning({ id: schema.items.id });
          if (!itemSaved) throw new Error(`Article non créé : ${item.key}`);
          ids.items.set(item.key, itemSaved.id);
          if (item.options.length > 0) {
            await tx.insert(schema.itemOptionGroups).values(
              item.options.map((group, position) => ({
                itemId: itemSaved.id,
                groupId: groupIds.get(group) ?? 0,
                position,
              })),
            );
          }
        }
      }
    }

    if (file.offers.length > 0) {
      await tx
        .insert(schema.offers)
        .values(file.offers.map((offer, position) => offerRow(offer, position, ids)));
    }
    if (file.zones.length > 0) await tx.insert(schema.deliveryZones).values(file.zones.map(zoneRow));
    return true;
  });
}
