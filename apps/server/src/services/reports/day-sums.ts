import { type Db, schema } from "@comptoir/db";
import {
  type ChoiceLines,
  type DishLines,
  heatSliceSeconds,
  type LocalDate,
  type SalesFacts,
  type ServiceDay,
  serviceDayBounds,
} from "@comptoir/domain";
import { inArray, sql } from "drizzle-orm";
import { rowsOf } from "../sql-rows.ts";
import { linesSoldPer, salesBySlice } from "./period-sales.ts";
import { closedDays, NO_FACTS, salesFactsPer } from "./sales-facts.ts";

const { reportDays } = schema;

/**
 * What a period's report reads of one service day (ADR 087). Every part adds up: a period's sums
 * are its days' put together, to the cent (the VAT is the lines' as sold, never recomputed).
 */
export interface DaySums {
  facts: SalesFacts;
  /** The day's sales by slice of time (an hour or a quarter from the epoch), by the slice's start. */
  slices: { at: number; count: number; total: number }[];
  /** The refunds confirmed that day, including VAT. */
  refunds: number;
  dishes: DishLines[];
  choices: ChoiceLines[];
}

/**
 * How long after its end a closed day's sums may be kept: longer than any transaction that took its
 * instant inside the day (a payment a few milliseconds before the day's end) may stay open.
 */
const SETTLED_MS = 60_000;

const settled = (day: ServiceDay, now: Date) => day.end.getTime() + SETTLED_MS <= now.getTime();

/**
 * Keeps days' sums added up from what was committed at `now` or before, replacing those added up
 * between other bounds; returns the days kept. A day is not kept when a correction reaching back
 * into it was written in the minute before `now`: it may have committed while its day was being
 * added up, unseen (the next report keeps the day).
 */
async function keep(
  db: Db,
  days: readonly { day: ServiceDay; sums: DaySums }[],
  now: Date,
): Promise<LocalDate[]> {
  if (days.length === 0) return [];
  const rows = days.map(({ day, sums }) => ({
    day: day.date,
    starts_at: day.start.toISOString(),
    ends_at: day.end.toISOString(),
    sums,
  }));
  const since = new Date(now.getTime() - SETTLED_MS).toISOString();
  const kept = await db.execute(sql`
    insert into report_days (day, starts_at, ends_at, sums, written_at)
    select d.day, d.starts_at, d.ends_at, d.sums, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as d(day text, starts_at timestamptz, ends_at timestamptz, sums jsonb)
    where not exists (
      select 1 from cash_collections c join orders o on o.id = c.order_id
      where c.corrects is not null and c.at >= ${since}::timestamptz
        and o.paid_at >= d.starts_at and o.paid_at < d.ends_at)
    on conflict (day) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at,
      sums = excluded.sums, written_at = excluded.written_at
    returning day`);
  return rowsOf<{ day: LocalDate }>(kept).map((row) => row.day);
}

/** The days' sums kept (ADR 087), those added up between the bounds the day has now. */
async function keptSums(db: Db, days: readonly ServiceDay[]): Promise<Map<string, DaySums>> {
  const rows = await db
    .select()
    .from(reportDays)
    .where(
      inArray(
        reportDays.day,
        days.map((day) => day.date),
      ),
    );
  const boundsOf = new Map(days.map((day) => [day.date, day]));
  const kept = new Map<string, DaySums>();
  for (const row of rows) {
    const day = boundsOf.get(row.day);
    // Another closing hour or time zone since: the day's orders are not the same ones.
    if (day?.start.getTime() === row.startsAt.getTime() && day.end.getTime() === row.endsAt.getTime())
      kept.set(row.day, row.sums as DaySums);
  }
  return kept;
}

