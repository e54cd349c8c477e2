import { type Db, schema } from "@comptoir/db";
import { serverFailures } from "@comptoir/messages";
import { sql } from "drizzle-orm";

const { orderDayCounters } = schema;

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The next order number of a service day ("n° 1", "n° 2"…), for the test helpers that write
 * orders directly: the same upsert as the placement's statement (`place_orders`, ADR 072, 081), which
 * takes the number there itself. The upsert locks the day's row until the transaction ends, so a
 * concurrent order waits for it, and a rolled-back order gives its number back (ADR 027).
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
