import {
  KITCHEN_RUSH_SETTING,
  type KitchenWindowPayload,
  type Restaurant,
  type RushPayload,
} from "@comptoir/contracts";
import { capacityRangesSchema, KITCHEN_CAPACITY_SETTING } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import {
  addDays,
  type CapacityRange,
  isOpenAt,
  KITCHEN_WINDOW_MINUTES,
  type MakeTime,
  type OrderMode,
  offeredCapacity,
  orderLoad,
  type Rush,
  readyQuote,
  restaurantHoursFor,
  rushAt,
  slotSettingsFor,
  windowStartOf,
  windowTakes,
  zonedClock,
} from "@comptoir/domain";
import { and, gt, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { LiveEvents } from "../live/live-events.ts";
import type { RestaurantSnapshot } from "../restaurant-snapshot.ts";

/**
 * The kitchen's load on the server (ADR 061): the rules read from the published catalogue, the
 * work already in the kitchen, the "dès que possible" quote, and the reservation of an order's
 * work in its window. The rules themselves are the domain's (`kitchen-load.ts`,
 * `kitchen-capacity.ts`); this module feeds them the database's facts.
 */

const WINDOW_MS = KITCHEN_WINDOW_MINUTES * 60_000;

/**
 * What a window not limited by the owner is stored with: its work is still counted (the board's
 * bars show it), but never refused.
 */
const UNLIMITED = 2_147_483_647;

/** The kitchen's rules as the published catalogue sets them, and the "coup de feu" set from the board. */
export interface KitchenRules {
  makeTimes: ReadonlyMap<string, MakeTime>;
  ranges: readonly CapacityRange[];
  rush: Rush | null;
}

const rulesOfSnapshot = new WeakMap<RestaurantSnapshot, KitchenRules>();

function rushFrom(value: unknown): Rush | null {
  if (typeof value !== "object" || value === null) return null;
  const { extra_minutes, close, until } = value as Partial<RushPayload>;
  const end = typeof until === "string" ? new Date(until) : null;
  if (!end || Number.isNaN(end.getTime())) return null;
  return {
    extraMinutes: typeof extra_minutes === "number" ? extra_minutes : 0,
    closed: close === true,
    until: end,
  };
}

/** The rules of a snapshot, read once per snapshot (a publish or a "coup de feu" makes a new one). */
export function kitchenRulesOf(snapshot: RestaurantSnapshot): KitchenRules {
  const known = rulesOfSnapshot.get(snapshot);
  if (known) return known;
  const makeTimes = new Map<string, MakeTime>();
  for (const menu of snapshot.menus)
    for (const category of menu.categories)
      for (const item of category.items) {
        const makeTime = item.makeTime ?? category.makeTime;
        if (makeTime) makeTimes.set(String(item.id), makeTime);
      }
  // The publish checked the ranges; a row written by hand that does not hold counts as none.
  const parsed = capacityRangesSchema.safeParse(snapshot.settings.get(KITCHEN_CAPACITY_SETTING) ?? []);
  const rules: KitchenRules = {
    makeTimes,
    ranges: parsed.success ? parsed.data : [],
    rush: rushFrom(snapshot.settings.get(KITCHEN_RUSH_SETTING)),
  };
  rulesOfSnapshot.set(snapshot, rules);
  return rules;
}

/** The minutes of work of these lines (a dish without a make time counts none). */
export function loadOfLines(
  rules: KitchenRules,
  lines: readonly { itemId: string | number; quantity: number }[],
): number {
  return orderLoad(
    lines.map((line) => ({
      makeTime: rules.makeTimes.get(String(line.itemId)) ?? null,
      quantity: line.quantity,
    })),
  );
}

/** The capacity the shop offers the window starting at `windowStart` now: null, not limited; 0, closed. */
export function windowCapacity(rules: KitchenRules, restaurant: Restaurant, windowStart: Date, now: Date) {
  return offeredCapacity({
    ranges: rules.ranges,
    windowStart,
    timeZone: restaurant.timeZone,
    rush: rules.rush,
    now,
  });
}

/** An order the kitchen has in hand: due at `readyAt`, `asap` when no slot was chosen. */
interface KitchenWork {
  load: number;
  readyAt: Date;
  asap: boolean;
  preparing: boolean;
}

/** How long the kitchen's facts are kept in memory before they are read again. */
const FACTS_TTL_MS = 1_000;

/** A read kept for `FACTS_TTL_MS`; a failed read is not kept, the next caller asks again. */
function keptForAMoment<T>(read: () => Promise<T>) {
  let kept: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      const at = Date.now();
      if (!kept || at - kept.at > FACTS_TTL_MS) {
        const value = read();
        kept = { at, value };
        value.catch(() => {
          if (kept?.value === value) kept = null;
        });
      }
      return kept.value;
    },
    forget() {
      kept = null;
    },
  };
}

