import { type Db, schema } from "@comptoir/db";

/** Who of the team acted: copied into each entry, so the log reads after they leave. */
export interface AuditActor {
  id: number;
  name: string;
}

export interface AuditEntry {
  action: string;
  subject: string;
  subjectName?: string;
  before?: unknown;
  after?: unknown;
  /** Who acted when no member of the team did (a command at the server's terminal). */
  staffName?: string;
}

/**
 * Appends to the audit log (ADR 052), in the caller's transaction when given one, so the entry
 * exists exactly when the change does. Never a customer's personal data in `before`/`after`.
 */
export async function recordAudit(
  db: Pick<Db, "insert">,
  actor: AuditActor | null,
  at: Date,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(schema.auditEntries).values({
    at,
    staffId: actor?.id ?? null,
    // A scheduled publish happens with nobody connected: the log says so.
    staffName: actor?.name ?? entry.staffName ?? "Publication programmée",
    action: entry.action,
    subject: entry.subject,
    subjectName: entry.subjectName ?? "",
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
