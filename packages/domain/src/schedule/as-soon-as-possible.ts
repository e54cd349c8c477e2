import type { Menu, OrderMode } from "../menu/menu.ts";
import { restaurantHoursFor } from "./menu-open.ts";
import { isOpenAt } from "./open-at.ts";
import { type SchedulingSettings, slotSettingsFor } from "./time-slots.ts";

/**
 * An order "as soon as possible" (no time slot chosen): it is for today, ready `minimum_time`
 * minutes (or `pickup_minimum_time` for a pickup) after it is placed, and possible only when the
 * restaurant takes orders for the mode at that time. Returns when it would be ready, or null when
 * the customer must choose a time slot instead. The checkout page shows "vers 12:45" from it and
 * the server refuses an order "for now" with it, so both agree.
 */
export function asSoonAsPossible(input: {
  menus: readonly Menu[];
  mode: OrderMode;
  settings: SchedulingSettings;
  now: Date;
  timeZone: string;
}): { readyAt: Date } | null {
  const minimumTime = slotSettingsFor(input.settings, input.mode).minimumTime;
  const readyAt = new Date(input.now.getTime() + Math.max(minimumTime, 0) * 60_000);
  return isOpenAt(restaurantHoursFor(input.menus, input.mode), readyAt, input.timeZone) ? { readyAt } : null;
}
