import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A customer's account. The e-mail is stored trimmed and lower-cased, so one address is one account
 * however it is typed. Until `emailVerifiedAt` is set (a one-time code read in that mailbox), the
 * account cannot log in, and signing up again with the address replaces its details (ADR 029).
 */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  /** argon2id, in its PHC string (algorithm, parameters and salt with the hash). */
  passwordHash: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  phone: text().notNull(),
  /** The saved delivery address, prefilled at checkout; all null when none was saved. */
  address: text(),
  city: text(),
  postalCode: text(),
  country: text(),
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /**
   * Signups made with the address while it was unconfirmed. Past one, nobody can tell whose
   * password the account holds, so the password must come with the code that confirms it.
   */
  signups: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A logged-in browser. The token itself is only ever in the browser: the table keeps its SHA-256,
 * so a copy of the database opens no session. Logout and account deletion delete the row; a
 * password change deletes the account's other rows.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * The six-digit codes sent by e-mail, which prove the customer reads that mailbox (to verify the
 * address after signing up, or to choose a new password). Stored hashed; one live code per address:
 * a new one replaces the older. Dead after its expiry, its use, or its fifth try.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Attempts so far, the right one included: counted before the code is compared. */
    tries: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("one_time_codes_email_idx").on(table.email)],
);
