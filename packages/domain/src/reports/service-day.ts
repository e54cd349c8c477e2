import { addDays, firstInstantAtOrAfter, type LocalDate } from "../schedule/local-time.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";

/**
 * The service day (ADR 066): a restaurant's day runs from its closing hour to the next day's, on
 * its wall clock, so that a service past midnight belongs to the day it started (at 04:00, the
 * 00:30 orders of Friday night count on Friday). The closing hour is minutes after local midnight.
 * On the days clocks change, a service day lasts 23 or 25 hours; every instant belongs to exactly
 * one day, and each day ends where the next begins.
 */

/** When the service day `date` starts and ends: [start, end). */
export function serviceDayBounds(
  date: LocalDate,
  closesAt: number,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: firstInstantAtOrAfter(date, closesAt, timeZone),
    end: firstInstantAtOrAfter(addDays(date, 1), closesAt, timeZone),
  };
}

/** The service day an instant belongs to. */
export function serviceDayOf(instant: Date, closesAt: number, timeZone: string): LocalDate {
  const { date } = zonedClock(instant, timeZone);
  // Before the day's closing hour (its first occurrence, should the clock show it twice): the
  // service of the day before.
  const start = firstInstantAtOrAfter(date, closesAt, timeZone);
  return instant.getTime() < start.getTime() ? addDays(date, -1) : date;
}
