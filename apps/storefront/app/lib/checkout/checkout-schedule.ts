import {
  addDays,
  type LocalDate,
  type OrderMode,
  type OrderTimeRules,
  restaurantHoursFor,
  slotsForDay,
  type TimeSlot,
  zonedClock,
} from "@comptoir/domain";

/**
 * The days and slots the checkout lists (the domain's time-labels.ts words them). Whether an order can
 * be for a time is the domain's `checkOrderTime` (use-order-time.ts), the very check the server
 * runs. "Now" is the shop's clock as the page runs it on from the server's (`shop.now()`).
 */
export interface ScheduleContext {
  rules: OrderTimeRules;
  mode: OrderMode;
  now: Date;
}

/** How many days ahead a customer may schedule an order, today included. */
const SCHEDULE_DAYS = 7;

/** The restaurant's date today. */
export function todayIn(now: Date, timeZone: string): LocalDate {
  return zonedClock(now, timeZone).date;
}

/** The days, from today, that still have at least one slot, with their slots. */
export function daysWithSlots({
  rules,
  mode,
  now,
}: ScheduleContext): { date: LocalDate; slots: TimeSlot[] }[] {
  const today = todayIn(now, rules.timeZone);
  const hours = restaurantHoursFor(rules.menus, mode);
  const days: { date: LocalDate; slots: TimeSlot[] }[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const slots = slotsForDay({
      date,
      mode,
      hours,
      settings: rules.scheduling,
      now,
      timeZone: rules.timeZone,
    });
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}
