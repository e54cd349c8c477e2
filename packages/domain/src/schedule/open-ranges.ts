import { MINUTES_PER_DAY } from "./local-time.ts";
import {
  type ClockTime,
  emptyWeeklyHours,
  minutesOfClockTime,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from "./weekly-hours.ts";

/**
 * A range of a day's opening in minutes since that day's local midnight, start included, end
 * excluded: 0 ≤ start < end. A range that runs past midnight (18:00–02:00) ends after 1440 (here
 * 1560) and so also covers the first hours of the next day.
 */
export interface OpenRange {
  start: number;
  end: number;
}

/** `24:00` is accepted as the end of a day; any other end uses the `HH:MM` of a clock time. */
function minutesOfRangeEnd(time: string): number | null {
  return time === "24:00" ? MINUTES_PER_DAY : minutesOfClockTime(time);
}

/**
 * A `HH:MM` range in minutes, or null for what the spec drops: a malformed time, an empty range
 * (start equal to end, 00:00–00:00 among them). An end earlier than the start means the range runs
 * past midnight into the next day: 18:00–02:00 is eight hours, 18:00–00:00 ends at midnight.
 */
export function openRangeOf(range: TimeRange): OpenRange | null {
  const start = minutesOfClockTime(range.start);
  const end = minutesOfRangeEnd(range.end);
  if (start === null || end === null || start === end) return null;
  return { start, end: end < start ? end + MINUTES_PER_DAY : end };
}

/** Sorts ranges and merges those that overlap or touch (11:00–14:00 and 14:00–15:00 make 11:00–15:00). */
export function mergeOpenRanges(ranges: readonly OpenRange[]): OpenRange[] {
  const sorted = [...ranges].filter((range) => range.start < range.end).sort((a, b) => a.start - b.start);
  const merged: OpenRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Schedule merging (docs/product.md#hours): malformed, empty and 00:00–00:00 ranges dropped, overlapping
 * ranges merged. The result is sorted and its ranges are disjoint (and not even touching).
 */
export function mergeTimeRanges(ranges: readonly TimeRange[]): OpenRange[] {
  return mergeOpenRanges(ranges.map(openRangeOf).filter((range): range is OpenRange => range !== null));
}

/** Minutes since midnight as `HH:MM` (of the next day past 1440). */
export function clockTimeOfMinutes(minutes: number): ClockTime {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/**
 * A merged range as the customer reads it: `18:00` – `02:00` with `endsNextDay`, `11:30` – `14:00`.
 * A range ending exactly at midnight ends at `24:00`.
 */
export function describeOpenRange(range: OpenRange): {
  start: ClockTime;
  end: ClockTime;
  endsNextDay: boolean;
} {
  return {
    start: clockTimeOfMinutes(range.start),
    end: range.end === MINUTES_PER_DAY ? "24:00" : clockTimeOfMinutes(range.end),
    endsNextDay: range.end > MINUTES_PER_DAY,
  };
}

/** The merged opening ranges of one weekday. */
export function openRangesOn(hours: WeeklyHours, weekday: Weekday): OpenRange[] {
  return mergeTimeRanges(hours[weekday]);
}

/** Several weekly schedules as one (the restaurant is open when any of its menus is). */
export function combineWeeklyHours(schedules: readonly WeeklyHours[]): WeeklyHours {
  const combined = emptyWeeklyHours();
  for (const hours of schedules) {
    for (const day of WEEKDAYS) combined[day].push(...hours[day]);
  }
  return combined;
}

/** True when a schedule has no opening at all: the storefront then says it is temporarily closed. */
export function hasNoOpeningHours(schedules: readonly WeeklyHours[]): boolean {
  const combined = combineWeeklyHours(schedules);
  return WEEKDAYS.every((day) => mergeTimeRanges(combined[day]).length === 0);
}
