import {
  addDays,
  clockTimeAt,
  dayDateAt,
  firstInstantAtOrAfter,
  isLocalDate,
  zonedClock,
} from "@comptoir/domain";
import { fill, publishing as text } from "@comptoir/messages";

/** What the owner types to schedule a publish: a date and a time on the restaurant's clock. */
export interface ScheduleInput {
  /** `YYYY-MM-DD`, as `<input type="date">` gives it. */
  date: string;
  /** `HH:MM`, as `<input type="time">` gives it. */
  time: string;
}

/** The usual choice, "publier demain à 11:00": tomorrow on the shop's clock, before lunch. */
export function defaultSchedule(now: Date, timeZone: string): ScheduleInput {
  return { date: addDays(zonedClock(now, timeZone).date, 1), time: "11:00" };
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant the restaurant's clock shows that date and time (the first one on the night clocks go
 * back, the moment they jump on the night they go forward), or the French reason it cannot be
 * scheduled: not a date and time, or not later than the shop's `now`.
 */
export function scheduledInstant(
  input: ScheduleInput,
  now: Date,
  timeZone: string,
): { ok: true; at: Date } | { ok: false; problem: string } {
  const time = CLOCK_TIME.exec(input.time);
  if (!time || !isLocalDate(input.date)) return { ok: false, problem: text.scheduleInvalid };
  const at = firstInstantAtOrAfter(input.date, Number(time[1]) * 60 + Number(time[2]), timeZone);
  if (at.getTime() <= now.getTime()) return { ok: false, problem: text.schedulePast };
  return { ok: true, at };
}

/** "mardi 24 novembre à 12:05": an instant of the shop, in its time zone. */
export function shopDateTime(instant: Date, timeZone: string): string {
  return fill(text.dateAt, { date: dayDateAt(instant, timeZone), time: clockTimeAt(instant, timeZone) });
}
