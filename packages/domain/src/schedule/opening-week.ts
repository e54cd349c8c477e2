import { describeOpenRange, openRangesOn } from "./open-ranges.ts";
import { type ClockTime, WEEKDAYS, type Weekday, type WeeklyHours } from "./weekly-hours.ts";

/** One opening of a day as the customer reads it: 11:00 – 14:45, or 18:00 – 02:00 the next day. */
export interface OpeningHours {
  start: ClockTime;
  end: ClockTime;
  endsNextDay: boolean;
}

/** A day of the week's hours: for pickup, and for delivery when the restaurant delivers. */
interface OpeningDay {
  weekday: Weekday;
  pickup: OpeningHours[];
  /** Null when the restaurant does not deliver. */
  delivery: OpeningHours[] | null;
  /** Pickup and delivery open at the very same times (or there is no delivery): one line says it. */
  sameForBoth: boolean;
}

export interface OpeningWeek {
  /** Monday first, as French calendars are. */
  days: OpeningDay[];
  /** Every day has the same hours for both services: the week needs a single column. */
  sameForBoth: boolean;
}

function describedOn(hours: WeeklyHours, weekday: Weekday): OpeningHours[] {
  return openRangesOn(hours, weekday).map(describeOpenRange);
}

function sameHours(a: readonly OpeningHours[], b: readonly OpeningHours[]): boolean {
  return (
    a.length === b.length &&
    a.every((range, index) => range.start === b[index]?.start && range.end === b[index]?.end)
  );
}

/**
 * The week's opening hours per service, merged as the schedule rules merge them (overlapping
 * ranges of several menus make one opening), so what the pages print is what the checkout accepts.
 * Pickup and delivery are compared day by day: where they differ the customer sees both.
 */
export function openingWeek(hours: { pickup: WeeklyHours; delivery: WeeklyHours | null }): OpeningWeek {
  const days = WEEKDAYS.map((weekday): OpeningDay => {
    const pickup = describedOn(hours.pickup, weekday);
    const delivery = hours.delivery ? describedOn(hours.delivery, weekday) : null;
    return { weekday, pickup, delivery, sameForBoth: delivery === null || sameHours(pickup, delivery) };
  });
  return { days, sameForBoth: days.every((day) => day.sameForBoth) };
}
