import {
  addDays,
  asSoonAsPossible,
  type CartLine,
  findSlot,
  type LocalDate,
  linesUnavailableAt,
  type OrderMode,
  restaurantHoursFor,
  slotsForDay,
  startOfLocalDay,
  type TimeSlot,
  zonedClock,
} from "@comptoir/domain";
import type { CheckoutSettings } from "./checkout-settings.ts";

/**
 * When an order can be for: "as soon as possible", or a day and a 15-minute slot, all from the
 * domain's rules (`asSoonAsPossible`, `slotsForDay`, `linesUnavailableAt`) with the page's menus
 * and settings. "Now" is the shop's clock as the page runs it on from the server's (`shop.now()`),
 * read by the caller.
 */
export interface ScheduleContext {
  settings: CheckoutSettings;
  mode: OrderMode;
  now: Date;
  timeZone: string;
}

/** How many days ahead a customer may schedule an order, today included. */
export const SCHEDULE_DAYS = 7;

/** The restaurant's date today. */
export function todayIn(now: Date, timeZone: string): LocalDate {
  return zonedClock(now, timeZone).date;
}

export function slotsOn(date: LocalDate, context: ScheduleContext): TimeSlot[] {
  return slotsForDay({
    date,
    mode: context.mode,
    hours: restaurantHoursFor(context.settings.menus, context.mode),
    settings: context.settings.scheduling,
    now: context.now,
    timeZone: context.timeZone,
  });
}

/** The days, from today, that still have at least one slot, with their slots. */
export function daysWithSlots(context: ScheduleContext): { date: LocalDate; slots: TimeSlot[] }[] {
  const today = todayIn(context.now, context.timeZone);
  const days: { date: LocalDate; slots: TimeSlot[] }[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const slots = slotsOn(date, context);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** When an order placed now would be ready; null when the customer must choose a slot. */
export function asapReadyAt(context: ScheduleContext): Date | null {
  return (
    asSoonAsPossible({
      menus: context.settings.menus,
      mode: context.mode,
      settings: context.settings.scheduling,
      now: context.now,
      timeZone: context.timeZone,
    })?.readyAt ?? null
  );
}

/** The chosen slot, found again among the day's slots; null when it is gone (or none was chosen). */
export function chosenSlot(
  date: LocalDate,
  timeRange: string | null,
  context: ScheduleContext,
): TimeSlot | null {
  if (!timeRange) return null;
  return findSlot(slotsOn(date, context), timeRange);
}

/** Names of the cart's items whose menu is closed at the instant, each once. */
export function itemsUnavailableAt(
  lines: readonly CartLine[],
  instant: Date,
  context: ScheduleContext,
): string[] {
  const closed = linesUnavailableAt(lines, context.settings.menus, context.mode, instant, context.timeZone);
  return [...new Set(closed.map((line) => line.name))];
}

/** "Aujourd'hui", "Demain", or "jeudi 26 novembre", in the restaurant's time zone. */
export function dayLabel(
  date: LocalDate,
  today: LocalDate,
  timeZone: string,
  words: { today: string; tomorrow: string },
): string {
  if (date === today) return words.today;
  if (date === addDays(today, 1)) return words.tomorrow;
  // Noon of that day is on that date in any zone, whatever the clocks do at night.
  const noon = new Date(startOfLocalDay(date, timeZone).getTime() + 12 * 3_600_000);
  return new Intl.DateTimeFormat("fr-FR", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(noon);
}

/** "12:45", the restaurant's wall-clock time of an instant. */
export function clockTimeLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit" }).format(instant);
}
