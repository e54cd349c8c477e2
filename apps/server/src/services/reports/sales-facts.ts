import type { Db } from "@comptoir/db";
import type { DiscountGiven, SalesFacts, SoldLineAmounts, SoldOrders, StoppedOrders } from "@comptoir/domain";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../sql-rows.ts";
import { ALIKE, type Bounds, between, outerBounds, PRICES_INCLUDE_TAX, spanOf, TILL } from "./report-sql.ts";

/**
 * What moved money in a day or a period, as the reports read it (ADR 066, 069). SQL picks the
 * orders by the indexed instant (`paid_at`, `refunded_at`) and adds them up where adding is all
 * there is to do: orders alike into one sum, their lines per VAT rate as sold, the discounts per
 * offer. Every rule (VAT per rate, net, discounts) is the domain's, which reads each sum as it
 * reads one order: a month of 30,000 orders comes back in a few rows.
 */

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

export const NO_FACTS: SalesFacts = { sales: [], discounts: [], refunds: [], stopped: [] };

/** What moved money in the bounds (a day, a period). */
export async function salesFactsBetween(db: Db, bounds: Bounds): Promise<SalesFacts> {
  const [facts] = await salesFactsPer(db, [bounds]);
  return facts ?? NO_FACTS;
}

/** The service days among `dates` whose closing the journal holds (their figures never change). */
export async function closedDays(db: Db, dates: readonly string[]): Promise<Set<string>> {
  const closes = `{${dates.map((date) => `"day:${date}"`).join(",")}}`;
  const rows = rowsOf<{ closes: string }>(
    await db.execute(sql`select closes from journal_entries where closes = any(${closes}::text[])`),
  );
  return new Set(rows.map((row) => row.closes.slice("day:".length)));
}
