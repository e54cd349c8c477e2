import { date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { items } from "./menus.ts";

/**
 * How many times each item was put in a cart, per day (UTC), as the storefront announces it: the
 * popular list reads it (ADR 022). One row per item and day, raised by one atomic upsert, so every
 * server process counts into the same rows; a day keeps old additions out of the sales window.
 */
export const itemAdds = pgTable(
  "item_adds",
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    adds: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.day] })],
);
