import type { CartLine } from "../cart/cart-line.ts";
import type { Menu, OrderMode } from "../menu/menu.ts";
import { isOpenAt } from "./open-at.ts";
import { combineWeeklyHours } from "./open-ranges.ts";
import type { WeeklyHours } from "./weekly-hours.ts";

/** The menu's hours for the mode: `pickup_time_ranges` for pickup, `time_ranges` for delivery. */
export function menuHoursFor(menu: Menu, mode: OrderMode): WeeklyHours {
  return mode === "pickup" ? menu.pickupHours : menu.hours;
}

/** A menu is open when the restaurant has it available and its hours for the mode cover the instant. */
export function isMenuOpenAt(menu: Menu, mode: OrderMode, instant: Date, timeZone: string): boolean {
  return menu.isAvailable && isOpenAt(menuHoursFor(menu, mode), instant, timeZone);
}

/** When the restaurant takes orders for a mode: whenever one of its available menus is open. */
export function restaurantHoursFor(menus: readonly Menu[], mode: OrderMode): WeeklyHours {
  return combineWeeklyHours(menus.filter((menu) => menu.isAvailable).map((menu) => menuHoursFor(menu, mode)));
}

/**
 * The cart lines whose menu is not open at the instant (an unknown menu counts as closed), for the
 * checkout's alert "Les articles suivants … ne sont pas disponibles à l'heure choisie".
 */
export function linesUnavailableAt<Line extends Pick<CartLine, "menuId">>(
  lines: readonly Line[],
  menus: readonly Menu[],
  mode: OrderMode,
  instant: Date,
  timeZone: string,
): Line[] {
  return lines.filter((line) => {
    const menu = menus.find((candidate) => candidate.id === line.menuId);
    return !menu || !isMenuOpenAt(menu, mode, instant, timeZone);
  });
}
