import type { Db } from "@comptoir/db";
import type {
  ChoiceLines,
  DiscountGiven,
  DishLines,
  RefundsOfDay,
  SalesFacts,
  SalesSlice,
  SoldLineAmounts,
  SoldOption,
  SoldOrder,
  SoldOrders,
  StoppedOrders,
} from "@comptoir/domain";
import { type SQL, sql } from "drizzle-orm";

/**
 * The orders as the reports read them (ADR 066). SQL picks them by the indexed instant (`paid_at`,
 * `refunded_at`) and adds them up where adding is all there is to do: orders alike into one sum,
 * their lines per VAT rate as sold, dishes by name, sales by quarter of an hour. Every rule (VAT
 * per rate, net, discounts, days) is the domain's, which reads the sums as it reads one order: a
 * month of 30,000 orders comes back in a few hundred rows.
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

const between = (column: SQL, { start, end }: Bounds) =>
  sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;

/**
 * Whether the order's prices were written including VAT, as `pricesIncludeTax` reads it: orders
 * are added up only with orders alike, so that the domain reads their sum the same way.
 */
const PRICES_INCLUDE_TAX = sql`(o.total = o.subtotal - o.discount + o.delivery)`;

/**
 * Cash to find in the till for an order: for a cash order, the last amount recorded at handover (a
 * row another corrects no longer counts), its total when none was (orders handed over before the
 * till was kept); nothing for a card order.
 */
const TILL = sql`case when o.payment_method = 'cash' then coalesce(
  (select c.amount from cash_collections c
    where c.order_id = o.id and not exists (select 1 from cash_collections n where n.corrects = c.id)
    order by c.id desc limit 1),
  o.total) else 0 end`;

/** What makes orders alike: added up, they read as one. */
const ALIKE = sql`o.mode, o.payment_method, o.delivery_tax_rate_basis_points, ${PRICES_INCLUDE_TAX}`;

/** Spans of time one after the other (service days, or one period): their bounds, as instants. */
const thresholds = (spans: readonly Bounds[]) =>
  `{${[...spans.map((span) => span.start), spans.at(-1)?.end ?? new Date(0)].map((at) => at.toISOString()).join(",")}}`;

/**
 * The index of the span an instant (`column`) falls in, among contiguous spans, by a search among
 * their bounds (of one span, the rows already picked by its bounds: no reckoning per row).
 */
const spanOf = (column: SQL, spans: readonly Bounds[]) =>
  spans.length === 1 ? sql`0` : sql`(width_bucket(${column}, ${thresholds(spans)}::timestamptz[]) - 1)`;

/** From the first span's start to the last one's end. */
const outerBounds = (spans: readonly Bounds[]): Bounds => ({
  start: spans[0]?.start ?? new Date(0),
  end: spans.at(-1)?.end ?? new Date(0),
});

interface GroupRow {
  span: number;
  mode: SoldOrders["mode"];
  method: SoldOrders["method"];
  delivery_rate: number;
  inclusive: boolean;
  count: number;
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  till: number;
}

interface GroupLineRow {
  span: number;
  mode: string;
  method: string;
  delivery_rate: number;
  inclusive: boolean;
  rate: number;
  parts: boolean;
  line_total: number;
  discount: number;
  tax: number;
}

const groupKey = (row: {
  span: number;
  mode: string;
  method: string;
  delivery_rate: number;
  inclusive: boolean;
}) => `${row.span}/${row.mode}/${row.method}/${row.delivery_rate}/${row.inclusive}`;

/** One list per span, filled by each row's `span`. */
function perSpan<Row extends { span: number }, Item>(
  spans: readonly Bounds[],
  rows: readonly Row[],
  item: (row: Row) => Item,
): Item[][] {
  const lists = spans.map((): Item[] => []);
  for (const row of rows) lists[row.span]?.push(item(row));
  return lists;
}

/**
 * The orders whose instant (`column`: paid, refunded) falls in the spans, added up per span and
 * kind, with their lines summed per VAT rate: the parts of lines that kept them, and the older
 * lines whole at their dish's rate.
 */
