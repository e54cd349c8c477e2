import {
  CHECKOUT_ERROR_CODES,
  type KitchenQuoteBody,
  type KitchenQuotePayload,
  type Restaurant,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import {
  addDays,
  closedItemNames,
  type LocalDate,
  type OrderMode,
  restaurantHoursFor,
  rushAt,
  slotsForDay,
  whenFromToday,
  windowStartOf,
  zonedClock,
} from "@comptoir/domain";
import { fill, kitchenFull, whenAt } from "@comptoir/messages";
import type { CheckedOrder, OrderRefusal } from "../order-pricing.ts";
import type { RestaurantSnapshot } from "../restaurant-snapshot.ts";
import {
  type KitchenFacts,
  type KitchenPlan,
  type KitchenRules,
  kitchenRulesOf,
  loadOfLines,
  quoteAsap,
  reservedFrom,
  windowCapacity,
  windowFits,
} from "./kitchen-load.ts";

/**
 * The kitchen's word before and at the order (ADR 061): the quote the checkout shows, the plan an
 * order reserves with, and the next window that fits when its own is full.
 */

/** How many days ahead a customer may order (the checkout lists as many). */
const SCHEDULE_DAYS = 7;

/** The slot starts of a day for a mode, as the checkout offers them. */
function slotStartsOf(restaurant: Restaurant, mode: OrderMode, date: LocalDate, now: Date): Date[] {
  return slotsForDay({
    date,
    mode,
    hours: restaurantHoursFor(restaurant.menus, mode),
    settings: restaurant.scheduling,
    now,
    timeZone: restaurant.timeZone,
  }).map((slot) => slot.start);
}

/** Minutes reserved per window start (ms), as read from the current window on. */
type Reserved = ReadonlyMap<number, number>;

/** The starts of the windows, among `starts`, that cannot take `load` more minutes. */
function fullAmong(
  restaurant: Restaurant,
  rules: KitchenRules,
  reserved: Reserved,
  starts: readonly Date[],
  load: number,
  now: Date,
): Date[] {
  return starts.filter(
    (start) =>
      !windowFits(
        windowCapacity(rules, restaurant, start, now),
        reserved.get(windowStartOf(start).getTime()) ?? 0,
        load,
      ),
  );
}

/** Whether the windows can be full at all: a range limits some, or a "coup de feu" closes some. */
function anyLimit(rules: KitchenRules, now: Date): boolean {
  return rules.ranges.length > 0 || rushAt(rules.rush, now)?.closed === true;
}

/**
 * POST /v2/public/kitchen/quote: for this cart, when "dès que possible" would be ready (null when
 * it cannot be now, its window included), and the day's windows it no longer fits in.
 */
export async function kitchenQuote(input: {
  snapshot: RestaurantSnapshot;
  restaurant: Restaurant;
  kitchen: KitchenFacts;
  body: KitchenQuoteBody;
  now: Date;
}): Promise<KitchenQuotePayload> {
  const { restaurant, body, now } = input;
  const rules = kitchenRulesOf(input.snapshot);
  const load = loadOfLines(
    rules,
    body.lines.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
  );
  // No range and no closing: no window can be full, nothing to read.
  const reserved: Reserved = anyLimit(rules, now) ? await input.kitchen.reserved(now) : new Map();
  const full = fullAmong(
    restaurant,
    rules,
    reserved,
    slotStartsOf(restaurant, body.mode, body.date, now),
    load,
    now,
  );
  let asap: Date | null = null;
  if (body.date === zonedClock(now, restaurant.timeZone).date) {
    const work = load > 0 ? await input.kitchen.work(now, restaurant.timeZone) : [];
    const quoted = quoteAsap({ restaurant, rules, work, mode: body.mode, load, now });
    asap = quoted && asapWithRoom({ restaurant, rules, reserved, mode: body.mode, load, quoted, now });
  }
  return { load, asap: asap?.toISOString() ?? null, full: full.map((start) => start.toISOString()) };
}

/** The 409 of a full kitchen, with the next window that fits (ISO 8601), or none in the week. */
type KitchenRefusal = OrderRefusal & { nextWindow: string | null };

/**
 * The next window after `after`, today or in the coming days, that can take `load` minutes for the
 * mode: what the customer is offered instead of a full one.
 */
function nextWindowThatFits(input: {
  restaurant: Restaurant;
  rules: KitchenRules;
  reserved: Reserved;
  mode: OrderMode;
  load: number;
  after: Date;
  now: Date;
}): Date | null {
  const { restaurant, rules, reserved, mode, load, after, now } = input;
  const today = zonedClock(now, restaurant.timeZone).date;
  for (let offset = 0; offset < SCHEDULE_DAYS; offset += 1) {
    const starts = slotStartsOf(restaurant, mode, addDays(today, offset), now).filter(
      (start) => start.getTime() > after.getTime(),
    );
    if (starts.length === 0) continue;
    const full = new Set(
      fullAmong(restaurant, rules, reserved, starts, load, now).map((start) => start.getTime()),
    );
    const free = starts.find((start) => !full.has(start.getTime()));
    if (free) return free;
  }
  return null;
}

/**
 * "Dès que possible" in the first window from its quote that can take `load`: a full window is
 * passed over as a closed one is. The quote counts the kitchen's work at its pace from now, but
 * orders reserve in the window they are ready in, so the window of the minimum time fills first;
 * without this, "dès que possible" would be refused while the next windows stand empty. Null when
 * no window today can take it.
 */
function asapWithRoom(input: {
  restaurant: Restaurant;
  rules: KitchenRules;
  reserved: Reserved;
  mode: OrderMode;
  load: number;
  quoted: Date;
  now: Date;
}): Date | null {
  const { restaurant, rules, reserved, load, quoted, now } = input;
  const [full] = fullAmong(restaurant, rules, reserved, [windowStartOf(quoted)], load, now);
  if (!full) return quoted;
  const next = nextWindowThatFits({ ...input, after: quoted });
  const today = zonedClock(now, restaurant.timeZone).date;
  return next && zonedClock(next, restaurant.timeZone).date === today ? next : null;
}

/** The French 409 for a full window, naming the next one that fits. */
export async function kitchenFullRefusal(input: {
  db: Db;
  restaurant: Restaurant;
  rules: KitchenRules;
  mode: OrderMode;
  load: number;
  window: Date;
  now: Date;
}): Promise<KitchenRefusal> {
  // Read afresh: the customer is told a window that has room now.
  const reserved = await reservedFrom(input.db, windowStartOf(input.now));
  const next = nextWindowThatFits({ ...input, reserved, after: input.window });
  const { timeZone } = input.restaurant;
  return {
    ok: false,
    status: 409,
    code: CHECKOUT_ERROR_CODES.kitchenFull,
    message: next
      ? fill(kitchenFull.windowFull, { next: whenFromToday(next, input.now, timeZone, whenAt) })
      : kitchenFull.windowFullNoNext,
    nextWindow: next?.toISOString() ?? null,
  };
}

/**
 * What a checked order reserves, and when it is ready: for "dès que possible", the quote from the
 * kitchen's load (and the "coup de feu"), in the first window that looks to have room; for a
 * slot, its start. Refused here, before any write, when its window is closed or its work cannot be
 * done while the restaurant is open; a slot's window that merely looks full is left to the
 * reservation's own statement, which decides.
 */
export async function planOrderKitchen(input: {
  db: Db;
  snapshot: RestaurantSnapshot;
  restaurant: Restaurant;
  kitchen: KitchenFacts;
  checked: CheckedOrder;
  now: Date;
}): Promise<{ ok: true; plan: KitchenPlan; readyAt: Date } | KitchenRefusal> {
  const { db, restaurant, checked, now } = input;
  const rules = kitchenRulesOf(input.snapshot);
  const load = loadOfLines(rules, [
    ...checked.total.lines.map((priced) => ({ itemId: priced.line.itemId, quantity: priced.line.quantity })),
    ...checked.total.freeItems.map((free) => ({ itemId: free.itemId, quantity: free.quantity })),
  ]);
  let readyAt = checked.schedule.readyAt;
  if (checked.schedule.slot === null) {
    const rush = rushAt(rules.rush, now)?.extraMinutes ?? 0;
    if (load > 0) {
      const work = await input.kitchen.work(now, restaurant.timeZone);
      // As this process last read them (at most a second ago): the reservation's statement decides.
      const reserved: Reserved = anyLimit(rules, now) ? await input.kitchen.reserved(now) : new Map();
      const estimate = quoteAsap({ restaurant, rules, work, mode: checked.mode, load, now });
      const quoted =
        estimate &&
        asapWithRoom({ restaurant, rules, reserved, mode: checked.mode, load, quoted: estimate, now });
      // Past the opening hours, or past the end of a dish's menu: not "dès que possible" today.
      const closed =
        quoted &&
        closedItemNames(
          checked.total.lines.map((priced) => priced.line),
          restaurant.menus,
          checked.mode,
          quoted,
          restaurant.timeZone,
        ).length > 0;
      if (!quoted || closed)
        return kitchenFullRefusal({ db, restaurant, rules, mode: checked.mode, load, window: readyAt, now });
      readyAt = quoted;
    } else if (rush > 0) {
      readyAt = new Date(readyAt.getTime() + rush * 60_000);
    }
  }
  const window = windowStartOf(readyAt);
  const capacity = windowCapacity(rules, restaurant, window, now);
  if (capacity === 0)
    return kitchenFullRefusal({ db, restaurant, rules, mode: checked.mode, load, window, now });
  return { ok: true, plan: { load, window: load > 0 ? window : null, capacity }, readyAt };
}
