import { nextOpeningAt } from "./next-opening.ts";
import { isOpenAt } from "./open-at.ts";
import { minutesOfClockTime, type WeeklyHours } from "./weekly-hours.ts";
import { zonedClock } from "./zoned-clock.ts";

/** A menu's hours for each service: pickup and delivery may differ. */
export interface ServiceHours {
  delivery: WeeklyHours;
  pickup: WeeklyHours;
}

export interface MenuAvailability {
  /** Orderable now, by delivery or pickup. */
  isOpen: boolean;
  /** Open now, or opens again later today (local day). */
  isAvailableToday: boolean;
  /** When closed now: the next opening of either service; null when open or never opening. */
  nextOpening: Date | null;
}

function opensLaterToday(hours: WeeklyHours, instant: Date, timeZone: string): boolean {
  const clock = zonedClock(instant, timeZone);
  return hours[clock.weekday].some((range) => {
    const start = minutesOfClockTime(range.start);
    return start !== null && start > clock.minutes;
  });
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

export function menuAvailability(hours: ServiceHours, instant: Date, timeZone: string): MenuAvailability {
  const isOpen = isOpenAt(hours.delivery, instant, timeZone) || isOpenAt(hours.pickup, instant, timeZone);
  const isAvailableToday =
    isOpen ||
    opensLaterToday(hours.delivery, instant, timeZone) ||
    opensLaterToday(hours.pickup, instant, timeZone);
  const nextOpening = isOpen
    ? null
    : earliest(
        nextOpeningAt(hours.delivery, instant, timeZone),
        nextOpeningAt(hours.pickup, instant, timeZone),
      );
  return { isOpen, isAvailableToday, nextOpening };
}
