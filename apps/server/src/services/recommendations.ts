import { type Db, schema } from "@comptoir/db";
import type { WeeklyHours } from "@comptoir/domain";
import { and, countDistinct, eq, gte, inArray, ne, or, sum } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Catalog } from "./catalog.ts";
import { addsPerItem } from "./item-adds.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

/** Sales older than this say little about today's menu. */
const SALES_WINDOW_DAYS = 90;
/** The popular list is the same for every visitor: it is computed at most once a minute. */
const POPULAR_CACHE_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Recommendations {
  /** Items that go with the cart, best first, never one of the cart's, at most `max`. */
  forCart(cartItems: readonly number[], max: number, now: Date): Promise<number[]>;
  /** The best sellers, best first, at most `limit`; additions to carts settle equal sales. */
  popular(limit: number, now: Date): Promise<number[]>;
}

interface Candidate {
  id: number;
  score: number;
}

function hasHours(hours: WeeklyHours): boolean {
  return Object.values(hours).some((ranges) => ranges.length > 0);
}

/** What may be recommended: items on sale (not sold out) of menus that open at some time. */
function orderableItems(snapshot: RestaurantSnapshot): Candidate[] {
  return snapshot.menus
    .filter((menu) => hasHours(menu.deliveryHours) || hasHours(menu.pickupHours))
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .filter((item) => item.orderable)
    .map((item) => ({ id: item.id, score: item.score }));
}

/**
 * Real orders only: paid ones, and cash ones (paid at the counter). A card order left pending was
 * never paid and says nothing about taste. Free lines (offers) were not chosen either.
 */
function countedLines(line: typeof schema.orderLines, since: Date) {
  return and(
    eq(line.isFree, false),
    gte(schema.orders.createdAt, since),
    or(eq(schema.orders.status, "paid"), eq(schema.orders.paymentMethod, "cash")),
  );
}

/** Units sold per item over the sales window. */
async function unitsSold(db: Db, since: Date): Promise<Map<number, number>> {
  const line = schema.orderLines;
  const rows = await db
    .select({ itemId: line.itemId, sold: sum(line.quantity).mapWith(Number) })
    .from(line)
    .innerJoin(schema.orders, eq(schema.orders.id, line.orderId))
    .where(countedLines(line, since))
    .groupBy(line.itemId);
  return new Map(rows.map((row) => [row.itemId, row.sold]));
}

/** For each item, in how many orders of the window it was bought with one of `cartItems`. */
async function boughtTogether(
  db: Db,
  cartItems: readonly number[],
  since: Date,
): Promise<Map<number, number>> {
  if (cartItems.length === 0) return new Map();
  const mine = alias(schema.orderLines, "mine");
  const other = schema.orderLines;
  const rows = await db
    .select({ itemId: other.itemId, orders: countDistinct(other.orderId) })
    .from(other)
    .innerJoin(mine, eq(mine.orderId, other.orderId))
    .innerJoin(schema.orders, eq(schema.orders.id, other.orderId))
    .where(
      and(
        inArray(mine.itemId, [...cartItems]),
        eq(mine.isFree, false),
        ne(other.itemId, mine.itemId),
        countedLines(other, since),
      ),
    )
    .groupBy(other.itemId);
  return new Map(rows.map((row) => [row.itemId, row.orders]));
}

/** Best first by each count in turn, then the menu's score; the item id settles the rest. */
function rank(candidates: Candidate[], ...counts: Map<number, number>[]): number[] {
  const keyed = candidates.map((candidate) => ({
    ...candidate,
    counts: counts.map((count) => count.get(candidate.id) ?? 0),
  }));
  keyed.sort((a, b) => {
    for (let index = 0; index < a.counts.length; index++) {
      const difference = (b.counts[index] ?? 0) - (a.counts[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return b.score - a.score || a.id - b.id;
  });
  return keyed.map((candidate) => candidate.id);
}

/**
 * Recommendations from past orders (docs/product.md#cart): the items most often bought together with the
 * cart's items, then the best sellers of the last 90 days, then the menu's own score; the popular
 * list settles equal sales by the additions to carts of the same 90 days (ADR 022). Sold-out
 * items, items of menus that never open and the cart's own items are never proposed.
 */
export function createRecommendations({ db, catalog }: { db: Db; catalog: Catalog }): Recommendations {
  let popularCache: { until: number; ranked: Promise<number[]> } | null = null;

  return {
    async forCart(cartItems, max, now) {
      const since = new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
      const inCart = new Set(cartItems);
      const [snapshot, together, sold] = await Promise.all([
        catalog.snapshot(),
        boughtTogether(db, [...inCart], since),
        unitsSold(db, since),
      ]);
      const candidates = orderableItems(snapshot).filter((item) => !inCart.has(item.id));
      return rank(candidates, together, sold).slice(0, max);
    },
    async popular(limit, now) {
      if (!popularCache || popularCache.until <= now.getTime()) {
        const since = new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
        // Units sold first: an order is a customer's money, an addition only a click (and cheap to
        // repeat), so additions to carts never lift an item above one that sold more. Among items
        // that sold alike, or not at all yet (a new dish, a new shop), the more added comes first.
        const ranked = Promise.all([catalog.snapshot(), unitsSold(db, since), addsPerItem(db, since)]).then(
          ([snapshot, sold, adds]) => rank(orderableItems(snapshot), sold, adds),
        );
        const entry = { until: now.getTime() + POPULAR_CACHE_MS, ranked };
        popularCache = entry;
        // A failure is not kept: the next call tries again.
        ranked.catch(() => {
          if (popularCache === entry) popularCache = null;
        });
      }
      return (await popularCache.ranked).slice(0, limit);
    },
  };
}