/** An order this process placed, counted in the facts until a read of the database has it. */
export interface PlacedHere {
  orderId: number;
  load: number;
  /** Its window, when it reserves one. */
  window: Date | null;
  readyAt: Date;
  asap: boolean;
  /** On the board at once (cash): its work is in the kitchen's hands from now. */
  onBoard: boolean;
}

/** Arrivals whose event is still to be heard, at most: should events be lost, a forget at worst. */
const ARRIVALS_KEPT = 10_000;

/** How long an order placed here is counted besides the reads: past it, every read has it. */
const PLACED_HERE_MS = 5 * FACTS_TTL_MS;

/**
 * The kitchen's facts a quote needs, read at most once a second per process: the work on the
 * board not ready yet (waiting for an answer, accepted, being prepared), and the minutes reserved
 * in the windows from now on. Quoting at every checkout step, and placing an order for "dès que
 * possible", must not cost the database a query each time (ADR 072: two round trips per order):
 * the reservation in the placement's statement is what decides, and a refusal reads the windows
 * afresh. An order placed by this process counts at once (`placedHere`), merged by its id with
 * what the reads find; an order change heard from elsewhere (another process, the board) has the
 * facts read again.
 */
export function createKitchenFacts(db: Db, live: LiveEvents) {
  let now = new Date();
  let timeZone = "Europe/Paris";
  const here = new Map<number, PlacedHere & { at: number }>();
  /** Cash orders placed here whose board event is still to be heard: it tells nothing new. */
  const arrivalsToHear = new Set<number>();

  const work = keptForAMoment(async () => {
    const today = zonedClock(now, timeZone).date;
    // Yesterday too: a service that runs past midnight still has yesterday's orders in hand.
    const rows = await db
      .select({
        id: schema.orders.id,
        load: schema.orders.kitchenLoad,
        readyAt: schema.orders.readyAt,
        slot: schema.orders.deliveryTimeRange,
        progress: schema.orders.progress,
      })
      .from(schema.orders)
      .where(
        and(
          inArray(schema.orders.deliveryDate, [addDays(today, -1), today]),
          inArray(schema.orders.progress, ["placed", "accepted", "preparing"]),
          sql`${schema.orders.boardAt} is not null and ${schema.orders.kitchenLoad} > 0`,
        ),
      );
    return {
      ids: new Set(rows.map((row) => row.id)),
      work: rows.map((row) => ({
        load: row.load,
        readyAt: row.readyAt,
        asap: row.slot === null,
        preparing: row.progress === "preparing",
      })),
    };
  });
  // Every window from the current one, per order so that the orders placed here merge by id.
  const reserved = keptForAMoment(async () => {
    const today = zonedClock(now, timeZone).date;
    const rows = await db
      .select({ id: schema.orders.id, window: schema.orders.kitchenWindow, load: schema.orders.kitchenLoad })
      .from(schema.orders)
      .where(
        and(
          gte(schema.orders.deliveryDate, addDays(today, -1)),
          gte(schema.orders.kitchenWindow, windowStartOf(now)),
          gt(schema.orders.kitchenLoad, 0),
        ),
      );
    const minutes = new Map<number, number>();
    for (const row of rows) addMinutes(minutes, row.window, row.load);
    return { ids: new Set(rows.map((row) => row.id)), minutes };
  });
  const forget = () => {
    work.forget();
    reserved.forget();
    // Each was committed before now: the next reads have them (or their release).
    here.clear();
  };
  live.subscribe((event) => {
    if (event.type === "order" && arrivalsToHear.delete(event.orderId)) return;
    if (event.type === "order" || event.type === "resync") forget();
  });
  /** The orders placed here lately, the older ones let go. */
  const placedLately = () => {
    const since = Date.now() - PLACED_HERE_MS;
    for (const [id, order] of here) {
      if (order.at >= since) break;
      here.delete(id);
      arrivalsToHear.delete(id);
    }
    return [...here.values()];
  };
  return {
    async work(at: Date, zone: string): Promise<KitchenWork[]> {
      now = at;
      timeZone = zone;
      const read = await work.get();
      const extra = placedLately().filter((order) => order.onBoard && !read.ids.has(order.orderId));
      if (extra.length === 0) return read.work;
      return [
        ...read.work,
        ...extra.map((order) => ({
          load: order.load,
          readyAt: order.readyAt,
          asap: order.asap,
          preparing: false,
        })),
      ];
    },
    /** Minutes reserved per window start (ms), from the current window on. */
    async reserved(at: Date): Promise<Map<number, number>> {
      now = at;
      const read = await reserved.get();
      const extra = placedLately().filter((order) => order.window !== null && !read.ids.has(order.orderId));
      if (extra.length === 0) return read.minutes;
      const minutes = new Map(read.minutes);
      for (const order of extra) addMinutes(minutes, order.window, order.load);
      return minutes;
    },
    /** An order this process just placed: counted from now, without a read. */
    placedHere(order: PlacedHere) {
      // Its arrival's event tells nothing new, even of an order of no work (which changes no fact).
      if (order.onBoard) {
        if (arrivalsToHear.size >= ARRIVALS_KEPT) arrivalsToHear.clear();
        arrivalsToHear.add(order.orderId);
      }
      if (order.load > 0) here.set(order.orderId, { ...order, at: Date.now() });
    },
    /** Reads everything afresh next time: a reservation just found a window fuller than read. */
    forget,
  };
}

