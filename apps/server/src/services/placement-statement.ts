import type { Db, schema } from "@comptoir/db";
import { serverFailures } from "@comptoir/messages";
import { sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { OutgoingMail } from "../adapters/mail/mail.ts";
import { databaseBatches } from "./database-batches.ts";
import type { KitchenReservation } from "./kitchen/kitchen-load.ts";
import { placerOf } from "./order-placer.ts";
import { rowsOf } from "./sql-rows.ts";

type OrderInsert = typeof schema.orders.$inferInsert;
type LineInsert = typeof schema.orderLines.$inferInsert;
type OptionInsert = typeof schema.orderLineOptions.$inferInsert;
type EventInsert = typeof schema.orderEvents.$inferInsert;

/**
 * Everything an order's placement writes, prepared by the server (prices, VAT, mails, the
 * journal's entry), for the database function `place_orders` (migration 0020, ADR 072 and 081)
 * to store in one call. Rows are given by column: every column of `order` the server sets, none
 * left to a default.
 */
export interface OrderToPlace {
  order: Required<Omit<OrderInsert, "id" | "dayNumber" | "paidAt" | "refundId" | "refundedAt">>;
  lines: Required<Omit<LineInsert, "id" | "orderId">>[];
  /** Each choice with the position of its line. */
  options: (Required<Omit<OptionInsert, "id" | "lineId">> & { linePosition: number })[];
  /** The order's history from its start: "placed" (and "accepted") when it goes on the board. */
  events: Omit<EventInsert, "id" | "orderId">[];
  /** Written with the day's number in place of `marker`. */
  mails: OutgoingMail[];
  /** The `order_placed` entry, its `number` set by the statement; null: none written. */
  journal: { kind: string; at: Date; body: object } | null;
  kitchen: KitchenReservation | null;
  /** The account whose first-order offer this order takes (ADR 050), checked under its row's lock. */
  firstOrderUser: number | null;
  /** The live events' channel, for an order that goes on the board: notified at the commit. */
  notify: string | null;
  /** The digits that stand for the day's number in the mails until it is taken. */
  marker: number;
}

/** What the statement stored: enough for the answer, the mails to send and the board's event. */
interface PlacedRow {
  id: number;
  dayNumber: number;
  status: schema.OrderStatus;
  total: number;
  boardAt: Date | null;
  mailIds: number[];
}

export type PlacementOutcome =
  | { placed: PlacedRow }
  /** The key (`local_id`) already placed an order, or is placing it right now. */
  | { refused: "local_id_taken" }
  | { refused: "first_order_taken" }
  | { refused: "kitchen_full" };

/**
 * Places the order in the database function `place_orders` (migration 0020, ADR 081), together
 * with every other order this process has waiting: one round trip, one transaction and one commit
 * for all of them. Either everything of an order is written (the order, its lines and choices,
 * its history, mails, journal entry, kitchen time and day's number) or nothing, whatever stops it,
 * a refusal or a kill -9; a refusal leaves the batch's other orders placed.
 */
export function placeInBatch(db: Db, toPlace: OrderToPlace): Promise<PlacementOutcome> {
  return placements(db).add(argumentOf(toPlace));
}

/**
 * One batch in flight per process (database-batches.ts): one at a time, the process's own batches
 * never wait for each other's rows; the ceiling keeps a batch's transaction short.
 */
const MOST_IN_A_BATCH = 64;

/**
 * A batch that fails as a whole (an order the database refuses by an error, a deadlock between
 * processes) is sent again order by order, so that only the order at fault fails.
 */
const placements = databaseBatches<string, PlacementOutcome>(async (db, argumentsOfBatch) => {
  try {
    return await placeOrders(db, argumentsOfBatch);
  } catch (error) {
    if (argumentsOfBatch.length === 1) throw error;
    const outcomes: (PlacementOutcome | Error)[] = [];
    for (const argument of argumentsOfBatch) {
      try {
        outcomes.push((await placeOrders(db, [argument]))[0] ?? new Error(serverFailures.orderNotStored));
      } catch (alone) {
        outcomes.push(alone instanceof Error ? alone : new Error(String(alone)));
      }
    }
    return outcomes;
  }
}, MOST_IN_A_BATCH);

function argumentOf(toPlace: OrderToPlace): string {
  return JSON.stringify({
    order: columns(toPlace.order),
    lines: toPlace.lines.map(columns),
    options: toPlace.options.map(columns),
    events: toPlace.events.map(columns),
    mails: toPlace.mails.map((mail) => ({ ...mail, html: mail.html ?? null })),
    journal: toPlace.journal,
    kitchen: toPlace.kitchen,
    first_order_user: toPlace.firstOrderUser,
    notify: toPlace.notify,
    marker: String(toPlace.marker),
  });
}

/**
 * The batch's call: its arguments are JSON texts already, joined into one array. On PostgreSQL it
 * goes through the shop's one placer (order-placer.ts, ADR 088), so that two processes' batches
 * never wait for each other's rows.
 */
async function placeOrders(db: Db, argumentsOfBatch: string[]): Promise<PlacementOutcome[]> {
  const batch = `[${argumentsOfBatch.join(",")}]`;
  const placer = placerOf(db);
  const stored = placer
    ? ((await placer.place(batch)) as (StoredJson | Refused)[] | undefined)
    : rowsOf<{ placed?: (StoredJson | Refused)[] }>(
        await db.execute(sql`select place_orders(${batch}::jsonb) as placed`),
      )[0]?.placed;
  if (!Array.isArray(stored)) throw new Error(serverFailures.orderNotStored);
  return stored.map((outcome): PlacementOutcome => {
    if ("refused" in outcome) return { refused: outcome.refused };
    return {
      placed: {
        id: outcome.id,
        dayNumber: outcome.day_number,
        status: outcome.status,
        total: outcome.total,
        boardAt: outcome.board_at === null ? null : new Date(outcome.board_at),
        mailIds: outcome.mail_ids,
      },
    };
  });
}

interface Refused {
  refused: "local_id_taken" | "first_order_taken" | "kitchen_full";
}

interface StoredJson {
  id: number;
  day_number: number;
  status: schema.OrderStatus;
  total: number;
  board_at: string | null;
  mail_ids: number[];
}

/** A row's values under their columns' names, as `jsonb_populate_record` reads them. */
function columns(values: object): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) row[columnName(key)] = value;
  return row;
}

/** The few dozen property names of the order's rows, converted once each. */
const columnNames = new Map<string, string>();
function columnName(key: string): string {
  let name = columnNames.get(key);
  if (name === undefined) {
    name = toSnakeCase(key);
    columnNames.set(key, name);
  }
  return name;
}
