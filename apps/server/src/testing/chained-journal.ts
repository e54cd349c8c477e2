import { type Db, schema } from "@comptoir/db";
import { asc, desc, gt } from "drizzle-orm";
import { CHAIN_START, chainHash } from "../services/journal/chain-hash.ts";
import { appendJournalEntry } from "../services/journal/journal-entries.ts";

const { journalEntries, journalChain } = schema;

/**
 * What the chainer does, for tests of what reads the chain (archives, backups): every entry not
 * chained yet gets its link, a number no entry holds its gap link. Run when no transaction is open.
 */
async function chainJournal(db: Db, now: Date): Promise<void> {
  const [last] = await db.select().from(journalChain).orderBy(desc(journalChain.seq)).limit(1);
  let previous = last?.hash ?? CHAIN_START;
  let next = last ? last.seq + 1 : null;
  const entries = await db
    .select()
    .from(journalEntries)
    .where(gt(journalEntries.seq, last?.seq ?? 0))
    .orderBy(asc(journalEntries.seq));
  for (const entry of entries) {
    for (; next !== null && next < entry.seq; next += 1) {
      previous = chainHash(previous, { seq: next, gap: true });
      await db.insert(journalChain).values({ seq: next, hash: previous, gap: true, chainedAt: now });
    }
    previous = chainHash(previous, entry);
    await db.insert(journalChain).values({ seq: entry.seq, hash: previous, gap: false, chainedAt: now });
    next = entry.seq + 1;
  }
}

/** A rolled-back change that took a journal number: the chain's gap to come. */
async function journalGap(db: Db, at: Date): Promise<void> {
  await db
    .transaction(async (tx) => {
      await appendJournalEntry(tx, { kind: "order_placed", at, orderId: null, body: { total: 0 } });
      tx.rollback();
    })
    .catch(() => undefined);
}

const rate = (incl: number) => {
  const excl = Math.round(incl / 1.1);
  return { rate: 1000, excl, tax: incl - excl, incl };
};

/** A card sale of `total` cents on one 10 % rate. */
export function paidEntry(orderId: number, total: number, at: Date) {
  return {
    kind: "order_paid" as const,
    at,
    orderId,
    body: { total, rates: [rate(total)], method: "card" },
  };
}

/**
 * Two service days closed, then a month (November 2026): entries, a gap, the closings, all chained.
 * The closings' bodies are what the chainer would write, their figures simplified.
 */
export async function writeClosedNovember(db: Db): Promise<void> {
  const day = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  const closing = (closes: string, at: Date, net: number) => ({
    kind: "closing" as const,
    at,
    orderId: null,
    body: { period: closes.split(":")[0], label: closes.split(":")[1], totals: { net } },
    closes,
  });
  await appendJournalEntry(db, paidEntry(1, 1250, day("2026-11-25", 12)));
  await appendJournalEntry(db, {
    kind: "cash_collected",
    at: day("2026-11-25", 13),
    orderId: 2,
    body: { amount: 2000, corrects: null },
  });
  await appendJournalEntry(db, paidEntry(2, 1890, day("2026-11-25", 13)));
  await appendJournalEntry(db, closing("day:2026-11-25", day("2026-11-26", 3), 3140));
  await appendJournalEntry(db, paidEntry(3, 990, day("2026-11-26", 19)));
  await journalGap(db, day("2026-11-26", 20));
  await appendJournalEntry(db, {
    kind: "order_refunded",
    at: day("2026-11-26", 21),
    orderId: 1,
    body: { total: 1250, rates: [rate(1250)] },
  });
  await appendJournalEntry(db, closing("day:2026-11-26", day("2026-11-27", 3), -260));
  await chainJournal(db, day("2026-11-27", 3));
  await appendJournalEntry(db, closing("month:2026-11", day("2026-11-27", 3), 2880));
  await chainJournal(db, day("2026-11-27", 3));
}
