import { type Db, schema } from "@comptoir/db";
import { and, eq, gte, sql, sum } from "drizzle-orm";

export type ItemAddOutcome = "counted" | "unknown_menu" | "not_in_menu";

/** The UTC day of an instant, as the `item_adds.day` column holds it. */
function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * Counts one addition of `itemId` to a cart, from the menu `menuId`, on the day of `now`. The item
 * is checked against the database in the same statement that counts it (insert … select … where
 * the item belongs to the menu), so an item removed meanwhile is never counted nor a failure; the
 * upsert is atomic, so concurrent additions on several servers all count.
 */
export async function countItemAdd(
  db: Db,
  { menuId, itemId, now }: { menuId: number; itemId: number; now: Date },
): Promise<ItemAddOutcome> {
  const adds = schema.itemAdds;
  const items = schema.items;
  const counted = await db
    .insert(adds)
    .select(
      db
        .select({ itemId: items.id, day: sql`${utcDay(now)}::date`.as("day"), adds: sql`1`.as("adds") })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.menuId, menuId))),
    )
    .onConflictDoUpdate({ target: [adds.itemId, adds.day], set: { adds: sql`${adds.adds} + 1` } })
    .returning({ adds: adds.adds });
  if (counted.length > 0) return "counted";
  return (await menuExists(db, menuId)) ? "not_in_menu" : "unknown_menu";
}

/** Whether the menu `menuId` exists. */
export async function menuExists(db: Db, menuId: number): Promise<boolean> {
  const [menu] = await db
    .select({ id: schema.menus.id })
    .from(schema.menus)
    .where(eq(schema.menus.id, menuId));
  return menu !== undefined;
}

/** Additions to carts per item, from the UTC day of `since` on. */
export async function addsPerItem(db: Db, since: Date): Promise<Map<number, number>> {
  const adds = schema.itemAdds;
  const rows = await db
    .select({ itemId: adds.itemId, adds: sum(adds.adds).mapWith(Number) })
    .from(adds)
    .where(gte(adds.day, utcDay(since)))
    .groupBy(adds.itemId);
  return new Map(rows.map((row) => [row.itemId, row.adds]));
}
