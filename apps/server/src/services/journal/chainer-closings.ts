import { DAY_CLOSES_AT_SETTING, DEFAULT_DAY_CLOSES_AT } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import {
  addDays,
  addTotals,
  type ClosingBody,
  type ClosingPeriod,
  DEFAULT_TIME_ZONE,
  emptyTotals,
  type JournalTotals,
  journalTotals,
  type LocalDate,
  minutesOfClockTime,
  type OpeningBody,
  serviceDayBounds,
  serviceDayOf,
} from "@comptoir/domain";
import { and, asc, desc, eq, inArray, like, lt } from "drizzle-orm";
import { entriesBetween, type Link } from "./chainer-links.ts";

const { journalEntries, settings } = schema;

/** Where the service days end: the restaurant's zone and the closing hour (minutes after midnight). */
export interface DayRule {
  timeZone: string;
  closesAt: number;
}

/** The settings the closings read, with their defaults. */
export async function readDayRule(db: Db): Promise<DayRule> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.name, ["restaurant.time_zone", DAY_CLOSES_AT_SETTING]));
  const value = (name: string) => {
    const found = rows.find((row) => row.name === name)?.value;
    return typeof found === "string" && found !== "" ? found : null;
  };
  return {
    timeZone: value("restaurant.time_zone") ?? DEFAULT_TIME_ZONE,
    closesAt:
      minutesOfClockTime(value(DAY_CLOSES_AT_SETTING) ?? DEFAULT_DAY_CLOSES_AT) ??
      (minutesOfClockTime(DEFAULT_DAY_CLOSES_AT) as number),
  };
}

interface NewClosing {
  closes: string;
  body: ClosingBody;
}

/**
 * The next closing due (ADR 066), if any: the month of the last closed day once that day was its
 * last, the year once December is closed, else the next service day once it has ended. Days are
 * closed one after the other from the journal's opening on, those without an entry too (zero
 * totals), so that after a downtime the missed days are closed in order. A day's totals are those
 * of the entries chained since the previous day's closing, up to `chain` (every entry chained, no
 * hole waiting): an event written after a day's closing counts in the next day.
 */
export async function dueClosing(db: Db, now: Date, chain: Link, rule: DayRule): Promise<NewClosing | null> {
  const [lastDay] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.kind, "closing"), like(journalEntries.closes, "day:%")))
    .orderBy(desc(journalEntries.seq))
    .limit(1);
  const lastDayBody = lastDay?.body as ClosingBody | undefined;
  if (lastDayBody) {
    const day = lastDayBody.label;
    const month = day.slice(0, 7);
    if (addDays(day, 1).slice(0, 7) !== month && !(await isClosed(db, `month:${month}`)))
      return periodClosing(db, "month", month, `day:${month}-%`);
    const year = day.slice(0, 4);
    if (day.endsWith("-12-31") && !(await isClosed(db, `year:${year}`)))
      return periodClosing(db, "year", year, `month:${year}-%`);
  }
  const [first] = await db.select().from(journalEntries).orderBy(asc(journalEntries.seq)).limit(1);
  if (!first) return null;
  const day: LocalDate = lastDayBody
    ? addDays(lastDayBody.label, 1)
    : serviceDayOf(first.at, rule.closesAt, rule.timeZone);
  if (now.getTime() < serviceDayBounds(day, rule.closesAt, rule.timeZone).end.getTime()) return null;
  const firstSeq = (lastDayBody?.lastSeq ?? 0) + 1;
  const totals = await totalsBetween(db, firstSeq, chain.seq);
  const previousGrand = lastDayBody?.grandTotals ?? (await openingTotals(db));
  return {
    closes: `day:${day}`,
    body: {
      period: "day",
      label: day,
      firstSeq,
      lastSeq: chain.seq,
      totals,
      grandTotals: addTotals([previousGrand, totals]),
    },
  };
}

/** Writes a closing: a second writer's (another process, a retry) is a no-op by the unique `closes`. */
export async function writeClosing(db: Db, closing: NewClosing, now: Date): Promise<void> {
  await db
    .insert(journalEntries)
    .values({ kind: "closing", at: now, orderId: null, body: closing.body, closes: closing.closes })
    .onConflictDoNothing({ target: journalEntries.closes });
}

/**
 * The totals of the entries numbered [firstSeq, lastSeq]; a cash correction of an amount recorded
 * before them reads that amount from its own entry.
 */
async function totalsBetween(db: Db, firstSeq: number, lastSeq: number): Promise<JournalTotals> {
  if (lastSeq < firstSeq) return emptyTotals();
  const entries = await entriesBetween(db, firstSeq, lastSeq);
  const earlier = entries
    .map((entry) =>
      entry.kind === "cash_collected" ? (entry.body as { corrects: number | null }).corrects : null,
    )
    .filter((seq): seq is number => seq !== null && seq < firstSeq);
  const amounts = new Map<number, number>();
  if (earlier.length > 0) {
    const rows = await db
      .select({ seq: journalEntries.seq, body: journalEntries.body })
      .from(journalEntries)
      .where(and(inArray(journalEntries.seq, earlier), lt(journalEntries.seq, firstSeq)));
    for (const row of rows) amounts.set(row.seq, (row.body as { amount: number }).amount);
  }
  return journalTotals(entries, (seq) => amounts.get(seq));
}

/** The opening's totals: the first grand totals (none before the journal's first entry). */
async function openingTotals(db: Db): Promise<JournalTotals> {
  const [opening] = await db
    .select({ body: journalEntries.body })
    .from(journalEntries)
    .where(eq(journalEntries.kind, "opening"))
    .orderBy(asc(journalEntries.seq))
    .limit(1);
  return (opening?.body as OpeningBody | undefined)?.totals ?? emptyTotals();
}

/** A month (or a year): the sum of its days' (or months') closings, its grand totals the last one's. */
async function periodClosing(
  db: Db,
  period: Exclude<ClosingPeriod, "day">,
  label: string,
  partsLike: string,
): Promise<NewClosing> {
  const parts = (
    await db
      .select({ body: journalEntries.body })
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, "closing"), like(journalEntries.closes, partsLike)))
      .orderBy(asc(journalEntries.seq))
  ).map((row) => row.body as ClosingBody);
  const first = parts[0];
  const last = parts.at(-1);
  return {
    closes: `${period}:${label}`,
    body: {
      period,
      label,
      firstSeq: first?.firstSeq ?? 0,
      lastSeq: last?.lastSeq ?? 0,
      totals: addTotals(parts.map((part) => part.totals)),
      grandTotals: last?.grandTotals ?? emptyTotals(),
    },
  };
}

async function isClosed(db: Db, closes: string): Promise<boolean> {
  const [row] = await db
    .select({ seq: journalEntries.seq })
    .from(journalEntries)
    .where(eq(journalEntries.closes, closes))
    .limit(1);
  return row !== undefined;
}
