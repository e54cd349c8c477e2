import type { AuditQuery } from "@comptoir/contracts/catalogue-requests";
import { type Db, schema } from "@comptoir/db";
import { and, desc, eq, like, lt, type SQL } from "drizzle-orm";

const { auditEntries } = schema;

/** Entries (grouped) on one page of the log. */
const AUDIT_PAGE_SIZE = 50;
/** Rows read at a time while filling a page: a page of groups may hold many more rows. */
const BATCH = 200;
const MINUTE_MS = 60_000;

type AuditRow = typeof auditEntries.$inferSelect;

export interface AuditEntryPayload {
  /** The newest row of the group. */
  id: number;
  /** The oldest row of the group: a page's `next_before` cursor is the last entry's. */
  first_id: number;
  at: string;
  staff_id: number | null;
  staff_name: string;
  action: string;
  subject: string;
  subject_name: string;
  /** The value before the group's first change, and after its last. */
  before: unknown;
  after: unknown;
  /** How many changes the entry stands for. */
  count: number;
}

/** Rows of one group: same person, same thing, same action, same minute of the clock. */
function sameGroup(a: AuditRow, b: AuditRow): boolean {
  return (
    a.staffId === b.staffId &&
    a.staffName === b.staffName &&
    a.subject === b.subject &&
    a.action === b.action &&
    Math.floor(a.at.getTime() / MINUTE_MS) === Math.floor(b.at.getTime() / MINUTE_MS)
  );
}

function payloadOf(rows: AuditRow[]): AuditEntryPayload {
  // Newest first: the first row is the last change, the last row the first.
  const newest = rows[0] as AuditRow;
  const oldest = rows[rows.length - 1] as AuditRow;
  return {
    id: newest.id,
    first_id: oldest.id,
    at: newest.at.toISOString(),
    staff_id: newest.staffId,
    staff_name: newest.staffName,
    action: newest.action,
    subject: newest.subject,
    subject_name: newest.subjectName,
    before: oldest.before,
    after: newest.after,
    count: rows.length,
  };
}

/** `action` is a prefix ("draft." finds every draft change): LIKE's own signs are taken literally. */
function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`;
}

/**
 * One page of the audit log (ADR 052), newest first. Consecutive rows of the same person, thing,
 * action and minute are one entry (ten saves of a price while typing it read as one change, from
 * the first value to the last, with its count). The grouping happens here, when reading, because
 * the table is append-only: no row is ever updated to merge it with the one before.
 * A page ends on a whole group; `next_before` continues after it, or is null at the log's start.
 */
export async function auditPage(
  db: Db,
  query: AuditQuery,
): Promise<{ entries: AuditEntryPayload[]; next_before: number | null }> {
  const filters: SQL[] = [];
  if (query.subject !== undefined) filters.push(eq(auditEntries.subject, query.subject));
  if (query.staff !== undefined) filters.push(eq(auditEntries.staffId, query.staff));
  if (query.action !== undefined) filters.push(like(auditEntries.action, prefixPattern(query.action)));
  const groups: AuditRow[][] = [];
  let cursor = query.before;
  let exhausted = false;
  // One group more than the page: only then is the page's last group known to be whole.
  while (groups.length <= AUDIT_PAGE_SIZE && !exhausted) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(...filters, ...(cursor === undefined ? [] : [lt(auditEntries.id, cursor)])))
      .orderBy(desc(auditEntries.id))
      .limit(BATCH);
    exhausted = rows.length < BATCH;
    for (const row of rows) {
      const current = groups[groups.length - 1];
      const first = current?.[0];
      if (current && first && sameGroup(first, row)) current.push(row);
      else groups.push([row]);
    }
    cursor = rows[rows.length - 1]?.id;
  }
  const entries = groups.slice(0, AUDIT_PAGE_SIZE).map(payloadOf);
  const last = entries[entries.length - 1];
  return { entries, next_before: groups.length > AUDIT_PAGE_SIZE && last ? last.first_id : null };
}
