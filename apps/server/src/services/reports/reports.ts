import { type DayReportPayload, MAX_REPORT_DAYS, type PeriodReportPayload } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import {
  addDays,
  daySeries,
  type LocalDate,
  salesHeat,
  salesTotals,
  serviceDayBounds,
  serviceDaysBetween,
  soldDishes,
} from "@comptoir/domain";
import { reportChecks } from "@comptoir/messages";
import { factsTogether, sumsOfDays } from "./day-sums.ts";
import { salesTotalsPayload, soldChoicePayload, soldDishPayload } from "./report-payloads.ts";
import type { Bounds } from "./report-sql.ts";
import { closedDays, salesFactsBetween } from "./sales-facts.ts";

/** What the reports need of the restaurant: its clock and the hour its service day ends. */
export interface ReportClock {
  timeZone: string;
  /** Minutes after local midnight (`reports.day_closes_at`). */
  dayClosesAt: number;
}

/** A period of service days, `to` included, checked: `from` ≤ `to`, at most MAX_REPORT_DAYS days. */
export interface ReportPeriod {
  from: LocalDate;
  to: LocalDate;
  /** Its number of days. */
  length: number;
}

const DAY_MS = 86_400_000;

/** A period as asked, or the French reason it is refused. */
export function reportPeriod(
  from: LocalDate,
  to: LocalDate,
): { ok: true; period: ReportPeriod } | { ok: false; message: string } {
  if (to < from) return { ok: false, message: reportChecks.periodReversed };
  // Calendar dates: their UTC midnights are whole days apart.
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (length > MAX_REPORT_DAYS) return { ok: false, message: reportChecks.periodTooLong };
  return { ok: true, period: { from, to, length } };
}

/** The bounds of a period: from the start of its first service day to the end of its last. */
export function periodBounds(period: { from: LocalDate; to: LocalDate }, clock: ReportClock): Bounds {
  return {
    start: serviceDayBounds(period.from, clock.dayClosesAt, clock.timeZone).start,
    end: serviceDayBounds(period.to, clock.dayClosesAt, clock.timeZone).end,
  };
}

/** A service day's report (its "ticket Z" figures), and whether its closing is in the journal. */
export async function dayReport(db: Db, date: LocalDate, clock: ReportClock): Promise<DayReportPayload> {
  const bounds = serviceDayBounds(date, clock.dayClosesAt, clock.timeZone);
  const [facts, closed] = await Promise.all([salesFactsBetween(db, bounds), closedDays(db, [date])]);
  return {
    date,
    starts_at: bounds.start.toISOString(),
    ends_at: bounds.end.toISOString(),
    closed: closed.has(date),
    totals: salesTotalsPayload(salesTotals(facts)),
  };
}

/**
 * A period's report, with the period of the same length just before it for the change: read from
 * the days' sums (ADR 087), those of the days the journal closed kept from one report to the next.
 */
export async function periodReport(
  db: Db,
  period: ReportPeriod,
  clock: ReportClock,
  now: Date,
): Promise<PeriodReportPayload> {
  const previous = { from: addDays(period.from, -period.length), to: addDays(period.from, -1) };
  const both = serviceDaysBetween(previous.from, period.to, clock.dayClosesAt, clock.timeZone);
  const sums = await sumsOfDays(db, both, now, clock.timeZone);
  const days = both.slice(period.length);
  const current = sums.slice(period.length);
  const before = sums.slice(0, period.length);
  const slices = current.flatMap((day, dayIndex) =>
    day.slices.map(({ at, count, total }) => ({ dayIndex, slice: new Date(at), count, total })),
  );
  const refunds = current.map((day, dayIndex) => ({ dayIndex, total: day.refunds }));
  const { dishes, options } = soldDishes(
    current.flatMap((day) => day.dishes),
    current.flatMap((day) => day.choices),
  );
  return {
    from: period.from,
    to: period.to,
    totals: salesTotalsPayload(salesTotals(factsTogether(current))),
    previous: { ...previous, totals: salesTotalsPayload(salesTotals(factsTogether(before))) },
    days: daySeries(days, slices, refunds).map((point) => ({
      date: point.date,
      sales: point.sales,
      including_tax: point.includingTax,
    })),
    heat: salesHeat(slices, clock.timeZone),
    dishes: dishes.map(soldDishPayload),
    options: options.map(soldChoicePayload),
  };
}
