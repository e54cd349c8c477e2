import type { Db } from "@comptoir/db";
import type { SoldOption, SoldOrder } from "@comptoir/domain";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../sql-rows.ts";
import { LAST_CASH, TILL } from "./report-sql.ts";

/**
 * The orders the exports list one by one (ADR 066, 069), a page at a time: their figures as sold,
 * their lines and the choices made with them, and what the files print beside them.
 */

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
        ${LAST_CASH} as cash_collected,
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
