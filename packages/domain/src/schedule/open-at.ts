import { addDays, MINUTES_PER_DAY, weekdayOfDate } from "./local-time.ts";
import { type OpenRange, openRangesOn } from "./open-ranges.ts";
import type { WeeklyHours } from "./weekly-hours.ts";
import { zonedClock } from "./zoned-clock.ts";

function covers(ranges: readonly OpenRange[], minutes: number): boolean {
  return ranges.some((range) => range.start <= minutes && minutes < range.end);
}

/**
 * Is a menu or service with these weekly hours open at this instant, in the restaurant's zone?
 * The restaurant's wall clock decides: open when the local time falls in one of the day's merged
 * ranges, or in the part after midnight of a range of the day before (Friday 18:00–02:00 is open
 * on Saturday at 01:00).
 */
export function isOpenAt(hours: WeeklyHours, instant: Date, timeZone: string): boolean {
  const clock = zonedClock(instant, timeZone);
  const yesterday = weekdayOfDate(addDays(clock.date, -1));
  return (
    covers(openRangesOn(hours, clock.weekday), clock.minutes) ||
    covers(openRangesOn(hours, yesterday), clock.minutes + MINUTES_PER_DAY)
  );
}
