import { WEEKDAYS, type Weekday } from "./weekly-hours.ts";

/** A local calendar date of the restaurant, `YYYY-MM-DD`. */
export type LocalDate = string;

/** The restaurant's time zone when the settings name none (`restaurant.time_zone`). */
export const DEFAULT_TIME_ZONE = "Europe/Paris";

export const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a calendar date, or null when the text is not a real date (2026-02-30). */
function utcMidnight(date: LocalDate): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? ms
    : null;
}

export function isLocalDate(text: string): text is LocalDate {
  return utcMidnight(text) !== null;
}

function requireDate(date: LocalDate): number {
  const ms = utcMidnight(date);
  if (ms === null) throw new RangeError(`Date invalide : ${date}`);
  return ms;
}

/** The calendar date `days` days after (or before) a date; calendar arithmetic, no time zone. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(requireDate(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function weekdayOfDate(date: LocalDate): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(requireDate(date)).getUTCDay() + 6) % 7] as Weekday;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds (Paris: one or two hours). */
export function utcOffsetAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormatter(timeZone).formatToParts(new Date(instantMs))) {
    parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/**
 * Every instant at which the restaurant's clock shows this local date and time: usually one, two
 * in the hour repeated when clocks go back (2026-10-25 02:30 in Paris), none in the hour skipped
 * when they go forward (2026-03-29 02:30 in Paris). Sorted, earliest first.
 */
export function instantsOfLocalTime(date: LocalDate, minutes: number, timeZone: string): Date[] {
  const wall = requireDate(date) + minutes * MS_PER_MINUTE;
  const offsets = new Set([
    utcOffsetAt(wall - MS_PER_DAY, timeZone),
    utcOffsetAt(wall + MS_PER_DAY, timeZone),
  ]);
  const instants: number[] = [];
  for (const offset of offsets) {
    if (utcOffsetAt(wall - offset, timeZone) === offset) instants.push(wall - offset);
  }
  return instants.sort((a, b) => a - b).map((ms) => new Date(ms));
}

/**
 * The first instant at which the local clock shows this time or a later one: the time itself when
 * it exists (its first occurrence when it exists twice), the moment clocks jump forward when it
 * falls in the skipped hour (02:30 on 2026-03-29 in Paris gives 03:00 summer time).
 */
export function firstInstantAtOrAfter(date: LocalDate, minutes: number, timeZone: string): Date {
  const [first] = instantsOfLocalTime(date, minutes, timeZone);
  if (first) return first;
  // Skipped local time: the jump happened between `wall − offset after` (still before it) and
  // `wall − offset before` (already after it); find the first minute with the new offset.
  const wall = requireDate(date) + minutes * MS_PER_MINUTE;
  const after = utcOffsetAt(wall + MS_PER_DAY, timeZone);
  let low = (wall - after) / MS_PER_MINUTE;
  let high = (wall - utcOffsetAt(wall - MS_PER_DAY, timeZone)) / MS_PER_MINUTE;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (utcOffsetAt(middle * MS_PER_MINUTE, timeZone) === after) high = middle;
    else low = middle;
  }
  return new Date(high * MS_PER_MINUTE);
}

/** The first instant of a local day (its midnight, or the first minute after a skipped midnight). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return firstInstantAtOrAfter(date, 0, timeZone);
}

/** The instants at which the zone's offset changes in [from, to), found to the minute. */
export function offsetChangesBetween(from: Date, to: Date, timeZone: string): Date[] {
  const firstMinute = Math.ceil(from.getTime() / MS_PER_MINUTE);
  const lastMinute = Math.ceil(to.getTime() / MS_PER_MINUTE) - 1;
  // Offsets change at most a few times a year: sampling every 12 hours cannot miss a change that
  // is followed by its reversal, in any real zone.
  const step = 12 * 60;
  const changes: Date[] = [];
  for (let low = firstMinute; low < lastMinute; low += step) {
    const offset = utcOffsetAt(low * MS_PER_MINUTE, timeZone);
    let high = Math.min(low + step, lastMinute);
    if (utcOffsetAt(high * MS_PER_MINUTE, timeZone) === offset) continue;
    let before = low;
    while (high - before > 1) {
      const middle = Math.floor((before + high) / 2);
      if (utcOffsetAt(middle * MS_PER_MINUTE, timeZone) === offset) before = middle;
      else high = middle;
    }
    changes.push(new Date(high * MS_PER_MINUTE));
  }
  return changes;
}