async function ordersAddedUp(db: Db, column: SQL, spans: readonly Bounds[]): Promise<SoldOrders[][]> {
  const which = between(column, outerBounds(spans));
  const span = spanOf(column, spans);
  const [groups, lines] = await Promise.all([
    db.execute(sql`
      select ${span} as span, o.mode, o.payment_method as method,
        o.delivery_tax_rate_basis_points as delivery_rate, ${PRICES_INCLUDE_TAX} as inclusive,
        count(*)::float8 as count, sum(o.subtotal)::float8 as subtotal, sum(o.discount)::float8 as discount,
        sum(o.delivery)::float8 as delivery, sum(o.tax)::float8 as tax, sum(o.total)::float8 as total,
        sum(${TILL})::float8 as till
      from orders o where ${which}
      group by 1, ${ALIKE}`),
    // One pass over the lines: the parts of those that kept them, the older ones whole.
    db.execute(sql`
      select ${span} as span, o.mode, o.payment_method as method,
        o.delivery_tax_rate_basis_points as delivery_rate, ${PRICES_INCLUDE_TAX} as inclusive,
        coalesce((part->>'rateBasisPoints')::integer, l.tax_rate_basis_points) as rate,
        part is not null as parts,
        sum(coalesce((part->>'amount')::integer, l.line_total))::float8 as line_total,
        sum(case when part is null then l.discount else 0 end)::float8 as discount,
        sum(coalesce((part->>'tax')::integer, l.tax))::float8 as tax
      from order_lines l join orders o on o.id = l.order_id
        left join lateral jsonb_array_elements(l.tax_parts) part on true
      where ${which}
      group by 1, ${ALIKE}, 6, 7`),
  ]);
  const linesOf = new Map<string, SoldLineAmounts[]>();
  for (const row of rowsOf<GroupLineRow>(lines)) {
    const list = linesOf.get(groupKey(row)) ?? [];
    list.push({
      lineTotal: row.line_total,
      discount: row.discount,
      tax: row.tax,
      taxRateBasisPoints: row.rate,
      taxParts: row.parts ? [{ rateBasisPoints: row.rate, amount: row.line_total, tax: row.tax }] : null,
    });
    linesOf.set(groupKey(row), list);
  }
  return perSpan(spans, rowsOf<GroupRow>(groups), (row) => ({
    count: row.count,
    mode: row.mode,
    method: row.method,
    subtotal: row.subtotal,
    discount: row.discount,
    delivery: row.delivery,
    tax: row.tax,
    total: row.total,
    deliveryTaxRateBasisPoints: row.delivery_rate,
    till: row.till,
    lines: linesOf.get(groupKey(row)) ?? [],
  }));
}

/** The discounts of the sales in the spans, per span and offer as sold; the older orders' as one. */
async function discountsGiven(db: Db, spans: readonly Bounds[]): Promise<DiscountGiven[][]> {
  const which = between(sql`o.paid_at`, outerBounds(spans));
  const span = spanOf(sql`o.paid_at`, spans);
  const rows = rowsOf<{
    span: number;
    offer_id: number | null;
    name: string | null;
    coupon: boolean;
    count: number;
    amount: number | null;
  }>(
    await db.execute(sql`
      select ${span} as span, (given->>'offerId')::integer as offer_id, given->>'name' as name,
        coalesce((given->>'coupon')::boolean, false) as coupon, count(*)::float8 as count,
        sum((given->>'amount')::integer)::float8 as amount
      from orders o cross join lateral jsonb_array_elements(o.offer_discounts) given
      where ${which}
      group by 1, 2, 3, 4
      union all
      select ${span}, null, null, false, count(*)::float8, sum(o.discount)::float8
      from orders o
      where (${which}) and o.offer_discounts is null and o.discount > 0
      group by 1`),
  );
  return perSpan(spans, rows, (row) => ({
    offerId: row.offer_id,
    name: row.name,
    coupon: row.coupon,
    count: row.count,
    amount: row.amount ?? 0,
  }));
}

/** The orders refused or cancelled in the spans, per span, at the instant of their event. */
async function stoppedIn(db: Db, spans: readonly Bounds[]): Promise<StoppedOrders[][]> {
  const rows = rowsOf<StoppedOrders & { span: number }>(
    await db.execute(sql`
      select ${spanOf(sql`e.at`, spans)} as span, e.progress, count(*)::float8 as count,
        sum(o.total)::float8 as amount
      from order_events e join orders o on o.id = e.order_id
      where e.progress in ('refused', 'cancelled') and ${between(sql`e.at`, outerBounds(spans))}
      group by 1, 2`),
  );
  return perSpan(spans, rows, ({ progress, count, amount }) => ({ progress, count, amount }));
}

/**
 * What moved money in each of contiguous spans (service days, or one period): sales by payment,
 * refunds by refund, stops by their event. One set of statements whatever the number of spans.
 */
