import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { items } from "./menus.ts";

/** A group of choices offered with items ("1 sauce au choix"), shared by every item that offers it. */
export const optionGroups = pgTable("option_groups", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  minChoices: integer().notNull().default(0),
  maxChoices: integer().notNull().default(1),
  /** Among the groups, as the catalogue lists them (ADR 051). */
  position: integer().notNull().default(0),
});

export const optionChoices = pgTable(
  "option_choices",
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    key: text().notNull(),
    name: text().notNull(),
    /** Cents, added to the line once per unit of this choice. */
    price: integer().notNull().default(0),
    maxQuantity: integer().notNull().default(1),
    /** VAT in basis points when the choice has its own rate (a formule's drink); null: the item's. */
    taxRateBasisPoints: integer(),
    allergens: text().array().notNull().default([]),
    position: integer().notNull().default(0),
    /** "Épuisé" from the board, until the next opening day's start (ADR 039). */
    soldOutUntil: timestamp({ withTimezone: true }),
    /** "Masqué" from the board, until undone. */
    hidden: boolean().notNull().default(false),
  },
  (table) => [unique().on(table.groupId, table.key)],
);

export const itemOptionGroups = pgTable(
  "item_option_groups",
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    groupId: integer()
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.groupId] })],
);
