import { type Db, schema } from "@comptoir/db";
import { count, gt, max } from "drizzle-orm";
import { createChainer } from "../services/journal/chainer.ts";
import { openJournal } from "../services/journal/chainer-opening.ts";
import { insertSoldOrder, recordRefund, recordSale } from "../services/journal/chainer-testing.ts";
import { appendJournalEntry } from "../services/journal/journal-entries.ts";

const { journalEntries, journalChain } = schema;

/** Entries written but not chained yet. */
async function unchained(db: Db): Promise<number> {
  const [last] = await db.select({ seq: max(journalChain.seq) }).from(journalChain);
  const [waiting] = await db
    .select({ count: count() })
    .from(journalEntries)
    .where(gt(journalEntries.seq, last?.seq ?? 0));
  return waiting?.count ?? 0;
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

/**
 * A journal as the shop writes it, for tests of what reads it (archives, backups): opened, sales
 * (card and cash) on 29 and 30 November 2026, a rolled-back number (a gap), a refund, and the real
 * chainer's passes until every day of November and the month are closed (its clock at 1 December).
 * Returns the orders it sold.
 */
export async function writeClosedNovember(db: Db): Promise<{ orders: number }> {
  let now = new Date("2026-11-29T11:00:00Z");
  const chainer = createChainer({ clock: () => now });
  // Until nothing is left to chain or close (a gap is told after a few passes: no sleep, no timing).
  const settle = async () => {
    for (let passes = 0; passes < 50; passes++) {
      const pass = await chainer.pass(db);
      if (pass.chained === 0 && pass.closed.length === 0 && (await unchained(db)) === 0) return;
    }
    throw new Error("the chainer did not settle");
  };
  const sale = async (at: string, method: "card" | "cash") => {
    const id = await insertSoldOrder(db, { at: new Date(at), method });
    await recordSale(db, id, new Date(at));
    return id;
  };
  await openJournal(db, now);
  const card = await sale("2026-11-29T11:00:00Z", "card");
  await sale("2026-11-29T12:30:00Z", "cash");
  await settle();
  now = new Date("2026-11-30T05:00:00Z");
  await settle();
  await sale("2026-11-30T18:00:00Z", "cash");
  await journalGap(db, new Date("2026-11-30T18:30:00Z"));
  await recordRefund(db, card, new Date("2026-11-30T19:00:00Z"));
  await settle();
  now = new Date("2026-12-01T05:00:00Z");
  await settle();
  return { orders: 3 };
}
