import { addDays, startOfLocalDay, weekdayOfDate } from "../schedule/local-time.ts";
import { combineWeeklyHours, openRangesOn } from "../schedule/open-ranges.ts";
import type { WeeklyHours } from "../schedule/weekly-hours.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";

/**
 * When a dish or a choice marked "épuisé" comes back by itself (ADR 041): at the start (local
 * midnight) of the next day, after today, on which the restaurant opens for anything, pickup or
 * delivery, in any menu. A kitchen that runs out at lunch stays out for the evening service too,
 * and is stocked again by the next service day; a closed Monday is skipped. With no opening in the
 * coming week (hours not set yet), tomorrow.
 */
export function soldOutUntil(schedules: readonly WeeklyHours[], instant: Date, timeZone: string): Date {
  const hours = combineWeeklyHours(schedules);
  const today = zonedClock(instant, timeZone).date;
  for (let day = 1; day <= 7; day += 1) {
    const date = addDays(today, day);
    if (openRangesOn(hours, weekdayOfDate(date)).length > 0) return startOfLocalDay(date, timeZone);
  }
  return startOfLocalDay(addDays(today, 1), timeZone);
}

/** Is something marked "épuisé" until `until` still sold out at `instant`? */
export function isSoldOutAt(until: Date | null, instant: Date): boolean {
  return until !== null && instant.getTime() < until.getTime();
}
