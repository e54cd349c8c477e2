/** Days as the spec's menus name them: three-letter lowercase English weekdays. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A clock time of the restaurant's day, `HH:MM`. */
export type ClockTime = string;

export interface TimeRange {
  start: ClockTime;
  end: ClockTime;
}

/** For each weekday, the ranges of local time during which something (a menu, a service) is open. */
export type WeeklyHours = Record<Weekday, TimeRange[]>;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since local midnight for `HH:MM`, or null when the text is not a valid clock time. */
export function minutesOfClockTime(time: string): number | null {
  const match = CLOCK_TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function emptyWeeklyHours(): WeeklyHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}
