import type { Weekday } from "@comptoir/domain";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export type OfferType = "free_delivery" | "free_item" | "buy_one_get_one" | "percentage" | "fixed_amount";
export type OfferService = "both" | "pickup" | "delivery";

/** An automatic offer or a coupon, in the full form of the spec. */
export const offers = pgTable(
  "offers",
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(""),
    type: text().$type<OfferType>().notNull(),
    /** Percent for `percentage`, cents for `fixed_amount`, 0 otherwise. */
    value: integer().notNull().default(0),
    /** The coupon code customers type, matched without regard to case; null for automatic offers. */
    code: text(),
    isActive: boolean().notNull().default(true),
    autoApply: boolean().notNull().default(false),
    allowRepeat: boolean().notNull().default(false),
    days: jsonb().$type<Weekday[]>().notNull().default([]),
    startsAt: text(),
    endsAt: text(),
    deliveryPickup: text().$type<OfferService>().notNull().default("both"),
    /** Cents. */
    minimumAmount: integer().notNull().default(0),
    /** Only for a signed-in customer's first order (ADR 050). */
    firstOrder: boolean().notNull().default(false),
    menuIds: jsonb().$type<number[]>().notNull().default([]),
    categoryIds: jsonb().$type<number[]>().notNull().default([]),
    itemIds: jsonb().$type<number[]>().notNull().default([]),
    /** Among the offers, as the catalogue lists them (ADR 051). */
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex("offers_code_lower_unique").on(sql`lower(${table.code})`)],
);
