import { bigserial, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The batches of orders a server process hands to the shop's one placer (ADR 088): on PostgreSQL
 * with several processes, only the process holding the placer's lock runs `place_orders`, so no
 * two transactions ever write the day's counter or a kitchen window at once. The others queue
 * their batches here and read their outcomes back. A row lives from its queueing to a minute
 * after its outcomes were written.
 */
export const placementQueue = pgTable("placement_queue", {
  id: bigserial({ mode: "number" }).primaryKey(),
  /** `place_orders`'s argument, as the queueing process prepared it. */
  batch: jsonb().notNull(),
  /** What `place_orders` answered, or `{ "failed": message }` if it raised; null until placed. */
  outcomes: jsonb(),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp({ withTimezone: true }),
});
