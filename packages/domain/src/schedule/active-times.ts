import { weekdays } from "@comptoir/messages";
import { describeOpenRange, openRangesOn } from "./open-ranges.ts";
import { type ClockTime, WEEKDAYS, type Weekday, type WeeklyHours } from "./weekly-hours.ts";

export interface DayOpeningHours {
  weekday: Weekday;
  /** "Lundi" … "Dimanche". */
  label: string;
  isOpen: boolean;
  times: { start: ClockTime; end: ClockTime; endsNextDay: boolean }[];
}

/** A menu's `active_times`: for each weekday from Monday, its label, whether it opens and its merged ranges. */
export function activeTimes(hours: WeeklyHours): DayOpeningHours[] {
  return WEEKDAYS.map((weekday) => {
    const times = openRangesOn(hours, weekday).map(describeOpenRange);
    return { weekday, label: weekdays[weekday], isOpen: times.length > 0, times };
  });
}
