import type { OrderMode } from "../menu/menu.ts";
import { addDays, type LocalDate, MINUTES_PER_DAY, startOfLocalDay, weekdayOfDate } from "./local-time.ts";
import { clockTimeOfMinutes, type OpenRange, openRangesOn } from "./open-ranges.ts";
import type { ClockTime, WeeklyHours } from "./weekly-hours.ts";
import { zonedClock } from "./zoned-clock.ts";

/** `scheduling.*` settings, or their `pickup_` variants. */
export interface SlotSettings {
  /** `show_range`: label a slot "12:00 - 12:15" rather than "12:00". */
  showRange: boolean;
  removeFirst: boolean;
  removeFirstCount: number;
  removeLast: boolean;
  removeLastCount: number;
  /** `minimum_time`: minutes between now and the first slot that can be chosen. */
  minimumTime: number;
}

export interface SchedulingSettings {
  delivery: SlotSettings;
  pickup: SlotSettings;
}

const SLOT_MINUTES = 15;

export interface TimeSlot {
  start: Date;
  end: Date;
  startTime: ClockTime;
  endTime: ClockTime;
  /** As shown and sent with the order (`delivery_time_range`). */
  label: string;
}

export function slotSettingsFor(settings: SchedulingSettings, mode: OrderMode): SlotSettings {
  return mode === "pickup" ? settings.pickup : settings.delivery;
}

function overlaps(ranges: readonly OpenRange[], start: number, end: number): boolean {
  return ranges.some((range) => range.start < end && start < range.end);
}

/**
 * The slots of a local day for a mode (docs/product.md#scheduling):
 * 1. the day is cut into 15-minute slots from its local midnight, in real time, so a
 *    daylight-saving day has 92 or 100 of them (2026-03-29 in Paris has no 02:xx slot, 2026-10-25
 *    has the 02:xx slots twice, once in summer time and once in winter time);
 * 2. a slot is available when it overlaps an open range of the day, or the part after midnight of
 *    a range of the day before;
 * 3. the first N and the last N available slots of the day are removed when the settings say so;
 * 4. a slot is kept only if it starts at least `minimum_time` minutes after now (which removes
 *    today's past slots, and tomorrow's first ones late at night);
 * 5. labelled "12:00 - 12:15" or "12:00" by `show_range`.
 * Slots are sorted and never overlap. Clocks change on a quarter hour in every zone this serves.
 */
export function slotsForDay(input: {
  date: LocalDate;
  mode: OrderMode;
  /** The opening hours for the mode (e.g. `restaurantHoursFor(menus, mode)`). */
  hours: WeeklyHours;
  settings: SchedulingSettings;
  now: Date;
  timeZone: string;
}): TimeSlot[] {
  const { date, timeZone } = input;
  const settings = slotSettingsFor(input.settings, input.mode);
  const today = openRangesOn(input.hours, weekdayOfDate(date));
  const fromYesterday = openRangesOn(input.hours, weekdayOfDate(addDays(date, -1))).map((range) => ({
    start: range.start - MINUTES_PER_DAY,
    end: range.end - MINUTES_PER_DAY,
  }));

  const dayEnd = startOfLocalDay(addDays(date, 1), timeZone).getTime();
  let available: TimeSlot[] = [];
  for (
    let start = startOfLocalDay(date, timeZone).getTime();
    start < dayEnd;
    start += SLOT_MINUTES * 60_000
  ) {
    const end = Math.min(start + SLOT_MINUTES * 60_000, dayEnd);
    const minutes = zonedClock(new Date(start), timeZone).minutes;
    if (
      !overlaps(today, minutes, minutes + SLOT_MINUTES) &&
      !overlaps(fromYesterday, minutes, minutes + SLOT_MINUTES)
    ) {
      continue;
    }
    const startTime = clockTimeOfMinutes(minutes);
    const endTime = clockTimeOfMinutes(zonedClock(new Date(end), timeZone).minutes);
    available.push({
      start: new Date(start),
      end: new Date(end),
      startTime,
      endTime,
      label: settings.showRange ? `${startTime} - ${endTime}` : startTime,
    });
  }

  if (settings.removeFirst) available = available.slice(Math.max(settings.removeFirstCount, 0));
  if (settings.removeLast)
    available = available.slice(0, Math.max(available.length - Math.max(settings.removeLastCount, 0), 0));
  const earliest = input.now.getTime() + settings.minimumTime * 60_000;
  return available.filter((slot) => slot.start.getTime() >= earliest);
}

/** The slot a customer chose, found again by its label or its start time; null when it is gone. */
export function findSlot(slots: readonly TimeSlot[], chosen: string): TimeSlot | null {
  const wanted = chosen.trim();
  return slots.find((slot) => slot.label === wanted || slot.startTime === wanted) ?? null;
}