/** Contiguous days' sums added up from their orders: one set of statements for all the days. */
async function addUp(db: Db, days: readonly ServiceDay[], timeZone: string): Promise<DaySums[]> {
  const [facts, slices, lines] = await Promise.all([
    salesFactsPer(db, days),
    salesBySlice(db, days, heatSliceSeconds(days, timeZone)),
    linesSoldPer(db, days),
  ]);
  const sums: DaySums[] = days.map((_, index) => ({
    facts: facts[index] ?? NO_FACTS,
    slices: [],
    refunds: 0,
    dishes: lines[index]?.dishes ?? [],
    choices: lines[index]?.choices ?? [],
  }));
  for (const { dayIndex, slice, count, total } of slices.sales)
    sums[dayIndex]?.slices.push({ at: slice.getTime(), count, total });
  for (const { dayIndex, total } of slices.refunds) {
    const day = sums[dayIndex];
    if (day) day.refunds += total;
  }
  return sums;
}

/**
 * The sums of contiguous service days, in their order (ADR 087): a closed day's from the row kept
 * for it, the others added up from their orders in one pass; a day the journal closed, ended over a
 * minute ago, gets its row then, so that the next report reads it. Its figures can no longer change:
 * every sale, refund and stop counts at the instant it is written, and that instant is past the
 * day's end.
 */
export async function sumsOfDays(
  db: Db,
  days: readonly ServiceDay[],
  now: Date,
  timeZone: string,
): Promise<DaySums[]> {
  const [sums, closed] = await Promise.all([
    keptSums(db, days),
    closedDays(
      db,
      days.map((day) => day.date),
    ),
  ]);
  const missing = days.flatMap((day, index) => (sums.has(day.date) ? [] : [index]));
  const first = missing[0];
  const last = missing.at(-1);
  if (first !== undefined && last !== undefined) {
    // The kept days between two missing ones are added up again with them: one pass, not several.
    const range = days.slice(first, last + 1);
    const added = await addUp(db, range, timeZone);
    const toKeep: { day: ServiceDay; sums: DaySums }[] = [];
    range.forEach((day, index) => {
      const daySums = added[index] as DaySums;
      if (sums.has(day.date)) return;
      sums.set(day.date, daySums);
      if (closed.has(day.date) && settled(day, now)) toKeep.push({ day, sums: daySums });
    });
    await keep(db, toKeep, now);
  }
  return days.map((day) => sums.get(day.date) as DaySums);
}

/**
 * The sums of days the journal has just closed, kept by the chainer (ADR 087) once each has settled,
 * so that the first report after a closing reads them too. Returns the days tried (settled) and
 * those kept; a day tried and not kept is kept by the next report.
 */
export async function keepClosedDays(
  db: Db,
  closed: readonly LocalDate[],
  rule: { closesAt: number; timeZone: string },
  now: Date,
): Promise<{ settled: LocalDate[]; kept: LocalDate[] }> {
  const days = closed
    .map((date) => ({ date, ...serviceDayBounds(date, rule.closesAt, rule.timeZone) }))
    .filter((day) => settled(day, now));
  const kept: LocalDate[] = [];
  // One day at a time: usually the one closed last night, a few after a downtime.
  for (const day of days) {
    const [sums] = await addUp(db, [day], rule.timeZone);
    if (sums) kept.push(...(await keep(db, [{ day, sums }], now)));
  }
  return { settled: days.map((day) => day.date), kept };
}

/** Days' facts put together: every figure of SalesFacts is a list of rows the totals add up. */
export function factsTogether(days: readonly DaySums[]): SalesFacts {
  return {
    sales: days.flatMap((day) => day.facts.sales),
    discounts: days.flatMap((day) => day.facts.discounts),
    refunds: days.flatMap((day) => day.facts.refunds),
    stopped: days.flatMap((day) => day.facts.stopped),
  };
}

/**
 * A correction that reaches back into a day (the cash counted at an order's handover, corrected
 * later): the day's kept sums are dropped in the correction's transaction, added up again at the
 * next report.
 */
export async function forgetDaySums(tx: Db, at: Date): Promise<void> {
  await tx.execute(
    sql`delete from report_days where starts_at <= ${at.toISOString()}::timestamptz and ends_at > ${at.toISOString()}::timestamptz`,
  );
}
