import type { CartLine } from "../cart/cart-line.ts";
import type { Menu, OrderMode } from "../menu/menu.ts";
import { asSoonAsPossible } from "./as-soon-as-possible.ts";
import type { LocalDate } from "./local-time.ts";
import { linesUnavailableAt, menuHoursFor, restaurantHoursFor } from "./menu-open.ts";
import { hasNoOpeningHours } from "./open-ranges.ts";
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

/** The order's time alone, before its lines are checked: why it cannot be, or when it would be ready. */
type OrderTimeResolution =
  | { ok: true; time: OrderTime }
  | { ok: false; problem: "closed_now" }
  | { ok: false; problem: "slot_unavailable" };

/**
 * When an order for the request would be ready (docs/product.md#scheduling):
 * - as soon as possible: today, ready `minimum_time` minutes from now, while the restaurant takes
 *   orders for the mode then;
 * - a slot: one of the day's available slots (`slotsForDay`), found by its label or start time.
 */
function orderTimeFor(input: {
  rules: OrderTimeRules;
  mode: OrderMode;
  request: OrderTimeRequest;
  now: Date;
}): OrderTimeResolution {
  const { rules, mode, now, request } = input;
  if (request.slot === null) {
    const asap = asSoonAsPossible({
      menus: rules.menus,
      mode,
      settings: rules.scheduling,
      now,
      timeZone: rules.timeZone,
    });
    if (!asap) return { ok: false, problem: "closed_now" };
    return {
      ok: true,
      time: { date: zonedClock(now, rules.timeZone).date, slot: null, readyAt: asap.readyAt },
    };
  }
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
  return { ok: true, time: { date: request.date, slot: slot.label, readyAt: slot.start } };
}

/**
 * Whether an order can be for the requested time, the one rule the checkout runs before it posts
 * and the server runs before it stores: the time itself (`orderTimeFor`), then every item's menu
 * must be open at that time.
 */
export function checkOrderTime(input: {
  rules: OrderTimeRules;
  mode: OrderMode;
  lines: readonly Pick<CartLine, "menuId" | "name">[];
  request: OrderTimeRequest;
  now: Date;
}): OrderTimeCheck {
  const resolved = orderTimeFor(input);
  if (!resolved.ok) return resolved;
  const { rules, mode } = input;
  const itemNames = closedItemNames(input.lines, rules.menus, mode, resolved.time.readyAt, rules.timeZone);
  return itemNames.length > 0 ? { ok: false, problem: "items_closed", itemNames } : resolved;
}

/**
 * What the cart may suggest ("Vous aimerez aussi"): the candidates an order for the request could
 * hold, by the rule that checks the order's own lines (`checkOrderTime`): their menu is open for
 * the mode at the time the order is for. While that time is not settled (closed now and no slot
 * chosen yet), the candidates whose menu takes orders for the mode at some hour of the week.
 */
export function suggestionsAt<Candidate extends Pick<CartLine, "menuId">>(
  candidates: readonly Candidate[],
  input: { rules: OrderTimeRules; mode: OrderMode; request: OrderTimeRequest; now: Date },
): Candidate[] {
  const { rules, mode } = input;
  const resolved = orderTimeFor(input);
  if (resolved.ok) {
    const closed = new Set(
      linesUnavailableAt(candidates, rules.menus, mode, resolved.time.readyAt, rules.timeZone),
    );
    return candidates.filter((candidate) => !closed.has(candidate));
  }
  return candidates.filter((candidate) => {
    const menu = rules.menus.find((one) => one.id === candidate.menuId);
    return menu?.isAvailable === true && !hasNoOpeningHours([menuHoursFor(menu, mode)]);
  });
}
