import { type SQL, sql } from "drizzle-orm";

/**
 * The pieces of SQL the reports' reads share (ADR 066, 069): the bounds they pick orders by, the
 * two readings written in SQL (how an order's prices were written, the cash it left in the till),
 * and the search of an instant's span among contiguous spans.
 */

/** An instant range [start, end), as a service day's or a period's bounds. */
export interface Bounds {
  start: Date;
  end: Date;
}

export const between = (column: SQL, { start, end }: Bounds) =>
  sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;

/**
 * Whether the order's prices were written including VAT, as `pricesIncludeTax` reads it: orders
 * are added up only with orders alike, so that the domain reads their sum the same way.
 */
export const PRICES_INCLUDE_TAX = sql`(o.total = o.subtotal - o.discount + o.delivery)`;

/** The last amount of cash recorded for an order at handover: a row another corrects no longer counts. */
export const LAST_CASH = sql`(select c.amount from cash_collections c
  where c.order_id = o.id and not exists (select 1 from cash_collections n where n.corrects = c.id)
  order by c.id desc limit 1)`;

/**
 * Cash to find in the till for an order: for a cash order, its last amount recorded, its total when
 * none was (orders handed over before the till was kept); nothing for a card order.
 */
export const TILL = sql`case when o.payment_method = 'cash' then coalesce(${LAST_CASH}, o.total) else 0 end`;

/** What makes orders alike: added up, they read as one. */
export const ALIKE = sql`o.mode, o.payment_method, o.delivery_tax_rate_basis_points, ${PRICES_INCLUDE_TAX}`;

/** Spans of time one after the other (service days, or one period): their bounds, as instants. */
const thresholds = (spans: readonly Bounds[]) =>
  `{${[...spans.map((span) => span.start), spans.at(-1)?.end ?? new Date(0)].map((at) => at.toISOString()).join(",")}}`;

/**
 * The index of the span an instant (`column`) falls in, among contiguous spans, by a search among
 * their bounds (of one span, the rows already picked by its bounds: no reckoning per row).
 */
export const spanOf = (column: SQL, spans: readonly Bounds[]) =>
  spans.length === 1 ? sql`0` : sql`(width_bucket(${column}, ${thresholds(spans)}::timestamptz[]) - 1)`;

/** From the first span's start to the last one's end. */
export const outerBounds = (spans: readonly Bounds[]): Bounds => ({
  start: spans[0]?.start ?? new Date(0),
  end: spans.at(-1)?.end ?? new Date(0),
});
