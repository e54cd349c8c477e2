import type { Db, schema } from "@comptoir/db";
import { serverFailures } from "@comptoir/messages";
import { sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { OutgoingMail } from "../adapters/mail/mail.ts";
import type { KitchenReservation } from "./kitchen/kitchen-load.ts";

type OrderInsert = typeof schema.orders.$inferInsert;
type LineInsert = typeof schema.orderLines.$inferInsert;
type OptionInsert = typeof schema.orderLineOptions.$inferInsert;
type EventInsert = typeof schema.orderEvents.$inferInsert;

/**
 * Everything an order's placement writes, prepared by the server (prices, VAT, mails, the
 * journal's entry), for the database function `place_order` (migration 0019, ADR 072) to store
 * in one call. Rows are given by column: every column of `order` the server sets, none left to
 * a default.
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

/** The SQLSTATEs `place_order` raises to refuse (migration 0019). */
const REFUSALS: Record<string, PlacementOutcome> = {
  CP001: { refused: "first_order_taken" },
  CP002: { refused: "kitchen_full" },
};
const LOCAL_ID_UNIQUE = "orders_localId_unique";

/**
 * Places the order in one round trip and one transaction of its own: either everything is
 * written (the order, its lines and choices, its history, mails, journal entry, kitchen time and
 * day's number) or nothing, whatever stops it, a refusal or a kill -9.
 */
export async function placeInOneStatement(db: Db, toPlace: OrderToPlace): Promise<PlacementOutcome> {
  const argument = JSON.stringify({
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
  let rows: unknown[];
  try {
    const result = await db.execute(sql`select place_order(${argument}::jsonb) as placed`);
    rows = (result as unknown as { rows: unknown[] }).rows;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
  const placed = (rows[0] as { placed?: StoredJson } | undefined)?.placed;
  if (!placed) throw new Error(serverFailures.orderNotStored);
  return {
    placed: {
      id: placed.id,
      dayNumber: placed.day_number,
      status: placed.status,
      total: placed.total,
      boardAt: placed.board_at === null ? null : new Date(placed.board_at),
      mailIds: placed.mail_ids,
    },
  };
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

/** The refusal a database error stands for (through the driver's wrappers), or null. */
function refusalOf(error: unknown): PlacementOutcome | null {
  for (let current: unknown = error; typeof current === "object" && current !== null; ) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (typeof code === "string" && REFUSALS[code]) return REFUSALS[code];
    if (
      code === "23505" &&
      (constraint === LOCAL_ID_UNIQUE || (typeof message === "string" && message.includes(LOCAL_ID_UNIQUE)))
    )
      return { refused: "local_id_taken" };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
