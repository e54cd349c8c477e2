import type { Weekday } from "./weekly-hours.ts";

/** What the restaurant's wall clock says at an instant: its local date, weekday and minute of day. */
export interface ZonedClock {
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight, 0 to 1439. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Reads the restaurant's local time through Intl, never the server's or the browser's own zone, so
 * "today" and "open now" stay right on daylight-saving days.
 */
export function zonedClock(instant: Date, timeZone: string): ZonedClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    // The formatter always gives a weekday ("Mon"…), so the part is there.
    weekday: (parts.weekday as string).toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
