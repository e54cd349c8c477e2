import type { CartLine } from "../cart/cart-line.ts";
import type { Menu, OrderMode } from "../menu/menu.ts";
import { asSoonAsPossible } from "./as-soon-as-possible.ts";
import type { LocalDate } from "./local-time.ts";
import { linesUnavailableAt, restaurantHoursFor } from "./menu-open.ts";
import { findSlot, type SchedulingSettings, slotsForDay } from "./time-slots.ts";
import { zonedClock } from "./zoned-clock.ts";

/** What of the restaurant decides when an order can be for. */
export interface OrderTimeRules {
  menus: readonly Menu[];
  scheduling: SchedulingSettings;
  timeZone: string;
}

/**
 * When the customer wants the order: a slot (`delivery_time_range`, as `slotsForDay` labels it) of
 * a local day, or `slot: null` for "as soon as possible", which is always today.
 */
export interface OrderTimeRequest {
  date: LocalDate;
  slot: string | null;
}

/** The order's time once checked: its local day, its slot's label (null: as soon as possible), and when it should be ready. */
export interface OrderTime {
  date: LocalDate;
  slot: string | null;
  readyAt: Date;
}

export type OrderTimeCheck =
  | { ok: true; time: OrderTime }
  /** "As soon as possible" is not possible now: the customer must choose a slot. */
  | { ok: false; problem: "closed_now" }
  /** No slot chosen, or not one of the day's available slots (any more). */
  | { ok: false; problem: "slot_unavailable" }
  /** Some items' menus are closed then; their names, each once, in cart order. */
  | { ok: false; problem: "items_closed"; itemNames: string[] };

/** Names of the lines whose menu is closed at the instant, each once, in cart order. */
export function closedItemNames(
  lines: readonly Pick<CartLine, "menuId" | "name">[],
  menus: readonly Menu[],
  mode: OrderMode,
  instant: Date,
  timeZone: string,
): string[] {
  return [...new Set(linesUnavailableAt(lines, menus, mode, instant, timeZone).map((line) => line.name))];
}

/**
 * Whether an order can be for the requested time, the one rule the checkout runs before it posts
 * and the server runs before it stores (docs/product.md#scheduling):
 * - as soon as possible: today, ready `minimum_time` minutes from now, while the restaurant takes
 *   orders for the mode then;
 * - a slot: one of the day's available slots (`slotsForDay`), found by its label or start time;
 * - then every item's menu must be open at that time.
 */
export function checkOrderTime(input: {
  rules: OrderTimeRules;
  mode: OrderMode;
  lines: readonly Pick<CartLine, "menuId" | "name">[];
  request: OrderTimeRequest;
  now: Date;
}): OrderTimeCheck {
  const { rules, mode, now, request } = input;
  let time: OrderTime;
  if (request.slot === null) {
    const asap = asSoonAsPossible({
      menus: rules.menus,
      mode,
      settings: rules.scheduling,
      now,
      timeZone: rules.timeZone,
    });
    if (!asap) return { ok: false, problem: "closed_now" };
    time = { date: zonedClock(now, rules.timeZone).date, slot: null, readyAt: asap.readyAt };
  } else {
    const slots = slotsForDay({
      date: request.date,
      mode,
      hours: restaurantHoursFor(rules.menus, mode),
      settings: rules.scheduling,
      now,
      timeZone: rules.timeZone,
    });
    const slot = findSlot(slots, request.slot);
    if (!slot) return { ok: false, problem: "slot_unavailable" };
    time = { date: request.date, slot: slot.label, readyAt: slot.start };
  }
  const itemNames = closedItemNames(input.lines, rules.menus, mode, time.readyAt, rules.timeZone);
  return itemNames.length > 0 ? { ok: false, problem: "items_closed", itemNames } : { ok: true, time };
}
