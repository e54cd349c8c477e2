import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of attempts per key (e.g. "coupon:<client>") and fixed time window, shared by every
 * server process through the database.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
