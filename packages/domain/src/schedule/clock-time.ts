import type { ClockTime } from "./weekly-hours.ts";

// A module of its own: /success words only the time of day, and should not bring the days' words
// of time-labels.ts with it.

// Formatters are costly to build and pages draw times often: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "12:40": the restaurant's wall-clock time of an instant (24-hour, two digits each), in its time
 * zone whatever the device's or the server's own.
 */
export function clockTimeAt(instant: Date, timeZone: string): ClockTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("fr-FR", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}
