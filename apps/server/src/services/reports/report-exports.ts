import type { ReportExport } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import {
  lineIncludingTax,
  salesTotals,
  serviceDayOf,
  serviceDaysBetween,
  zonedClock,
} from "@comptoir/domain";
import { fill, reportExportTexts as text } from "@comptoir/messages";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { readOrders } from "./report-orders.ts";
import { between } from "./report-sql.ts";
import { periodBounds, type ReportClock, type ReportPeriod } from "./reports.ts";
import { closedDays, salesFactsPer } from "./sales-facts.ts";

/**
 * The CSV exports of a period (ADR 066), as a French spreadsheet opens them: `;` between cells,
 * decimal comma, UTF-8 with its BOM, dates `dd/mm/yyyy` and times `HH:MM` on the restaurant's
 * clock, a French header row. The writer (csv-stringify) quotes; it also neutralises every text
 * cell that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) with a `'`, so a
 * customer's name or note never runs in the owner's spreadsheet. Amounts are numbers, never
 * neutralised: a refund's `-12,50` stays a number.
 *
 * Streamed: orders are read in pages (keyset by id), days a month at a time, and each page is written
 * before the next is read, so the server's memory does not grow with the export.
 */

/** Orders read at a time. */
const PAGE = 500;

type Cell = string | number | null;

interface ExportShape {
  header: readonly string[];
  /** The columns holding cents: written as euros with a decimal comma. */
  amounts: ReadonlySet<number>;
  pages: (db: Db, period: ReportPeriod, clock: ReportClock) => AsyncGenerator<Cell[][]>;
}

/** Cents as a French spreadsheet reads an amount: 1250 → "12,50", -305 → "-3,05". */
function euros(amount: number): string {
  return (amount / 100).toFixed(2).replace(".", ",");
}

/** "2026-11-27" → "27/11/2026". */
function frenchDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

function clockOf(instant: Date | null, clock: ReportClock): { date: string; time: string } {
  if (!instant) return { date: "", time: "" };
  const local = zonedClock(instant, clock.timeZone);
  const hours = String(Math.floor(local.minutes / 60)).padStart(2, "0");
  const minutes = String(local.minutes % 60).padStart(2, "0");
  return { date: frenchDate(local.date), time: `${hours}:${minutes}` };
}

/** "5,5 %": a rate in basis points as the receipts write it. */
function ratePercent(rateBasisPoints: number): string {
  return `${String(rateBasisPoints / 100).replace(".", ",")} %`;
}

/** The orders `where` picks, PAGE at a time, in id order. */
async function* orderPages(db: Db, where: ReturnType<typeof sql>) {
  let after = 0;
  for (;;) {
    const page = await readOrders(db, sql`(${where}) and o.id > ${after}`, PAGE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]?.id ?? after;
    if (page.length < PAGE) return;
  }
}

/** Days read at a time for the exports per day. */
const DAYS_AT_ONCE = 31;

/** The period's day reports, a month of days at a time: their totals and whether each is closed. */
async function* dayTotals(db: Db, period: ReportPeriod, clock: ReportClock) {
  const days = serviceDaysBetween(period.from, period.to, clock.dayClosesAt, clock.timeZone);
  for (let first = 0; first < days.length; first += DAYS_AT_ONCE) {
    const batch = days.slice(first, first + DAYS_AT_ONCE);
    const [facts, closed] = await Promise.all([
      salesFactsPer(db, batch),
      closedDays(
        db,
        batch.map((day) => day.date),
      ),
    ]);
    yield batch.map((day, index) => ({
      day,
      totals: salesTotals(facts[index] ?? { sales: [], discounts: [], refunds: [], stopped: [] }),
      closed: closed.has(day.date),
    }));
  }
}