export async function salesFactsPer(db: Db, spans: readonly Bounds[]): Promise<SalesFacts[]> {
  const [sales, discounts, refunds, stopped] = await Promise.all([
    ordersAddedUp(db, sql`o.paid_at`, spans),
    discountsGiven(db, spans),
    ordersAddedUp(db, sql`o.refunded_at`, spans),
    stoppedIn(db, spans),
  ]);
  return spans.map((_, index) => ({
    sales: sales[index] ?? [],
    discounts: discounts[index] ?? [],
    refunds: refunds[index] ?? [],
    stopped: stopped[index] ?? [],
  }));
}

/** What moved money in the bounds (a day, a period). */
export async function salesFactsBetween(db: Db, bounds: Bounds): Promise<SalesFacts> {
  const [facts] = await salesFactsPer(db, [bounds]);
  return facts ?? { sales: [], discounts: [], refunds: [], stopped: [] };
}

/**
 * The sales of a period by service day (among `days`, contiguous) and slice of time (an hour or a
 * quarter, `heatSliceSeconds`), and its refunds by day: the period's days and heat map.
 */
export async function salesBySlice(
  db: Db,
  days: readonly Bounds[],
  sliceSeconds: number,
): Promise<{ sales: SalesSlice[]; refunds: RefundsOfDay[] }> {
  const bounds = outerBounds(days);
  // Written out, not bound: the grouped expression and the selected one must read alike.
  const slice = sql.raw(`interval '${Math.trunc(sliceSeconds)} seconds'`);
  const [sales, refunds] = await Promise.all([
    db.execute(sql`
      select ${spanOf(sql`o.paid_at`, days)} as day_index,
        (extract(epoch from date_bin(${slice}, o.paid_at, timestamptz 'epoch')) * 1000)::float8 as slice_ms,
        count(*)::float8 as count, sum(o.total)::float8 as total
      from orders o where ${between(sql`o.paid_at`, bounds)}
      group by 1, date_bin(${slice}, o.paid_at, timestamptz 'epoch')`),
    db.execute(sql`
      select ${spanOf(sql`o.refunded_at`, days)} as day_index, sum(o.total)::float8 as total
      from orders o where ${between(sql`o.refunded_at`, bounds)}
      group by 1`),
  ]);
  return {
    sales: rowsOf<{ day_index: number; slice_ms: number; count: number; total: number }>(sales).map(
      (row) => ({
        dayIndex: row.day_index,
        slice: new Date(row.slice_ms),
        count: row.count,
        total: row.total,
      }),
    ),
    refunds: rowsOf<{ day_index: number; total: number }>(refunds).map((row) => ({
      dayIndex: row.day_index,
      total: row.total,
    })),
  };
}

/** The lines of the sales in the bounds, by dish and by choice as sold. */
export async function linesSold(
  db: Db,
  bounds: Bounds,
): Promise<{ dishes: DishLines[]; choices: ChoiceLines[] }> {
  const paid = between(sql`o.paid_at`, bounds);
  const [dishes, choices] = await Promise.all([
    db.execute(sql`
      select l.item_id, l.item_name, ${PRICES_INCLUDE_TAX} as inclusive, sum(l.quantity)::float8 as quantity,
        sum(l.line_total)::float8 as line_total, sum(l.discount)::float8 as discount, sum(l.tax)::float8 as tax
      from order_lines l join orders o on o.id = l.order_id
      where ${paid}
      group by 1, 2, 3`),
    // A choice's share of its line: its price in the line's, of the line after discount and of its VAT.
    db.execute(sql`
      select p.group_name, p.choice_name, ${PRICES_INCLUDE_TAX} as inclusive,
        sum(p.quantity * l.quantity)::float8 as quantity,
        coalesce(sum(case when l.line_total > 0 then p.unit_price * p.quantity * l.quantity
          * (l.line_total - l.discount)::float8 / l.line_total end), 0) as written_share,
        coalesce(sum(case when l.line_total > 0 then p.unit_price * p.quantity * l.quantity
          * l.tax::float8 / l.line_total end), 0) as tax_share
      from order_line_options p join order_lines l on l.id = p.line_id join orders o on o.id = l.order_id
      where ${paid}
      group by 1, 2, 3`),
  ]);
  return {
    dishes: rowsOf<{
      item_id: number;
      item_name: string;
      inclusive: boolean;
      quantity: number;
      line_total: number;
      discount: number;
      tax: number;
    }>(dishes).map((row) => ({
      itemId: row.item_id,
      name: row.item_name,
      pricesIncludeTax: row.inclusive,
      quantity: row.quantity,
      lineTotal: row.line_total,
      discount: row.discount,
      tax: row.tax,
    })),
    choices: rowsOf<{
      group_name: string;
      choice_name: string;
      inclusive: boolean;
      quantity: number;
      written_share: number;
      tax_share: number;
    }>(choices).map((row) => ({
      group: row.group_name,
      name: row.choice_name,
      pricesIncludeTax: row.inclusive,
      quantity: row.quantity,
      writtenShare: row.written_share,
      taxShare: row.tax_share,
    })),
  };
}

