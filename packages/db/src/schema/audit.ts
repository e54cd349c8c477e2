import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit log (ADR 052): who of the team did what, when, from what to what. Append-only: a
 * trigger refuses every UPDATE and DELETE, so not even a bug of the application can rewrite it.
 * It names staff members, never a customer: no order's personal data is copied here.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Not a foreign key: removing a staff member must not touch the log. */
    staffId: integer(),
    /** Copied, so the log still reads after the person leaves the team. */
    staffName: text().notNull(),
    /** `draft.save`, `draft.delete`, `catalogue.publish`, `catalogue.restore`, `availability.item`… */
    action: text().notNull(),
    /** The thing acted on: a draft ref (`item:burger-piment`), `catalogue`, `staff:12`… */
    subject: text().notNull(),
    /** Its readable name when it was acted on ("Burger Piment"). */
    subjectName: text().notNull().default(""),
    before: jsonb(),
    after: jsonb(),
  },
  (table) => [
    index("audit_entries_at_idx").on(table.at),
    index("audit_entries_subject_idx").on(table.subject),
  ],
);
