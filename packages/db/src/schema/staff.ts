import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export type StaffRole = "owner" | "staff";

/**
 * A person of the restaurant who works the order board (ADR 039). Not a customer: their own table
 * and sessions, so a customer's token never opens a staff call. An owner also adds and removes
 * staff and switches the board's automatic acceptance.
 */
export const staffMembers = pgTable("staff_members", {
  id: serial().primaryKey(),
  /** Trimmed and lower-cased, like customers' addresses. */
  email: text().notNull().unique(),
  /** What the board and an order's history call them ("Nadia"). */
  name: text().notNull(),
  role: text().$type<StaffRole>().notNull(),
  /** argon2id, in its PHC string. */
  passwordHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A logged-in board: only the token's SHA-256 is kept, as for customers' sessions. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * When the password was last typed on this session (at login, or again when asked): publishing,
     * restoring, payment settings and team changes need it within 15 minutes (ADR 051).
     */
    passwordConfirmedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);
