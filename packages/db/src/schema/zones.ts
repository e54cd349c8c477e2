import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** A delivery zone matched by postal code, for restaurants with zone-based delivery fees. */
export const deliveryZones = pgTable("delivery_zones", {
  id: serial().primaryKey(),
  name: text().notNull(),
  city: text().notNull(),
  postalCode: text().notNull(),
  /** Cents. */
  deliveryFee: integer().notNull(),
  /** Cents, added when the order is below the zone's minimum. */
  flatCharge: integer().notNull().default(0),
  /** Cents. */
  minimumOrder: integer().notNull().default(0),
});
