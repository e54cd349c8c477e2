import type { ClosingPayload, JournalStatusPayload } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import type { ClosingBody } from "@comptoir/domain";
import { count, desc, eq, gt } from "drizzle-orm";
import type { ShopKey } from "./shop-key.ts";

const { journalEntries, journalChain } = schema;

/** How many closings the journal's status lists, newest first. */
const CLOSINGS_LISTED = 100;

/**
 * The sales journal at a glance for the owner (ADR 066): the shop's public key, how far the chain
 * has sealed the entries and how many wait for it, and the latest closings, each of which has its
 * archive.
 */
export async function journalStatus(db: Db, key: ShopKey): Promise<JournalStatusPayload> {
  const [chained] = await db
    .select({ seq: journalChain.seq, hash: journalChain.hash })
    .from(journalChain)
    .orderBy(desc(journalChain.seq))
    .limit(1);
  const [waiting] = await db
    .select({ count: count() })
    .from(journalEntries)
    .where(gt(journalEntries.seq, chained?.seq ?? 0));
  const closings = await db
    .select({
      seq: journalEntries.seq,
      at: journalEntries.at,
      body: journalEntries.body,
      closes: journalEntries.closes,
    })
    .from(journalEntries)
    .where(eq(journalEntries.kind, "closing"))
    .orderBy(desc(journalEntries.seq))
    .limit(CLOSINGS_LISTED);
  return {
    public_key: key.publicKeyPem,
    chained: chained ? { seq: chained.seq, hash: chained.hash } : null,
    unchained: waiting?.count ?? 0,
    closings: closings.map(
      (row): ClosingPayload => ({
        closes: row.closes ?? "",
        seq: row.seq,
        at: row.at.toISOString(),
        net: (row.body as Partial<ClosingBody>).totals?.net ?? 0,
      }),
    ),
  };
}
