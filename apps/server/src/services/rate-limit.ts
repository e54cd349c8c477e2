import { type Db, schema } from "@comptoir/db";
import { fill, serverFailures } from "@comptoir/messages";
import { and, like, lt, sql } from "drizzle-orm";
import { databaseBatches } from "./database-batches.ts";

export interface RateLimitPolicy {
  /** Names the counters in the table (`<name>:<client>`), so limiters never share them. */
  name: string;
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt of `client` now and says whether it may go on. */
  hit(client: string, now: Date): Promise<RateLimitDecision>;
}

const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * A fixed-window counter per client in PostgreSQL, so every server process sees the same counts
 * (docs/product.md#system: no shared state in memory). Each attempt is counted by an atomic
 * upsert, which holds under concurrent requests; refused attempts are counted too, so hammering
 * never reopens the door early. The attempts that come together, of every client and limiter, are
 * counted in one statement (ADR 082). The first hit of a window in this process also deletes this
 * limiter's finished windows: the table only ever holds the current window of each client (and
 * those another process has not swept yet). Once per window, not once per client: in a rush every
 * order is a new customer's first hit, and the sweep would be one more statement per order.
 */
export function createRateLimiter(db: Db, policy: RateLimitPolicy): RateLimiter {
  if (!NAME.test(policy.name))
    throw new Error(fill(serverFailures.limiterNameInvalid, { name: policy.name }));
  if (!(policy.limit >= 1 && policy.windowMs >= 1000)) throw new Error(serverFailures.limiterPolicyInvalid);
  const table = schema.rateLimitHits;
  const prefix = `${policy.name}:`;
  const hits = attempts(db);
  /** The start of the last window whose older ones this process deleted. */
  let sweptBefore = Number.NEGATIVE_INFINITY;

  return {
    async hit(client, now) {
      const windowStart = Math.floor(now.getTime() / policy.windowMs) * policy.windowMs;
      const counted = await hits.add({ key: prefix + client, windowStart });
      if (windowStart > sweptBefore) {
        sweptBefore = windowStart;
        await db
          .delete(table)
          .where(and(like(table.key, `${prefix}%`), lt(table.windowStart, new Date(windowStart))));
      }
      if (counted <= policy.limit) return { allowed: true, remaining: policy.limit - counted };
      const windowEnd = windowStart + policy.windowMs;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
      };
    },
  };
}

/** One attempt: the client's counter (`<limiter>:<client>`) and its window's start, in ms. */
interface Attempt {
  key: string;
  windowStart: number;
}

/** Attempts counted per statement: a rush's orders, logins and coupons of a moment. */
const MOST_IN_A_BATCH = 256;

/**
 * Counts a batch of attempts in one upsert and gives each its rank in its counter's window, as if
 * they had come one by one in the batch's order. A statement may not update a row twice, so the
 * same counter's attempts go as one row adding their number; each then gets the count before them
 * plus its place among them.
 */
const attempts = databaseBatches<Attempt, number>(async (db, batch) => {
  const counters = new Map<string, { index: number; key: string; windowStart: string; hits: number }>();
  const counterOf = batch.map((attempt) => {
    const id = `${attempt.windowStart}|${attempt.key}`;
    let counter = counters.get(id);
    if (!counter) {
      counter = {
        index: counters.size,
        key: attempt.key,
        windowStart: new Date(attempt.windowStart).toISOString(),
        hits: 0,
      };
      counters.set(id, counter);
    }
    counter.hits += 1;
    return { counter, place: counter.hits };
  });
  const rows = [...counters.values()].map(({ index, key, windowStart, hits }) => ({
    i: index,
    key,
    window_start: windowStart,
    hits,
  }));
  const result = await db.execute(sql`
    with attempt as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as attempt(i integer, key text, window_start timestamptz, hits integer)
    ), counted as (
      insert into rate_limit_hits (key, window_start, hits)
      select key, window_start, hits from attempt
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + excluded.hits
      returning key, window_start, hits
    )
    select attempt.i, counted.hits from attempt join counted using (key, window_start)`);
  const totals: number[] = [];
  for (const row of (result as unknown as { rows: { i: number; hits: number }[] }).rows)
    totals[row.i] = row.hits;
  return counterOf.map(({ counter, place }) => {
    const total = totals[counter.index];
    return total === undefined ? new Error(serverFailures.rateLimitNotCounted) : total - counter.hits + place;
  });
}, MOST_IN_A_BATCH);
