import { minutesOfClockTime, type WeeklyHours } from "./weekly-hours.ts";
import { zonedClock } from "./zoned-clock.ts";

/** Is a menu or service with these weekly hours open at this instant, in the restaurant's zone? */
export function isOpenAt(hours: WeeklyHours, instant: Date, timeZone: string): boolean {
  const clock = zonedClock(instant, timeZone);
  return hours[clock.weekday].some((range) => {
    const start = minutesOfClockTime(range.start);
    const end = minutesOfClockTime(range.end);
    return start !== null && end !== null && start <= clock.minutes && clock.minutes < end;
  });
}
