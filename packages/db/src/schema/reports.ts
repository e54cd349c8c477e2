import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A closed service day's sums for the owner's reports (ADR 087): what a period's report reads
 * from the day's orders, lines and events, added up once after the journal closed the day, so that
 * a month's report reads thirty rows instead of its thirty thousand orders. A cache, never a
 * record: the orders stay the truth, a row is written again when the day's bounds change (another
 * closing hour or time zone), and it is deleted when a correction reaches back into its day (the
 * cash counted at a handover).
 */
export const reportDays = pgTable("report_days", {
  /** The service day, `2026-11-26`. */
  day: text().primaryKey(),
  /** The instants the sums were added up between: read only while the day's rule still gives them. */
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
  /** `DaySums` (apps/server/src/services/reports/day-sums.ts): cents, counts, basis points. */
  sums: jsonb().notNull(),
  writtenAt: timestamp({ withTimezone: true }).notNull(),
});
