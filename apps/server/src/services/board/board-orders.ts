import type {
  BoardOrderPayload,
  BoardPausePayload,
  BoardStatePayload,
  Restaurant,
} from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { actionsFor, addDays, FINAL_PROGRESSES, isStoppedProgress, zonedClock } from "@comptoir/domain";
import { and, asc, eq, gte, inArray, isNotNull, notInArray, or } from "drizzle-orm";
import { pauseStatePayload } from "../availability.ts";
import { kitchenSettingsOf } from "../kitchen/kitchen-settings.ts";
import { type OrderRow, orderView } from "../order-receipt.ts";
import { type CashCollectionRow, lastCollectionsOf } from "../progress/cash-collections.ts";
import { historyPayload } from "../progress/order-history.ts";
import { pausesOf, restaurantOf } from "../restaurant.ts";
import type { RestaurantSnapshot } from "../restaurant-snapshot.ts";
import { type TrackedOrder, trackedOrders } from "../tracked-orders.ts";

/** An order as the board reads it: with its history and the last cash recorded for it. */
export type BoardTrackedOrder = TrackedOrder & { cash: CashCollectionRow | null };

/** The orders' history, and their cash as last recorded (one more query, whatever their number). */
async function boardTrackedOrders(db: Db, rows: readonly OrderRow[]): Promise<BoardTrackedOrder[]> {
  const tracked = await trackedOrders(db, rows);
  const cash = await lastCollectionsOf(
    db,
    rows.filter((order) => order.paymentMethod === "cash").map((order) => order.id),
  );
  return tracked.map((stored) => ({ ...stored, cash: cash.get(stored.order.id) ?? null }));
}

const { orders } = schema;

/**
 * An order as the board shows it (`boardOrderSchema`), from the stored order, its lines, options
 * and history. Lines, amounts and the number come from the customer's own view (`orderView`), so
 * the board and the receipt never disagree.
 */
export function boardOrderView(stored: BoardTrackedOrder, restaurant: Restaurant): BoardOrderPayload {
  const { order } = stored;
  const view = orderView(stored, restaurant);
  const paid = order.status === "paid";
  const stopped = isStoppedProgress(order.progress);
  return {
    id: order.id,
    number: view.order_number,
    progress: order.progress,
    actions: actionsFor(order.progress, order.mode),
    is_pickup: view.is_pickup,
    payment_method: order.paymentMethod,
    paid,
    refunded: order.refundId !== null,
    refund_pending: paid && order.paymentMethod === "card" && stopped && order.refundId === null,
    // Nothing left to collect once the cash is recorded at the handover.
    to_collect: order.paymentMethod === "cash" && stored.cash === null ? view.amount_due : 0,
    placed_at: view.placed_at,
    // Only orders on the board are read here; the creation time stands in for an old row's.
    board_at: (order.boardAt ?? order.createdAt).toISOString(),
    delivery_date: order.deliveryDate,
    slot: order.deliveryTimeRange,
    promised_at: view.promised_at,
    customer: {
      first_name: order.firstName,
      last_name: order.lastName,
      phone: order.phone,
      email: order.email,
    },
    address:
      order.mode === "delivery"
        ? { address: order.address ?? "", city: order.city ?? "", postal_code: order.postalCode ?? "" }
        : null,
    items: view.items,
    subtotal: view.subtotal,
    discount: view.discount,
    delivery: view.delivery,
    total: view.total,
    coupon: order.coupon,
    history: historyPayload(stored.events, { withNames: true }),
    cash_collected: stored.cash
      ? {
          id: stored.cash.id,
          amount: stored.cash.amount,
          at: stored.cash.at.toISOString(),
          by: stored.cash.staffName,
        }
      : null,
  };
}

/** One order with everything the board shows, or null when it never reached the board. */
export async function boardOrderById(db: Db, orderId: number): Promise<BoardTrackedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.boardAt)))
    .limit(1);
  return order ? ((await boardTrackedOrders(db, [order]))[0] ?? null) : null;
}

/**
 * The board's orders at `now` (ADR 042), oldest arrival first: every order still under way whose
 * day is yesterday or later (a service past midnight, an order left open at closing time, orders
 * scheduled for the next days), and the ones finished (completed, refused, cancelled) of today,
 * for the "terminées" column. Older unfinished orders are history: the board is not an archive.
 */
async function boardOrders(db: Db, restaurant: Restaurant, now: Date): Promise<BoardTrackedOrder[]> {
  const today = zonedClock(now, restaurant.timeZone).date;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.boardAt),
        or(
          and(
            notInArray(orders.progress, [...FINAL_PROGRESSES]),
            gte(orders.deliveryDate, addDays(today, -1)),
          ),
          and(inArray(orders.progress, [...FINAL_PROGRESSES]), eq(orders.deliveryDate, today)),
        ),
      ),
    )
    .orderBy(asc(orders.boardAt), asc(orders.id));
  return boardTrackedOrders(db, rows);
}

/** The pauses in force and the shop's "now": what the board says at its top, and its timers' clock. */
export function boardPause(snapshot: RestaurantSnapshot, now: Date): BoardPausePayload {
  return { pause: pauseStatePayload(pausesOf(snapshot), now), now: now.toISOString() };
}

/**
 * The whole board (GET /v2/staff/orders, and the stream's `snapshot`): its orders, the kitchen
 * settings, the pauses in force and the shop's "now".
 */
export async function boardState(
  db: Db,
  snapshot: RestaurantSnapshot,
  now: Date,
): Promise<BoardStatePayload> {
  const restaurant = restaurantOf(snapshot);
  const orders = await boardOrders(db, restaurant, now);
  return {
    orders: orders.map((order) => boardOrderView(order, restaurant)),
    kitchen: kitchenSettingsOf(restaurant),
    ...boardPause(snapshot, now),
  };
}
