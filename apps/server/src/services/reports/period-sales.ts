import type { Db } from "@comptoir/db";
import type { ChoiceLines, DishLines, RefundsOfDay, SalesSlice } from "@comptoir/domain";
import { sql } from "drizzle-orm";
import { rowsOf } from "../sql-rows.ts";
import { type Bounds, between, outerBounds, PRICES_INCLUDE_TAX, spanOf } from "./report-sql.ts";

/**
 * What a period's report draws beside its totals (ADR 066, 069): its sales by service day and hour,
 * its refunds by day, its dishes and choices by name as sold, added up by SQL, per service day.
 */

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

/** The lines of the sales in each of contiguous spans (service days), by dish and by choice as sold. */
export async function linesSoldPer(
  db: Db,
  spans: readonly Bounds[],
): Promise<{ dishes: DishLines[]; choices: ChoiceLines[] }[]> {
  const paid = between(sql`o.paid_at`, outerBounds(spans));
  const span = spanOf(sql`o.paid_at`, spans);
  const [dishes, choices] = await Promise.all([
    db.execute(sql`
      select ${span} as span, l.item_id, l.item_name, ${PRICES_INCLUDE_TAX} as inclusive,
        sum(l.quantity)::float8 as quantity, sum(l.line_total)::float8 as line_total,
        sum(l.discount)::float8 as discount, sum(l.tax)::float8 as tax
      from order_lines l join orders o on o.id = l.order_id
      where ${paid}
      group by 1, 2, 3, 4`),
    // A choice's share of its line: its price in the line's, of the line after discount and of its VAT.
    db.execute(sql`
      select ${span} as span, p.group_name, p.choice_name, ${PRICES_INCLUDE_TAX} as inclusive,
        sum(p.quantity * l.quantity)::float8 as quantity,
        coalesce(sum(case when l.line_total > 0 then p.unit_price * p.quantity * l.quantity
          * (l.line_total - l.discount)::float8 / l.line_total end), 0) as written_share,
        coalesce(sum(case when l.line_total > 0 then p.unit_price * p.quantity * l.quantity
          * l.tax::float8 / l.line_total end), 0) as tax_share
      from order_line_options p join order_lines l on l.id = p.line_id join orders o on o.id = l.order_id
      where ${paid}
      group by 1, 2, 3, 4`),
  ]);
  const perSpan = spans.map(() => ({ dishes: [] as DishLines[], choices: [] as ChoiceLines[] }));
  for (const row of rowsOf<{
    span: number;
    item_id: number;
    item_name: string;
    inclusive: boolean;
    quantity: number;
    line_total: number;
    discount: number;
    tax: number;
  }>(dishes))
    perSpan[row.span]?.dishes.push({
      itemId: row.item_id,
      name: row.item_name,
      pricesIncludeTax: row.inclusive,
      quantity: row.quantity,
      lineTotal: row.line_total,
      discount: row.discount,
      tax: row.tax,
    });
  for (const row of rowsOf<{
    span: number;
    group_name: string;
    choice_name: string;
    inclusive: boolean;
    quantity: number;
    written_share: number;
    tax_share: number;
  }>(choices))
    perSpan[row.span]?.choices.push({
      group: row.group_name,
      name: row.choice_name,
      pricesIncludeTax: row.inclusive,
      quantity: row.quantity,
      writtenShare: row.written_share,
      taxShare: row.tax_share,
    });
  return perSpan;
}
