import { type Db, schema } from "@comptoir/db";
import { journalOrderAmounts, journalTotals, type OpeningBody, type TotalledEntry } from "@comptoir/domain";
import { and, asc, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { appendJournalEntry } from "./journal-entries.ts";

const { journalEntries, orders, orderLines } = schema;

/** Held while a process checks that the journal is empty and opens it: two starts open it once. */
const OPENING_LOCK = 4246;
/** Orders read per statement: an old shop's history goes in bounded steps. */
const PAGE = 500;

/**
 * The journal's first entry (ADR 066), written once, when it is empty: what the orders paid and
 * refunded before the journal existed add up to, by the same rule as the entries
 * (`journalOrderAmounts` from their stored lines, `journalTotals`). Its totals are the first grand
 * totals. Called at each start before the server takes orders, so it is the first entry chained.
 * True when this call wrote it.
 */
export async function openJournal(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OPENING_LOCK})`);
    const [any] = await tx.select({ seq: journalEntries.seq }).from(journalEntries).limit(1);
    if (any) return false;
    const entries: TotalledEntry[] = [];
    let paid = 0;
    for (let afterId = 0; ; ) {
      const page = await tx
        .select()
        .from(orders)
        .where(and(gt(orders.id, afterId), or(isNotNull(orders.paidAt), isNotNull(orders.refundedAt))))
        .orderBy(asc(orders.id))
        .limit(PAGE);
      if (page.length === 0) break;
      afterId = page.at(-1)?.id ?? afterId;
      const lines = await tx
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            page.map((order) => order.id),
          ),
        );
      for (const order of page) {
        const amounts = journalOrderAmounts({
          ...order,
          lines: lines.filter((line) => line.orderId === order.id),
        });
        // Numbered only to keep them apart: these entries are never written.
        if (order.paidAt) {
          paid += 1;
          entries.push({
            seq: -entries.length - 1,
            kind: "order_paid",
            body: { method: order.paymentMethod, ...amounts },
          });
        }
        if (order.refundedAt)
          entries.push({ seq: -entries.length - 1, kind: "order_refunded", body: amounts });
      }
    }
    // Cash counted at handover is recorded only since the journal exists: the till starts at zero.
    const body: OpeningBody = { orders: paid, totals: journalTotals(entries) };
    await appendJournalEntry(tx, { kind: "opening", at: now, orderId: null, body });
    return true;
  });
}