/** The service days among `dates` whose closing the journal holds (their figures never change). */
export async function closedDays(db: Db, dates: readonly string[]): Promise<Set<string>> {
  const closes = `{${dates.map((date) => `"day:${date}"`).join(",")}}`;
  const rows = rowsOf<{ closes: string }>(
    await db.execute(sql`select closes from journal_entries where closes = any(${closes}::text[])`),
  );
  return new Set(rows.map((row) => row.closes.slice("day:".length)));
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

type ReportLine = SoldOrder["lines"][number] & { unitPrice: number; note: string };

const instant = (ms: number | null) => (ms === null ? null : new Date(ms));
/** A list of ids as one array parameter, the same text for both drivers. */
const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

interface OrderRow {
  id: number;
  mode: SoldOrder["mode"];
  method: SoldOrder["method"];
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  delivery_rate: number;
  paid_ms: number | null;
  refunded_ms: number | null;
  cash_collected: number | null;
  till: number;
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
 * The orders `where` picks (on `o`), each on its own, in id order, at most `limit`: with their
 * lines and the choices made with them, for the exports that list them. Three statements.
 */
export async function readOrders(db: Db, where: SQL, limit: number): Promise<ReportOrder[]> {
  const orderRows = rowsOf<OrderRow>(
    await db.execute(sql`
      select o.id, o.mode, o.payment_method as method, o.subtotal, o.discount, o.delivery, o.tax, o.total,
        o.delivery_tax_rate_basis_points as delivery_rate,
        (extract(epoch from o.paid_at) * 1000)::float8 as paid_ms,
        (extract(epoch from o.refunded_at) * 1000)::float8 as refunded_ms,
        (select c.amount from cash_collections c
          where c.order_id = o.id and not exists (select 1 from cash_collections n where n.corrects = c.id)
          order by c.id desc limit 1) as cash_collected,
        ${TILL} as till,
        o.day_number, o.first_name || ' ' || o.last_name as customer, o.coupon
      from orders o
      where ${where}
      order by o.id
      limit ${limit}`),
  );
  if (orderRows.length === 0) return [];
  const ids = idArray(orderRows.map((row) => row.id));
  const [lineResult, optionResult] = await Promise.all([
    db.execute(sql`
      select l.id, l.order_id, l.item_id, l.item_name, l.quantity, l.line_total, l.discount, l.tax,
        l.tax_rate_basis_points as rate, l.tax_parts, l.unit_price, l.note
      from order_lines l
      where l.order_id = any(${ids}::integer[])
      order by l.order_id, l.position`),
    db.execute(sql`
      select p.line_id, p.group_name, p.choice_name, p.quantity, p.unit_price
      from order_line_options p join order_lines l on l.id = p.line_id
      where l.order_id = any(${ids}::integer[])
      order by p.id`),
  ]);
  const choicesByLine = new Map<number, SoldOption[]>();
  for (const row of rowsOf<OptionRow>(optionResult)) {
    const list = choicesByLine.get(row.line_id) ?? [];
    list.push({
      group: row.group_name,
      name: row.choice_name,
      quantity: row.quantity,
      unitPrice: row.unit_price,
    });
    choicesByLine.set(row.line_id, list);
  }
  const linesByOrder = new Map<number, ReportLine[]>();
  for (const row of rowsOf<LineRow>(lineResult)) {
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
    count: 1,
    mode: row.mode,
    method: row.method,
    subtotal: row.subtotal,
    discount: row.discount,
    delivery: row.delivery,
    tax: row.tax,
    total: row.total,
    deliveryTaxRateBasisPoints: row.delivery_rate,
    till: row.till,
    paidAt: instant(row.paid_ms),
    refundedAt: instant(row.refunded_ms),
    cashCollected: row.cash_collected,
    lines: linesByOrder.get(row.id) ?? [],
    dayNumber: row.day_number,
    customer: row.customer,
    coupon: row.coupon,
  }));
}
