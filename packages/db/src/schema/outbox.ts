import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail the shop sends (one-time codes, receipts) is written here first. Without SMTP it stays
 * here, printed to the log and readable on the development mailbox page; with SMTP it is sent and
 * marked, so a crash between "order stored" and "mail sent" loses no mail.
 */
export const outboxEmails = pgTable("outbox_emails", {
  id: serial().primaryKey(),
  recipient: text().notNull(),
  subject: text().notNull(),
  textBody: text().notNull(),
  htmlBody: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
  /** Set by the server sending it, so that two servers retrying unsent mail never send one twice. */
  claimedAt: timestamp({ withTimezone: true }),
  lastError: text(),
});
