import { type Db, schema } from "@comptoir/db";
import { fill, serverFailures } from "@comptoir/messages";
import { and, like, lt, sql } from "drizzle-orm";

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
 * (docs/product.md#system: no shared state in memory). One attempt is one atomic upsert, which holds under
 * concurrent requests; refused attempts are counted too, so hammering never reopens the door early.
 * The first hit of a window in this process also deletes this limiter's finished windows: the
 * table only ever holds the current window of each client (and those another process has not
 * swept yet). Once per window, not once per client: in a rush every order is a new customer's
 * first hit, and the sweep would be one more statement per order.
 */
export function createRateLimiter(db: Db, policy: RateLimitPolicy): RateLimiter {
  if (!NAME.test(policy.name))
    throw new Error(fill(serverFailures.limiterNameInvalid, { name: policy.name }));
  if (!(policy.limit >= 1 && policy.windowMs >= 1000)) throw new Error(serverFailures.limiterPolicyInvalid);
  const table = schema.rateLimitHits;
  const prefix = `${policy.name}:`;
  /** The start of the last window whose older ones this process deleted. */
  let sweptBefore = Number.NEGATIVE_INFINITY;
  // Built once, not per request (every order counts one hit): each hit fills in its key and its
  // window. Its text is the same for every limiter, hence one name, under which PostgreSQL keeps
  // it parsed on each connection.
  const upsert = db
    .insert(table)
    .values({ key: sql.placeholder("key"), windowStart: sql.placeholder("windowStart"), hits: 1 })
    .onConflictDoUpdate({ target: [table.key, table.windowStart], set: { hits: sql`${table.hits} + 1` } })
    .returning({ hits: table.hits })
    .prepare("rate_limit_hit");

  return {
    async hit(client, now) {
      const windowStart = new Date(Math.floor(now.getTime() / policy.windowMs) * policy.windowMs);
      const [row] = await upsert.execute({ key: prefix + client, windowStart });
      const hits = row?.hits ?? 1;
      if (windowStart.getTime() > sweptBefore) {
        sweptBefore = windowStart.getTime();
        await db.delete(table).where(and(like(table.key, `${prefix}%`), lt(table.windowStart, windowStart)));
      }
      if (hits <= policy.limit) return { allowed: true, remaining: policy.limit - hits };
      const windowEnd = windowStart.getTime() + policy.windowMs;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
      };
    },
  };
}
