import { type Db, schema } from "@comptoir/db";
import type { JournalEntryKind } from "@comptoir/domain";

export interface NewJournalEntry {
  kind: JournalEntryKind;
  at: Date;
  orderId: number | null;
  /** The kind's body (`OrderPlacedBody`, `OrderPaidBody`…): figures only, no personal data. */
  body: object;
  /** A closing's period (`day:2026-11-26`), else absent. */
  closes?: string;
}

/**
 * Writes one entry of the sales journal (ADR 066) in the caller's transaction, so that it exists
 * exactly when the change does: one insert, its number from a sequence, no lock on a shared row.
 * The chainer seals it into the chain right after the commit. Returns its `seq`.
 */
export async function appendJournalEntry(tx: Pick<Db, "insert">, entry: NewJournalEntry): Promise<number> {
  const [row] = await tx
    .insert(schema.journalEntries)
    .values({
      kind: entry.kind,
      at: entry.at,
      orderId: entry.orderId,
      body: entry.body,
      closes: entry.closes ?? null,
    })
    .returning({ seq: schema.journalEntries.seq });
  if (!row) throw new Error("journal entry not written");
  return row.seq;
}

/**
 * An entry the order's placement writes in its one statement (`place_orders`, ADR 072, 081) instead of
 * an insert of its own: the same entry, given to the statement, which sets the day's number in
 * its body. Null: nothing to write (the bench's runs without the journal stand a module in for
 * this one, bench/without-journal-entries.ts).
 */
export function entryInPlacement(entry: NewJournalEntry): { kind: string; at: Date; body: object } | null {
  return { kind: entry.kind, at: entry.at, body: entry.body };
}
