import { type Db, schema } from "@comptoir/db";
import { serverFailures } from "@comptoir/messages";
import { sql } from "drizzle-orm";

const { orderDayCounters } = schema;

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The next order number of a service day ("n° 1", "n° 2"…), taken inside the transaction that
 * stores the order: the upsert locks the day's row until that transaction ends, so a concurrent
 * order waits for it, and a rolled-back order gives its number back. The numbers of a day have no
 * gap, across every server process on one database (ADR 027).
 */
export async function nextDayNumber(tx: Transaction, day: string): Promise<number> {
  const [counter] = await tx
    .insert(orderDayCounters)
    .values({ day, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderDayCounters.day,
      set: { lastNumber: sql`${orderDayCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderDayCounters.lastNumber });
  if (!counter) throw new Error(serverFailures.dayCounterMissing);
  return counter.lastNumber;
}
