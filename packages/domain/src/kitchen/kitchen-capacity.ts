import { minutesOfClockTime, type Weekday } from "../schedule/weekly-hours.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";

/**
 * The kitchen's capacity (ADR 061): how many minutes of work it does per 15-minute window, set by
 * the owner per weekday and time range ("more cooks at lunch"). A window no range covers is not
 * limited: the shop takes any number of orders for it, as before capacities existed.
 */
export interface CapacityRange {
  days: Weekday[];
  /** Local `HH:MM`, the first window's start; `to` is excluded (a window starting then is not covered). */
  from: string;
  to: string;
  /** Minutes of work per 15 minutes; 0 closes the windows. */
  minutes: number;
}

/** The 15-minute window an instant falls in, as its start (windows start on the quarter hour UTC, which every zone served shares). */
export const KITCHEN_WINDOW_MINUTES = 15;

export function windowStartOf(instant: Date): Date {
  const size = KITCHEN_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(instant.getTime() / size) * size);
}

/**
 * The capacity of the window starting at `windowStart`, in minutes of work, read on the
 * restaurant's wall clock: the first range of its weekday that covers its start; null when none does.
 */
export function capacityAt(
  ranges: readonly CapacityRange[],
  windowStart: Date,
  timeZone: string,
): number | null {
  if (ranges.length === 0) return null;
  const clock = zonedClock(windowStart, timeZone);
  for (const range of ranges) {
    if (!range.days.includes(clock.weekday)) continue;
    const from = minutesOfClockTime(range.from);
    const to = minutesOfClockTime(range.to);
    if (from === null || to === null) continue;
    if (clock.minutes >= from && clock.minutes < to) return range.minutes;
  }
  return null;
}

/**
 * "Coup de feu" (ADR 061): the board adds minutes to every quote, or closes the windows, until a
 * time it chose; it ends by itself then.
 */
export interface Rush {
  /** Minutes added to every "dès que possible" quote: 0, 10, 20 or 30. */
  extraMinutes: number;
  /** The windows starting before `until` take no more orders. */
  closed: boolean;
  until: Date;
}

/** The rush in force at `now`, or null once it ended (or none was set). */
export function rushAt(rush: Rush | null, now: Date): Rush | null {
  return rush !== null && now.getTime() < rush.until.getTime() ? rush : null;
}

/**
 * The capacity the shop offers a window with, as of `now`: closed (0) while a "coup de feu" that
 * closes windows covers its start; otherwise the owner's.
 */
export function offeredCapacity(input: {
  ranges: readonly CapacityRange[];
  windowStart: Date;
  timeZone: string;
  rush: Rush | null;
  now: Date;
}): number | null {
  const rush = rushAt(input.rush, input.now);
  if (rush?.closed && input.windowStart.getTime() < rush.until.getTime()) return 0;
  return capacityAt(input.ranges, input.windowStart, input.timeZone);
}
