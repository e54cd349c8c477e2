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
  type KitchenBacklog,
  type KitchenPlan,
  type KitchenRules,
  kitchenRulesOf,
  loadOfLines,
  quoteAsap,
  reservedBetween,
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

/** The starts of the windows, among `starts`, that cannot take `load` more minutes. */
async function fullAmong(
  db: Db,
  restaurant: Restaurant,
  rules: KitchenRules,
  starts: readonly Date[],
  load: number,
  now: Date,
): Promise<Date[]> {
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last) return [];
  // Only windows a range limits, or a "coup de feu" closes, can be full: none, no query.
  const limited = starts.filter((start) => windowCapacity(rules, restaurant, start, now) !== null);
  if (limited.length === 0) return [];
  const reserved = await reservedBetween(db, first, new Date(last.getTime() + 1));
  return limited.filter(
    (start) =>
      !windowFits(
        windowCapacity(rules, restaurant, start, now),
        reserved.get(windowStartOf(start).getTime()) ?? 0,
        load,
      ),
  );
}

/**
 * POST /v2/public/kitchen/quote: for this cart, when "dès que possible" would be ready (null when
 * it cannot be now, its window included), and the day's windows it no longer fits in.
 */
export async function kitchenQuote(input: {
  db: Db;
  snapshot: RestaurantSnapshot;
  restaurant: Restaurant;
  backlog: KitchenBacklog;
  body: KitchenQuoteBody;
  now: Date;
}): Promise<KitchenQuotePayload> {
  const { db, restaurant, body, now } = input;
  const rules = kitchenRulesOf(input.snapshot);
  const load = loadOfLines(
    rules,
    body.lines.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
  );
  const full = await fullAmong(
    db,
    restaurant,
    rules,
    slotStartsOf(restaurant, body.mode, body.date, now),
    load,
    now,
  );
  let asap: Date | null = null;
  if (body.date === zonedClock(now, restaurant.timeZone).date) {
    const work = load > 0 ? await input.backlog.work(now, restaurant.timeZone) : [];
    asap = quoteAsap({ restaurant, rules, work, mode: body.mode, load, now });
    if (asap) {
      const [taken] = await fullAmong(db, restaurant, rules, [windowStartOf(asap)], load, now);
      if (taken) asap = null;
    }
  }
  return { load, asap: asap?.toISOString() ?? null, full: full.map((start) => start.toISOString()) };
}

/** The 409 of a full kitchen, with the next window that fits (ISO 8601), or none in the week. */
type KitchenRefusal = OrderRefusal & { nextWindow: string | null };

/**
 * The next window after `after`, today or in the coming days, that can take `load` minutes for the
 * mode: what the customer is offered instead of a full one.
 */
async function nextWindowThatFits(input: {
  db: Db;
  restaurant: Restaurant;
  rules: KitchenRules;
  mode: OrderMode;
  load: number;
  after: Date;
  now: Date;
}): Promise<Date | null> {
  const { db, restaurant, rules, mode, load, after, now } = input;
  const today = zonedClock(now, restaurant.timeZone).date;
  for (let offset = 0; offset < SCHEDULE_DAYS; offset += 1) {
    const starts = slotStartsOf(restaurant, mode, addDays(today, offset), now).filter(
      (start) => start.getTime() > after.getTime(),
    );
    if (starts.length === 0) continue;
    const full = new Set(
      (await fullAmong(db, restaurant, rules, starts, load, now)).map((start) => start.getTime()),
    );
    const free = starts.find((start) => !full.has(start.getTime()));
    if (free) return free;
  }
  return null;
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
  const next = await nextWindowThatFits({ ...input, after: input.window });
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
 * kitchen's load (and the "coup de feu"); for a slot, its start. Refused here, before any write,
 * when its window is closed or its work cannot be done while the restaurant is open; a window that
 * merely looks full is left to the reservation's own statement, which decides.
 */
export async function planOrderKitchen(input: {
  db: Db;
  snapshot: RestaurantSnapshot;
  restaurant: Restaurant;
  backlog: KitchenBacklog;
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
      const work = await input.backlog.work(now, restaurant.timeZone);
      const quoted = quoteAsap({ restaurant, rules, work, mode: checked.mode, load, now });
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