function addMinutes(minutes: Map<number, number>, window: Date | null, load: number) {
  if (window === null) return;
  minutes.set(window.getTime(), (minutes.get(window.getTime()) ?? 0) + load);
}
export type KitchenFacts = ReturnType<typeof createKitchenFacts>;

/**
 * The minutes of work ahead of a new "dès que possible" order (ADR 061): every other order for
 * "dès que possible" still in hand (they are served in their order of arrival), and the orders for
 * a slot due by the time this one could be ready at the earliest (the kitchen makes those first).
 * An order being prepared counts the work left until its promised time, at most its own.
 */
function backlogAhead(work: readonly KitchenWork[], earliest: Date, now: Date): number {
  let minutes = 0;
  for (const order of work) {
    if (!order.asap && order.readyAt.getTime() > earliest.getTime()) continue;
    const left = order.preparing
      ? Math.min(order.load, Math.max(1, Math.ceil((order.readyAt.getTime() - now.getTime()) / 60_000)))
      : order.load;
    minutes += left;
  }
  return minutes;
}

/**
 * When an order for "dès que possible" of `load` minutes would be ready now, or null when the
 * restaurant does not take orders for the mode then (closed, or the kitchen's work goes past the
 * opening hours). Travel: a delivery's minimum time beyond a pickup's, the restaurant's own figure
 * of the trip.
 */
export function quoteAsap(input: {
  restaurant: Restaurant;
  rules: KitchenRules;
  work: readonly KitchenWork[];
  mode: OrderMode;
  load: number;
  now: Date;
}): Date | null {
  const { restaurant, rules, mode, load, now } = input;
  const minimumTime = Math.max(slotSettingsFor(restaurant.scheduling, mode).minimumTime, 0);
  const pickupMinimum = Math.max(restaurant.scheduling.pickup.minimumTime, 0);
  const travel = mode === "delivery" ? Math.max(0, minimumTime - pickupMinimum) : 0;
  const earliest = new Date(now.getTime() + Math.max(minimumTime, load) * 60_000);
  const quote = readyQuote({
    now,
    backlog: backlogAhead(input.work, earliest, now),
    load,
    capacityAt: (windowStart) => windowCapacity(rules, restaurant, windowStart, now),
    minimumTime,
    travel,
    rush: rushAt(rules.rush, now)?.extraMinutes ?? 0,
  });
  if (!quote) return null;
  return isOpenAt(restaurantHoursFor(restaurant.menus, mode), quote, restaurant.timeZone) ? quote : null;
}

