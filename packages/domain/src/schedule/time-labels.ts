import { fill } from "@comptoir/messages";
import { clockTimeAt } from "./clock-time.ts";
import { addDays, type LocalDate, startOfLocalDay } from "./local-time.ts";
import { zonedClock } from "./zoned-clock.ts";

/**
 * How every page, ticket and e-mail words the restaurant's days: each in its time zone, never the
 * device's or the server's own. One place, so "demain à 11:00" reads the same everywhere; the time
 * of day ("12:40") is clock-time.ts's.
 */

/** Where a date stands from today: a person says "aujourd'hui", "demain", or names the day. */
export type DayFromToday = "today" | "tomorrow" | "later";

export function dayFromToday(date: LocalDate, today: LocalDate): DayFromToday {
  if (date === today) return "today";
  return date === addDays(today, 1) ? "tomorrow" : "later";
}

// Formatters are costly to build and pages draw these labels often: one per style and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  weekday: { weekday: "long" },
  date: { weekday: "long", day: "numeric", month: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function frenchFormat(timeZone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("fr-FR", { timeZone, ...STYLES[style] });
    formatters.set(key, format);
  }
  return format;
}

/** "mardi": the day of the week of an instant, in the restaurant's zone. */
export function weekdayAt(instant: Date, timeZone: string): string {
  return frenchFormat(timeZone, "weekday").format(instant);
}

/** "mardi 24 novembre": the day of an instant, in the restaurant's zone. */
export function dayDateAt(instant: Date, timeZone: string): string {
  return frenchFormat(timeZone, "date").format(instant);
}

/** "jeudi 26 novembre": a restaurant's date as the same words say it. */
export function dayDateOf(date: LocalDate, timeZone: string): string {
  // Noon of that day is on that date in any zone, whatever the clocks do at night.
  return dayDateAt(new Date(startOfLocalDay(date, timeZone).getTime() + 12 * 3_600_000), timeZone);
}

/** The catalogue's words for a time from today, with `{time}` and (for a later day) `{weekday}`. */
export type WhenWords = Readonly<Record<DayFromToday, string>>;

/**
 * When an instant falls, said from today in the restaurant's zone with the catalogue's words:
 * "aujourd'hui à 11:00", "demain à 11:00", "mardi à 11:00".
 */
export function whenFromToday(instant: Date, now: Date, timeZone: string, words: WhenWords): string {
  const day = dayFromToday(zonedClock(instant, timeZone).date, zonedClock(now, timeZone).date);
  return fill(words[day], {
    time: clockTimeAt(instant, timeZone),
    ...(day === "later" ? { weekday: weekdayAt(instant, timeZone) } : {}),
  });
}
