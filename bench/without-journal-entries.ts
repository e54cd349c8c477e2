import type { Db } from "@comptoir/db";
import type { NewJournalEntry } from "../apps/server/src/services/journal/journal-entries.ts";

/**
 * The sales journal's writer taken out, for bench/journal.ts's runs "without" only: put in place
 * of apps/server/src/services/journal/journal-entries.ts by bench/without-journal-hooks.ts, it has
 * the same exports and writes nothing. Every sale event's caller still builds its entry; the
 * insert is what goes.
 */
export type { NewJournalEntry };

export async function appendJournalEntry(_tx: Pick<Db, "insert">, _entry: NewJournalEntry): Promise<number> {
  return 0;
}

/** The placement's statement writes no entry either. */
export function entryInPlacement(_entry: NewJournalEntry): null {
  return null;
}