/** The minutes reserved in the windows starting from `from` on, by start (ms). */
export async function reservedFrom(db: Db, from: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ start: schema.kitchenWindows.start, reserved: schema.kitchenWindows.reserved })
    .from(schema.kitchenWindows)
    .where(and(gte(schema.kitchenWindows.start, from), gt(schema.kitchenWindows.reserved, 0)));
  return new Map(rows.map((row) => [row.start.getTime(), row.reserved]));
}

/** Whether the window can take `load` more minutes: a closed one takes nothing, not even an order of no work. */
export function windowFits(capacity: number | null, reserved: number, load: number): boolean {
  if (capacity === null) return true;
  if (capacity === 0) return false;
  return windowTakes({ capacity, reserved }, load);
}

/** What an order reserves of the kitchen, decided before its transaction. */
export interface KitchenPlan {
  load: number;
  /** The window its work goes in; null when it reserves nothing (no work counted). */
  window: Date | null;
  /** The window's capacity now; null: not limited. */
  capacity: number | null;
}

/** A window's reservation, as the placement's statement makes it (`place_orders`, ADR 061, 072, 081). */
export interface KitchenReservation {
  start: Date;
  capacity: number;
  load: number;
}

/**
 * What the order reserves, in the placement's statement: one conditional upsert there adds the
 * load only if it still fits, so that concurrent orders, in one process or several, never take
 * more than the capacity; the window's row is held from that upsert to the commit, inside the
 * database. Null when it reserves nothing.
 */
export function kitchenReservation(plan: KitchenPlan): KitchenReservation | null {
  if (plan.window === null || plan.load <= 0) return null;
  return { start: plan.window, capacity: plan.capacity ?? UNLIMITED, load: plan.load };
}

/**
 * Gives the load of the orders `which` names back to their windows, once: each order's window is
 * cleared in the same statement, so a second release (a cancellation racing the sweeper) finds
 * nothing to give. In the caller's transaction, with the change that stops the order.
 */
export async function releaseKitchenLoad(tx: Db, which: SQL): Promise<void> {
  await tx.execute(sql`
    with held as (
      select id, kitchen_window, kitchen_load from orders
      where kitchen_window is not null and (${which})
      for update
    ), released as (
      update orders set kitchen_window = null from held where orders.id = held.id
      returning held.kitchen_window as window_start, held.kitchen_load as load
    ), given as (
      select window_start, sum(load)::integer as load from released group by window_start
    )
    update kitchen_windows set reserved = greatest(0, kitchen_windows.reserved - given.load)
    from given where kitchen_windows.start = given.window_start`);
}

/** An unpaid card order holds its work this long at most (ADR 061); its cancellation follows at 30. */
const UNPAID_HOLD_MINUTES = 10;

/** Gives back the work of the card orders left unpaid for `UNPAID_HOLD_MINUTES`. */
export async function releaseUnpaidHolds(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNPAID_HOLD_MINUTES * 60_000).toISOString();
  await db.transaction((tx) =>
    releaseKitchenLoad(
      tx,
      sql`payment_method = 'card' and status = 'pending' and created_at <= ${cutoff}::timestamptz`,
    ),
  );
}

/** The windows of the next two hours as the board's bars draw them. */
const BOARD_WINDOWS = 8;

export async function boardWindows(
  db: Db,
  restaurant: Restaurant,
  rules: KitchenRules,
  now: Date,
): Promise<KitchenWindowPayload[]> {
  const first = windowStartOf(now);
  const reserved = await reservedFrom(db, first);
  return Array.from({ length: BOARD_WINDOWS }, (_, index) => {
    const start = new Date(first.getTime() + index * WINDOW_MS);
    const capacity = windowCapacity(rules, restaurant, start, now);
    return {
      start: start.toISOString(),
      capacity,
      reserved: reserved.get(start.getTime()) ?? 0,
      closed: capacity === 0,
    };
  });
}

/** The "coup de feu" in force, as the board reads it. */
export function rushPayload(rules: KitchenRules, now: Date): RushPayload | null {
  const rush = rushAt(rules.rush, now);
  return rush
    ? { extra_minutes: rush.extraMinutes, close: rush.closed, until: rush.until.toISOString() }
    : null;
}
