import type { MenuPayload } from "@comptoir/contracts";
import { whenFromToday } from "@comptoir/domain";
import { fill, hours as hoursText, whenAt } from "@comptoir/messages";

/**
 * "aujourd'hui à 11:00", "demain à 11:00" or "mardi à 11:00": when something next opens, in the
 * restaurant's time zone whatever the visitor's own.
 */
export function openingLabel(opening: Date, now: Date, timeZone: string): string {
  return whenFromToday(opening, now, timeZone, whenAt);
}

/** What the home page and the menu say first while nothing is open now (ADR 057). */
export interface ClosedNow {
  /** "Fermé · ouvre mardi à 11:30". */
  status: string;
  /** That ordering for later is possible meanwhile. */
  detail: string;
}

/**
 * Closed now: no menu takes orders at this instant, for pickup or delivery, but one opens later.
 * Null while a menu is open, and when none ever opens: the restaurant is then closed until further
 * notice, which the closed notice says in its own words (ADR 033).
 */
export function closedNow(
  menus: readonly Pick<MenuPayload, "menu_is_open" | "menu_next_opening">[],
  now: Date,
  timeZone: string,
): ClosedNow | null {
  if (menus.some((menu) => menu.menu_is_open)) return null;
  const openings = menus.flatMap((menu) =>
    menu.menu_next_opening ? [Date.parse(menu.menu_next_opening)] : [],
  );
  if (openings.length === 0) return null;
  const when = openingLabel(new Date(Math.min(...openings)), now, timeZone);
  return { status: fill(hoursText.closedUntil, { when }), detail: hoursText.closedNowDetail };
}
