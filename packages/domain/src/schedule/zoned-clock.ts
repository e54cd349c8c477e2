import type { Weekday } from "./weekly-hours.ts";

/** What the restaurant's wall clock says at an instant: its local date, weekday and minute of day. */
export interface ZonedClock {
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight, 0 to 1439. */
  minutes: number;
}

/**
 * Per zone, its formatter (costly to build) and its last reading: the checks of one order read
 * the clock at the same instant many times (each offer, the opening hours, the slot, the mail).
 */
const readings = new Map<string, { format: Intl.DateTimeFormat; at?: number; clock?: ZonedClock }>();

/**
 * Reads the restaurant's local time through Intl, never the server's or the browser's own zone, so
 * "today" and "open now" stay right on daylight-saving days.
 */
export function zonedClock(instant: Date, timeZone: string): ZonedClock {
  let kept = readings.get(timeZone);
  if (!kept) {
    kept = {
      format: new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        weekday: "short",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }),
    };
    readings.set(timeZone, kept);
  }
  if (kept.at !== +instant) {
    // "Tue, 11/24/2026, 12:05", the United States' order, whatever marks or spaces sit between:
    // one string, where its parts were an object each.
    const [weekday, month, day, year, hour, minute] = kept.format.format(instant).match(/\w+/g) as string[];
    kept.at = +instant;
    kept.clock = {
      date: `${year}-${month}-${day}`,
      weekday: (weekday as string).toLowerCase() as Weekday,
      minutes: +(hour as string) * 60 + +(minute as string),
    };
  }
  return kept.clock as ZonedClock;
}
