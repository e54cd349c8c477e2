import {
  addDays,
  instantsOfLocalTime,
  MINUTES_PER_DAY,
  offsetChangesBetween,
  weekdayOfDate,
} from "./local-time.ts";
import { isOpenAt } from "./open-at.ts";
import { openRangesOn } from "./open-ranges.ts";
import type { WeeklyHours } from "./weekly-hours.ts";
import { zonedClock } from "./zoned-clock.ts";

// A week on the shop's clock: the week in which clocks go back in autumn lasts an hour longer.
const LOOK_AHEAD_MS = (7 * MINUTES_PER_DAY + 60) * 60_000;

/**
 * The first instant, from `instant` on and within the next week, at which the schedule is open:
 * `instant` itself when it is open already, the start of the next opening otherwise ("ouvre à
 * 18:30"), null when the schedule never opens. Right across daylight-saving changes: an opening in
 * the hour skipped in spring happens when clocks jump forward; in the hour repeated in autumn, at
 * its first occurrence.
 */
export function nextOpeningAt(hours: WeeklyHours, instant: Date, timeZone: string): Date | null {
  if (isOpenAt(hours, instant, timeZone)) return instant;
  const limit = instant.getTime() + LOOK_AHEAD_MS;
  const today = zonedClock(instant, timeZone).date;
  // Openings happen where a range starts, or where the clock jumps (into a range).
  const candidates: Date[] = offsetChangesBetween(instant, new Date(limit + 1), timeZone);
  for (let day = -1; day <= 8; day += 1) {
    const date = addDays(today, day);
    // A start in the hour skipped in spring has no instant: the clock's jump, already a
    // candidate, is then when the range opens.
    for (const range of openRangesOn(hours, weekdayOfDate(date))) {
      candidates.push(...instantsOfLocalTime(date, range.start, timeZone));
    }
  }
  const opening = candidates
    .filter((candidate) => candidate.getTime() > instant.getTime() && candidate.getTime() <= limit)
    .sort((a, b) => a.getTime() - b.getTime())
    .find((candidate) => isOpenAt(hours, candidate, timeZone));
  return opening ?? null;
}