const EXPORTS: Record<ReportExport, ExportShape> = {
  /** One row per order paid or refunded in the period. */
  orders: {
    header: text.ordersHeader,
    amounts: new Set([8, 9, 10, 11, 12, 13, 14]),
    async *pages(db, period, clock) {
      const bounds = periodBounds(period, clock);
      const where = sql`(${between(sql`o.paid_at`, bounds)}) or (${between(sql`o.refunded_at`, bounds)})`;
      for await (const page of orderPages(db, where))
        yield page.map((order) => {
          const paid = clockOf(order.paidAt, clock);
          const refunded = clockOf(order.refundedAt, clock);
          return [
            order.id,
            order.dayNumber,
            order.paidAt ? frenchDate(serviceDayOf(order.paidAt, clock.dayClosesAt, clock.timeZone)) : "",
            paid.date,
            paid.time,
            order.customer,
            text.modes[order.mode],
            text.methods[order.method],
            order.subtotal,
            order.discount,
            order.delivery,
            order.total - order.tax,
            order.tax,
            order.total,
            order.method === "cash" ? order.till : null,
            refunded.date,
            refunded.time,
            order.coupon ?? "",
          ];
        });
    },
  },
  /** One row per line of the orders paid in the period. */
  "order-lines": {
    header: text.orderLinesHeader,
    amounts: new Set([6, 7, 8, 9, 10]),
    async *pages(db, period, clock) {
      for await (const page of orderPages(db, between(sql`o.paid_at`, periodBounds(period, clock))))
        yield page.flatMap((order) => {
          const day = order.paidAt
            ? frenchDate(serviceDayOf(order.paidAt, clock.dayClosesAt, clock.timeZone))
            : "";
          return order.lines.map((line) => [
            order.id,
            order.dayNumber,
            day,
            line.name,
            line.options
              .map((option) =>
                fill(text.option, { group: option.group, name: option.name, quantity: option.quantity }),
              )
              .join(", "),
            line.quantity,
            line.unitPrice,
            line.lineTotal,
            line.discount,
            lineIncludingTax(order, line),
            line.tax,
            (line.taxParts?.map((part) => part.rateBasisPoints) ?? [line.taxRateBasisPoints])
              .map(ratePercent)
              .join(" ; "),
            line.note,
          ]);
        });
    },
  },
  /** Per service day and VAT rate, net of the day's refunds. */
  vat: {
    header: text.vatHeader,
    amounts: new Set([2, 3, 4]),
    async *pages(db, period, clock) {
      for await (const days of dayTotals(db, period, clock))
        yield days.flatMap(({ day, totals }) =>
          totals.rates.map((figure) => [
            frenchDate(day.date),
            ratePercent(figure.rateBasisPoints),
            figure.excludingTax,
            figure.tax,
            figure.includingTax,
          ]),
        );
    },
  },
  /** One row per day report. */
  days: {
    header: text.daysHeader,
    amounts: new Set([2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 19]),
    async *pages(db, period, clock) {
      for await (const days of dayTotals(db, period, clock))
        yield days.map(({ day, totals, closed }) => [
          frenchDate(day.date),
          totals.sales.count,
          totals.sales.amount,
          totals.averageTicket,
          totals.refunded.count,
          totals.refunded.amount,
          totals.includingTax,
          totals.excludingTax,
          totals.tax,
          totals.paymentMethods.card,
          totals.paymentMethods.cash,
          totals.modes.pickup,
          totals.modes.delivery,
          totals.deliveryFees,
          totals.discounts.reduce((sum, discount) => sum + discount.amount, 0),
          totals.refused.count,
          totals.refused.amount,
          totals.cancelled.count,
          totals.cancelled.amount,
          totals.till,
          closed ? text.yes : text.no,
        ]);
    },
  },
};

/** `commandes-2026-11-01-au-2026-11-30.csv` */
export function exportFileName(kind: ReportExport, period: ReportPeriod): string {
  return fill(text.fileName, { name: text.files[kind], from: period.from, to: period.to });
}

/** The export as a stream of UTF-8 bytes, its BOM first, each page written as soon as it is read. */
export function exportStream(
  db: Db,
  kind: ReportExport,
  period: ReportPeriod,
  clock: ReportClock,
): ReadableStream<Uint8Array> {
  const shape = EXPORTS[kind];
  const encoder = new TextEncoder();
  const options = {
    delimiter: ";",
    record_delimiter: "\r\n",
    escape_formulas: true,
    cast: {
      number: (value: number, context: { column?: number | string }) =>
        typeof context.column === "number" && shape.amounts.has(context.column)
          ? euros(value)
          : String(value),
    },
  };
  const pages = shape.pages(db, period, clock);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(stringify([[...shape.header]], { ...options, bom: true })));
        return;
      }
      // Pages of days without sales are empty: read on until something is written or the end.
      for (;;) {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          return;
        }
        if (next.value.length > 0) {
          controller.enqueue(encoder.encode(stringify(next.value, options)));
          return;
        }
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
