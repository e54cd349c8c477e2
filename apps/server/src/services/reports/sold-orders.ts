import type { Db } from "@comptoir/db";
import type { OfferDiscount, SoldOption, SoldOrder, StoppedOrder } from "@comptoir/domain";
import { type SQL, sql } from "drizzle-orm";

/**
 * The orders as the reports read them (ADR 066): their amounts and lines as sold, the instants
 * their money moved, the cash last recorded for them. SQL picks the orders by the indexed instant
 * (`paid_at`, `refunded_at`) and hands each order's rows back once; the figures are the domain's.
 */

/** An instant range [start, end), as a service day's or a period's bounds. */
export interface Bounds {
  start: Date;
  end: Date;
}

/** The rows of `execute`, whichever driver ran it (pg's result, PGlite's). */
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return (Array.isArray(rows) ? rows : []) as Row[];
}

/** A sold order with what the exports print beside its figures. */
export interface ReportOrder extends SoldOrder {
  dayNumber: number;
  /** The customer's name as they gave it. */
  customer: string;
  /** The code the customer typed, if any. */
  coupon: string | null;
  lines: ReportLine[];
}

export type ReportLine = SoldOrder["lines"][number] & { unitPrice: number; note: string };

const instant = (ms: number | null) => (ms === null ? null : new Date(ms));
/** A list of ids as one array parameter, the same text for both drivers. */
const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

interface OrderRow {
  id: number;
  mode: SoldOrder["mode"];
  method: SoldOrder["method"];
  offer_discounts: OfferDiscount[] | null;
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  delivery_rate: number;
  paid_ms: number | null;
  refunded_ms: number | null;
  cash_collected: number | null;
  day_number: number;
  customer: string;
  coupon: string | null;
}

interface LineRow {
  id: number;
  order_id: number;
  item_id: number;
  item_name: string;
  quantity: number;
  line_total: number;
  discount: number;
  tax: number;
  rate: number;
  tax_parts: { rateBasisPoints: number; amount: number; tax: number }[] | null;
  unit_price: number;
  note: string;
}

interface OptionRow {
  line_id: number;
  group_name: string;
  choice_name: string;
  quantity: number;
  unit_price: number;
}

/**
 * The orders `where` picks (on `o`, the orders), by id, with their lines (and the choices made
 * with them when `options`): three statements whatever their number.
 */
export async function readSoldOrders(
  db: Db,
  where: SQL,
  options: { options: boolean; limit?: number },
): Promise<ReportOrder[]> {
  const orderRows = rowsOf<OrderRow>(
    await db.execute(sql`
      select o.id, o.mode, o.payment_method as method, o.offer_discounts, o.subtotal, o.discount,
        o.delivery, o.tax, o.total, o.delivery_tax_rate_basis_points as delivery_rate,
        (extract(epoch from o.paid_at) * 1000)::float8 as paid_ms,
        (extract(epoch from o.refunded_at) * 1000)::float8 as refunded_ms,
        -- The last amount recorded: a row another corrects no longer counts.
        (select c.amount from cash_collections c
          where c.order_id = o.id
            and not exists (select 1 from cash_collections n where n.corrects = c.id)
          order by c.id desc limit 1) as cash_collected,
        o.day_number, o.first_name || ' ' || o.last_name as customer, o.coupon
      from orders o
      where ${where}
      order by o.id
      ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`),
  );
  if (orderRows.length === 0) return [];
  const ids = idArray(orderRows.map((row) => row.id));
  const lineRows = rowsOf<LineRow>(
    await db.execute(sql`
      select l.id, l.order_id, l.item_id, l.item_name, l.quantity, l.line_total, l.discount, l.tax,
        l.tax_rate_basis_points as rate, l.tax_parts, l.unit_price, l.note
      from order_lines l
      where l.order_id = any(${ids}::integer[])
      order by l.order_id, l.position`),
  );
  const choicesByLine = new Map<number, SoldOption[]>();
  if (options.options && lineRows.length > 0) {
    const optionRows = rowsOf<OptionRow>(
      await db.execute(sql`
        select p.line_id, p.group_name, p.choice_name, p.quantity, p.unit_price
        from order_line_options p
        join order_lines l on l.id = p.line_id
        where l.order_id = any(${ids}::integer[])
        order by p.id`),
    );
    for (const row of optionRows) {
      const list = choicesByLine.get(row.line_id) ?? [];
      list.push({
        group: row.group_name,
        name: row.choice_name,
        quantity: row.quantity,
        unitPrice: row.unit_price,
      });
      choicesByLine.set(row.line_id, list);
    }
  }
  const linesByOrder = new Map<number, ReportLine[]>();
  for (const row of lineRows) {
    const list = linesByOrder.get(row.order_id) ?? [];
    list.push({
      itemId: row.item_id,
      name: row.item_name,
      quantity: row.quantity,
      options: choicesByLine.get(row.id) ?? [],
      lineTotal: row.line_total,
      discount: row.discount,
      tax: row.tax,
      taxRateBasisPoints: row.rate,
      taxParts: row.tax_parts,
      unitPrice: row.unit_price,
      note: row.note,
    });
    linesByOrder.set(row.order_id, list);
  }
  return orderRows.map((row) => ({
    id: row.id,
    mode: row.mode,
    method: row.method,
    offerDiscounts: row.offer_discounts,
    subtotal: row.subtotal,
    discount: row.discount,
    delivery: row.delivery,
    tax: row.tax,
    total: row.total,
    deliveryTaxRateBasisPoints: row.delivery_rate,
    paidAt: instant(row.paid_ms),
    refundedAt: instant(row.refunded_ms),
    cashCollected: row.cash_collected,
    lines: linesByOrder.get(row.id) ?? [],
    dayNumber: row.day_number,
    customer: row.customer,
    coupon: row.coupon,
  }));
}

const between = (column: SQL, { start, end }: Bounds) =>
  sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;

/** The sales of a day or a period: the orders whose payment was recorded in it. */
export function salesBetween(db: Db, bounds: Bounds, options = { options: false }) {
  return readSoldOrders(db, between(sql`o.paid_at`, bounds), options);
}

/** The refunds confirmed in a day or a period, whenever their sale was. */
export function refundsBetween(db: Db, bounds: Bounds) {
  return readSoldOrders(db, between(sql`o.refunded_at`, bounds), { options: false });
}

/** The orders refused or cancelled in a day or a period, at the instant of their event. */
export async function stoppedBetween(db: Db, bounds: Bounds): Promise<StoppedOrder[]> {
  const rows = rowsOf<{ id: number; progress: StoppedOrder["progress"]; at_ms: number; total: number }>(
    await db.execute(sql`
      select e.order_id as id, e.progress, (extract(epoch from e.at) * 1000)::float8 as at_ms, o.total
      from order_events e join orders o on o.id = e.order_id
      where e.progress in ('refused', 'cancelled') and ${between(sql`e.at`, bounds)}
      order by e.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    progress: row.progress,
    at: new Date(row.at_ms),
    total: row.total,
  }));
}

/** Whether the journal holds the closing of a service day (its figures then never change). */
export async function isDayClosed(db: Db, date: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from journal_entries where closes = ${`day:${date}`}`));
  return rows.length > 0;
}
