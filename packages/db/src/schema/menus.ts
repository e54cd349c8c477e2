import type { FramedPhoto, MakeTime, WeeklyHours } from "@comptoir/domain";
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A menu (lunch, evening, drinks) with the hours it can be ordered, per service, in local time. */
export const menus = pgTable("menus", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  position: integer().notNull().default(0),
  deliveryHours: jsonb().$type<WeeklyHours>().notNull(),
  pickupHours: jsonb().$type<WeeklyHours>().notNull(),
});

export const categories = pgTable("categories", {
  id: serial().primaryKey(),
  menuId: integer()
    .notNull()
    .references(() => menus.id, { onDelete: "cascade" }),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  position: integer().notNull().default(0),
  /** The category's photo and its crop (ADR 055); null: none. */
  photo: jsonb().$type<FramedPhoto>(),
  /** Its dishes' make time in minutes of work (ADR 061), unless a dish has its own; null: none. */
  makeTime: jsonb().$type<MakeTime>(),
});

export const items = pgTable("items", {
  id: serial().primaryKey(),
  menuId: integer()
    .notNull()
    .references(() => menus.id, { onDelete: "cascade" }),
  categoryId: integer()
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  image: text().notNull(),
  /** The dish's photo and its crop (ADR 055), shown instead of `image`; null: none. */
  photo: jsonb().$type<FramedPhoto>(),
  /** The dish's own make time (ADR 061), instead of its category's; null: its category's. */
  makeTime: jsonb().$type<MakeTime>(),
  score: integer().notNull().default(0),
  /** Cents. */
  pricePickup: integer().notNull(),
  /** Cents. */
  priceDelivery: integer().notNull(),
  /** VAT in basis points (1000 = 10 %), so that 5,5 % stays an integer. */
  taxRateBasisPoints: integer().notNull().default(1000),
  allergens: text().array().notNull().default([]),
  spiceLevel: integer().notNull().default(0),
  /** False while sold out: still listed, greyed, not orderable. */
  available: boolean().notNull().default(true),
  /**
   * Marked "épuisé" from the board: sold out until this instant (the next opening day's start),
   * then orderable again by itself (ADR 039).
   */
  soldOutUntil: timestamp({ withTimezone: true }),
  /** Marked "masqué" from the board: off the menu until someone undoes it. */
  hidden: boolean().notNull().default(false),
  /**
   * The catalogue's own choice (ADR 051): false keeps the dish in the catalogue but off the menu.
   * Unlike `hidden`, it is part of the draft and of every published version.
   */
  visible: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});
