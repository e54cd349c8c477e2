import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * The sales journal (ADR 066): every sale event (an order placed, paid, its cash collected,
 * refused, cancelled, refunded) and every closing, written in the transaction of the change.
 * Append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE. It holds no personal data
 * (order ids and amounts), so anonymising a deleted account's orders never touches it.
 * `seq` is drawn from a sequence, which is not a lock: entries of concurrent orders never wait for
 * each other. Their order is then sealed by `journal_chain`.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    seq: bigserial({ mode: "number" }).primaryKey(),
    /** See `JournalEntryKind` in the domain. */
    kind: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Not a foreign key: the journal must never follow a change of the orders. */
    orderId: integer(),
    /** The entry's figures, in the shape its kind gives (`JournalEntryBody`): cents, basis points. */
    body: jsonb().notNull(),
    /**
     * A closing's period, `day:2026-11-26`, `month:2026-11` or `year:2026`: unique, so a period is
     * closed once however many processes try.
     */
    closes: text().unique(),
  },
  (table) => [
    index("journal_entries_order_idx").on(table.orderId),
    index("journal_entries_at_idx").on(table.at),
  ],
);

/**
 * The chain over the journal (ADR 066), written by one chainer right after the entries: each row's
 * `hash` is SHA-256 of the previous row's hash and the canonical JSON of its entry. A sequence
 * number no entry holds (its transaction rolled back) is chained as a gap once no transaction that
 * could still write it is open, so that a reader tells a gap from a deleted entry. Append-only.
 */
export const journalChain = pgTable("journal_chain", {
  seq: bigint({ mode: "number" }).primaryKey(),
  /** Hex SHA-256. */
  hash: text().notNull(),
  /** True where no entry holds `seq`. */
  gap: boolean().notNull().default(false),
  chainedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Cash the team collected for a cash order at handover (the amount, not the change given). A wrong
 * amount is corrected by a new row naming the first (`corrects`), never by editing it: the till
 * counts the last row of each order. Append-only; each row has its journal entry.
 */
export const cashCollections = pgTable(
  "cash_collections",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** Cents collected. */
    amount: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Not a foreign key: removing a staff member must not touch the record. */
    staffId: integer(),
    /** Copied, so the record still reads after the person leaves the team. */
    staffName: text().notNull(),
    /** The row this one corrects. */
    corrects: integer(),
  },
  (table) => [
    index("cash_collections_order_idx").on(table.orderId),
    // One correction per row: two tablets correcting the same amount at once make one.
    uniqueIndex("cash_collections_corrects_unique").on(table.corrects),
  ],
);
