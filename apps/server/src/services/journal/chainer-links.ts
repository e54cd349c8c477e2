import { type Db, schema } from "@comptoir/db";
import { and, asc, desc, gt, lt, sql } from "drizzle-orm";
import { rowsOf } from "../sql-rows.ts";
import { CHAIN_START, chainHash } from "./chain-hash.ts";

const { journalEntries, journalChain } = schema;

/** Entries read and chained per statement: a long downtime's backlog goes in bounded steps. */
const BATCH = 500;

/** The chain's last link: seq 0 and `CHAIN_START` before the first. */
export interface Link {
  seq: number;
  hash: string;
}

/**
 * A sequence number no entry holds, seen by the chainer: a rolled-back transaction's, or one still
 * open that may yet commit it. `horizon` is the snapshot's xmax when it was seen: once the oldest
 * open transaction is at or past it, every transaction that held a number then has ended.
 * It is checked twice (`confirmed`), the second time from a snapshot taken after the first had
 * passed: a transaction that drew its number an instant before it had a transaction id is then
 * surely counted too.
 */
interface Hole {
  seq: number;
  /** The first entry seen above it: every missing number below it was drawn before it. */
  below: number;
  horizon: string;
  confirmed: boolean;
}

export interface ChainProgress {
  chained: number;
  last: Link;
  /** Every committed entry is chained and no hole is waiting to be told a gap. */
  caughtUp: boolean;
}

/**
 * Seals the entries written since the last link into the chain, in sequence order (ADR 066), one
 * batch per statement. Never waits on an order: it reads committed entries and writes only
 * `journal_chain`, which no order's transaction touches. The hole it waits on is kept between
 * passes.
 */
export function createLinker(clock: () => Date) {
  let hole: Hole | null = null;
  /** Missing numbers below this are gaps: no transaction that could write them is open. */
  let gapsBelow = 0;

  async function settleHole(db: Db) {
    if (!hole) return;
    const [snapshot] = rowsOf<{ passed: boolean; xmax: string }>(
      await db.execute(
        sql`select pg_snapshot_xmin(pg_current_snapshot()) >= ${hole.horizon}::xid8 as passed,
                   pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
      ),
    );
    if (!snapshot?.passed) return;
    if (!hole.confirmed) {
      hole = { ...hole, horizon: snapshot.xmax, confirmed: true };
      return;
    }
    gapsBelow = Math.max(gapsBelow, hole.below);
    hole = null;
  }

  async function chainNew(db: Db): Promise<ChainProgress> {
    await settleHole(db);
    let last = await lastLink(db);
    let chained = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(journalEntries)
        .where(gt(journalEntries.seq, last.seq))
        .orderBy(asc(journalEntries.seq))
        .limit(BATCH);
      const links: (typeof journalChain.$inferInsert)[] = [];
      let link = last;
      let blocked = false;
      const chainedAt = clock();
      for (const row of rows) {
        while (link.seq + 1 < row.seq) {
          const missing = link.seq + 1;
          if (missing >= gapsBelow) {
            if (hole?.seq !== missing)
              hole = { seq: missing, below: row.seq, horizon: await xmaxNow(db), confirmed: false };
            blocked = true;
            break;
          }
          link = { seq: missing, hash: chainHash(link.hash, { seq: missing, gap: true }) };
          links.push({ seq: link.seq, hash: link.hash, gap: true, chainedAt });
        }
        if (blocked) break;
        link = { seq: row.seq, hash: chainHash(link.hash, row) };
        links.push({ seq: link.seq, hash: link.hash, gap: false, chainedAt });
      }
      if (links.length > 0) {
        await db.insert(journalChain).values(links);
        chained += links.length;
        last = link;
      }
      if (blocked) return { chained, last, caughtUp: false };
      if (rows.length < BATCH) {
        if (hole && hole.seq <= last.seq) hole = null;
        return { chained, last, caughtUp: hole === null };
      }
    }
  }

  return { chainNew };
}

async function lastLink(db: Db): Promise<Link> {
  const [row] = await db
    .select({ seq: journalChain.seq, hash: journalChain.hash })
    .from(journalChain)
    .orderBy(desc(journalChain.seq))
    .limit(1);
  return row ?? { seq: 0, hash: CHAIN_START };
}

async function xmaxNow(db: Db): Promise<string> {
  const [row] = rowsOf<{ xmax: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`),
  );
  if (!row) throw new Error("pg_current_snapshot sans réponse");
  return row.xmax;
}

/** The entries numbered in [from, to], in order. */
export function entriesBetween(db: Db, from: number, to: number) {
  return db
    .select()
    .from(journalEntries)
    .where(and(gt(journalEntries.seq, from - 1), lt(journalEntries.seq, to + 1)))
    .orderBy(asc(journalEntries.seq));
}
