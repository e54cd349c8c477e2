import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type SimulatedPaymentStatus = "requires_payment_method" | "requires_action" | "succeeded" | "canceled";

/**
 * The built-in simulated card provider's payment intents ("mode démo"). They live in the database,
 * not in memory, so any server of several can confirm an intent another one created.
 */
export const simulatedPaymentIntents = pgTable("simulated_payment_intents", {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  customerId: text(),
  /** Cents. */
  amount: integer().notNull(),
  currency: text().notNull().default("eur"),
  status: text().$type<SimulatedPaymentStatus>().notNull().default("requires_payment_method"),
  lastError: text(),
  /** The simulated refund of a succeeded intent (ADR 042): one per intent, never two. */
  refundId: text(),
  /** Cents given back. */
  refundedAmount: integer(),
  refundedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
