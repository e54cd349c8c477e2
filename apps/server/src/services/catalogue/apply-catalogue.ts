import { isDeepStrictEqual } from "node:util";
import { isOperationalSetting, OPERATIONAL_SETTING_PREFIXES } from "@comptoir/contracts/catalogue-draft";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import {
  categoryRow,
  choiceRows,
  type Db,
  groupRow,
  itemRow,
  menuRow,
  offerRow,
  schema,
  settingRows,
  zoneRow,
} from "@comptoir/db";
import { and, asc, getTableName, inArray, notLike, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

const { settings, optionGroups, optionChoices, menus, categories, items, itemOptionGroups, offers } = schema;

/** Rows per statement: a 1,000-dish catalogue stays under the engines' limit of bound parameters. */
const SLICE = 500;

function slices<T>(rows: T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += SLICE) parts.push(rows.slice(start, start + SLICE));
  return parts;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `set` of an upsert: these columns take the values the insert proposed. */
function fromProposed(columns: string[]): Record<string, SQL> {
  return Object.fromEntries(columns.map((name) => [name, sql.raw(`excluded.${snakeCase(name)}`)]));
}

/** Only a row whose columns change is written again: a publish of one price writes one row. */
function whenChanged(table: PgTable, columns: string[]): SQL {
  const name = getTableName(table);
  const current = columns.map((column) => `"${name}"."${snakeCase(column)}"`).join(", ");
  const proposed = columns.map((column) => `excluded."${snakeCase(column)}"`).join(", ");
  return sql.raw(`(${current}) is distinct from (${proposed})`);
}

type Keyed = { key: string; groupId?: number };
type Saved = Keyed & { id: number };

/** What an upsert needs of drizzle's insert, whichever table it writes. */
interface Upsert {
  values(rows: unknown[]): {
    onConflictDoUpdate(config: { target: PgColumn | PgColumn[]; set: Record<string, SQL>; setWhere: SQL }): {
      returning(fields: Record<string, PgColumn>): Promise<Saved[]>;
    };
  };
}

/**
 * Inserts rows, or updates the row already holding their key in place (same id) when something
 * of it changed, in slices; the ids of all of them by key (`existing` gives those of the rows left
 * as they were). `updated` names the columns a publish owns: the others (sold out, hidden,
 * available) keep what the board set.
 */
async function upsertByKey<Row extends Keyed>(
  tx: Db,
  table: PgTable & { id: PgColumn; key: PgColumn; groupId?: PgColumn },
  target: PgColumn | PgColumn[],
  rows: Row[],
  updated: (keyof Row & string)[],
  existing: Map<string, number>,
  keyOf: (row: Keyed) => string = (row) => row.key,
): Promise<Map<string, number>> {
  const written = new Map<string, number>();
  const returning: Record<string, PgColumn> = { id: table.id, key: table.key };
  if (table.groupId) returning.groupId = table.groupId;
  for (const part of slices(rows)) {
    const saved = await (tx.insert(table) as unknown as Upsert)
      .values(part)
      .onConflictDoUpdate({ target, set: fromProposed(updated), setWhere: whenChanged(table, updated) })
      .returning(returning);
    for (const row of saved) written.set(keyOf(row), row.id);
  }
  return new Map(rows.map((row) => [keyOf(row), written.get(keyOf(row)) ?? existing.get(keyOf(row)) ?? 0]));
}

const idsByKey = (rows: Saved[], keyOf: (row: Keyed) => string = (row) => row.key) =>
  new Map(rows.map((row) => [keyOf(row), row.id]));

/** The ids of the rows of `table` whose key the document no longer holds. */
function gone(existing: { id: number; key: string }[], kept: Map<string, number>): number[] {
  return existing.filter((row) => !kept.has(row.key)).map((row) => row.id);
}

/**
 * Writes a catalogue's document into the live tables by key, in the caller's transaction (ADR 051):
 * a key already there is updated in place and keeps its id (carts, recommendations and past orders
 * hold ids), a new key is inserted, a key the document no longer holds is deleted (`order_lines`
 * have no foreign key to items; `item_adds` follow their item). Positions follow the document's
 * order. Operational state is never written: the `pause.*`/`kitchen.*` settings, and an existing
 * dish's or choice's sold out, hidden and `available`. A few statements per table, whatever the
 * catalogue's size.
 */
export async function applyCatalogue(tx: Db, file: RestaurantFile): Promise<void> {
  // Settings: the document's replace every catalogue setting; the board's stay.
  await tx
    .delete(settings)
    .where(and(...OPERATIONAL_SETTING_PREFIXES.map((prefix) => notLike(settings.name, `${prefix}%`))));
  const rows = settingRows(file.settings).filter(({ name }) => !isOperationalSetting(name));
  for (const part of slices(rows)) await tx.insert(settings).values(part);

  // One after the other: a transaction is one connection, which takes one query at a time.
  const oldGroups = await tx.select({ id: optionGroups.id, key: optionGroups.key }).from(optionGroups);
  const oldChoices = await tx
    .select({ id: optionChoices.id, key: optionChoices.key, groupId: optionChoices.groupId })
    .from(optionChoices);
  const oldMenus = await tx.select({ id: menus.id, key: menus.key }).from(menus);
  const oldCategories = await tx.select({ id: categories.id, key: categories.key }).from(categories);
  const oldItems = await tx.select({ id: items.id, key: items.key }).from(items);
  const oldOffers = await tx.select({ id: offers.id, key: offers.key }).from(offers);

  // Offers removed first, then the codes of those kept let go: a code may pass from one offer to
  // another in the same publish without meeting itself in the unique index.
  const offerKeys = new Set(file.offers.map((offer) => offer.key));
  const offersGone = oldOffers.filter((offer) => !offerKeys.has(offer.key)).map((offer) => offer.id);
  if (offersGone.length > 0) await tx.delete(offers).where(inArray(offers.id, offersGone));
  if (oldOffers.length > offersGone.length) await tx.update(offers).set({ code: null });

  // Option groups and their choices (a choice's key is its group's own).
  const groupIds = await upsertByKey(
    tx,
    optionGroups,
    optionGroups.key,
    file.option_groups.map((group, position) => groupRow(group, position)),
    ["name", "minChoices", "maxChoices", "position"],
    idsByKey(oldGroups),
  );
  const choiceKey = (groupId: number | undefined, key: string) => `${groupId}:${key}`;
  const choiceIds = await upsertByKey(
    tx,
    optionChoices,
    [optionChoices.groupId, optionChoices.key],
    file.option_groups.flatMap((group) => choiceRows(group, groupIds.get(group.key) ?? 0)),
    ["name", "price", "maxQuantity", "taxRateBasisPoints", "allergens", "position"],
    idsByKey(oldChoices, (row) => choiceKey(row.groupId, row.key)),
    (row) => choiceKey(row.groupId, row.key),
  );
  const choicesGone = oldChoices
    .filter((choice) => !choiceIds.has(choiceKey(choice.groupId, choice.key)))
    .map((choice) => choice.id);
  if (choicesGone.length > 0) await tx.delete(optionChoices).where(inArray(optionChoices.id, choicesGone));

  // Menus, then their categories, then their items: a category or an item may change parent,
  // so parents are written before their children and removed only after.
  const menuIds = await upsertByKey(
    tx,
    menus,
    menus.key,
    file.menus.map((menu, position) => menuRow(menu, position)),
    ["name", "description", "position", "deliveryHours", "pickupHours"],
    idsByKey(oldMenus),
  );
  const categoryIds = await upsertByKey(
    tx,
    categories,
    categories.key,
    file.menus.flatMap((menu) =>
      menu.categories.map((category, position) =>
        categoryRow(category, menuIds.get(menu.key) ?? 0, position),
      ),
    ),
    ["menuId", "name", "description", "photo", "makeTime", "position"],
    idsByKey(oldCategories),
  );
  const itemIds = await upsertByKey(
    tx,
    items,
    items.key,
    file.menus.flatMap((menu) =>
      menu.categories.flatMap((category) =>
        category.items.map((item, position) =>
          itemRow(
            item,
            { menuId: menuIds.get(menu.key) ?? 0, categoryId: categoryIds.get(category.key) ?? 0 },
            position,
          ),
        ),
      ),
    ),
    [
      "menuId",
      "categoryId",
      "name",
      "description",
      "image",
      "photo",
      "makeTime",
      "score",
      "pricePickup",
      "priceDelivery",
      "taxRateBasisPoints",
      "allergens",
      "spiceLevel",
      "visible",
      "position",
    ],
    idsByKey(oldItems),
  );
  const itemsGone = gone(oldItems, itemIds);
  for (const part of slices(itemsGone)) await tx.delete(items).where(inArray(items.id, part));
  const categoriesGone = gone(oldCategories, categoryIds);
  if (categoriesGone.length > 0) await tx.delete(categories).where(inArray(categories.id, categoriesGone));
  const menusGone = gone(oldMenus, menuIds);
  if (menusGone.length > 0) await tx.delete(menus).where(inArray(menus.id, menusGone));
  const groupsGone = gone(oldGroups, groupIds);
  if (groupsGone.length > 0) await tx.delete(optionGroups).where(inArray(optionGroups.id, groupsGone));

  // Which groups a dish offers, in order: those of a dish whose list changed are written again
  // (links hold nothing of their own; a removed dish's went with it).
  const wanted = new Map<number, number[]>();
  for (const menu of file.menus)
    for (const category of menu.categories)
      for (const item of category.items)
        wanted.set(
          itemIds.get(item.key) ?? 0,
          item.options.map((group) => groupIds.get(group) ?? 0),
        );
  const held = new Map<number, number[]>();
  const oldLinks = await tx
    .select()
    .from(itemOptionGroups)
    .orderBy(asc(itemOptionGroups.itemId), asc(itemOptionGroups.position));
  for (const link of oldLinks) held.set(link.itemId, [...(held.get(link.itemId) ?? []), link.groupId]);
  const relinked = [...wanted].filter(
    ([itemId, groups]) => !isDeepStrictEqual(held.get(itemId) ?? [], groups),
  );
  for (const part of slices(relinked.map(([itemId]) => itemId)))
    await tx.delete(itemOptionGroups).where(inArray(itemOptionGroups.itemId, part));
  const links = relinked.flatMap(([itemId, groups]) =>
    groups.map((groupId, position) => ({ itemId, groupId, position })),
  );
  for (const part of slices(links)) await tx.insert(itemOptionGroups).values(part);

  await upsertByKey(
    tx,
    offers,
    offers.key,
    file.offers.map((offer, position) =>
      offerRow(offer, position, { menus: menuIds, categories: categoryIds, items: itemIds }),
    ),
    [
      "name",
      "description",
      "type",
      "value",
      "code",
      "isActive",
      "autoApply",
      "allowRepeat",
      "days",
      "startsAt",
      "endsAt",
      "deliveryPickup",
      "minimumAmount",
      "firstOrder",
      "menuIds",
      "categoryIds",
      "itemIds",
      "position",
    ],
    idsByKey(oldOffers),
  );

  // Zones have no key and nothing points at them: replaced whole.
  await tx.delete(schema.deliveryZones);
  if (file.zones.length > 0) await tx.insert(schema.deliveryZones).values(file.zones.map(zoneRow));
}
