import type { OrderProgress } from "@comptoir/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { staffMembers } from "./staff.ts";

export type OrderStatus = "pending" | "paid";
export type OrderMode = "pickup" | "delivery";
export type PaymentMethod = "cash" | "card";

/**
 * An order as the restaurant received it: priced by the server, with a copy of what the customer
 * saw (names, prices) so that later menu changes never rewrite history. `localId` is the browser's
 * key for the attempt: the same key twice is one order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    localId: text().notNull().unique(),
    /**
     * SHA-256 of the order as sent, without its key and card details: the same key sent again
     * with another order is refused instead of answered with this one. Null for orders placed
     * before it was kept.
     */
    cartFingerprint: text(),
    status: text().$type<OrderStatus>().notNull().default("pending"),
    mode: text().$type<OrderMode>().notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    /** The card provider's payment intent and customer, when paying by card. */
    paymentIntentId: text(),
    paymentCustomerId: text(),
    /** The account that placed it, proved by its session token; null for a guest (or a deleted account). */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text(),
    city: text(),
    postalCode: text(),
    country: text(),
    /** Local date of the pickup or delivery, `YYYY-MM-DD` in the restaurant's zone. */
    deliveryDate: text().notNull(),
    /**
     * The number the customer and the kitchen say ("n° 12"): 1, 2, 3… per service day, with no gap,
     * drawn from `order_day_counters` in the order's own transaction (ADR 027).
     */
    dayNumber: integer().notNull(),
    /** The chosen slot as labelled by the domain ("12:00 - 12:15" or "12:00"); null for "as soon as possible". */
    deliveryTimeRange: text(),
    /** When the order should be ready: the slot's start, or the order time plus the minimum time (ASAP). */
    readyAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Cents, all of them. */
    subtotal: integer().notNull(),
    discount: integer().notNull(),
    delivery: integer().notNull(),
    tax: integer().notNull(),
    /** VAT rate of the delivery fee, in basis points; its tax is `tax` minus the lines' tax. */
    deliveryTaxRateBasisPoints: integer().notNull().default(1000),
    total: integer().notNull(),
    /**
     * The offers that changed the order, each with the discount it gave in cents (0 for a free
     * item or free delivery) and its name as sold: the reports' discounts per offer and coupon.
     * Null for orders placed before it was kept: their `discount` is reported as one amount.
     */
    offerDiscounts: jsonb().$type<OrderOfferDiscount[]>(),
    /** The coupon the customer entered, if any (an offer id). */
    couponOfferId: integer(),
    /** The code as the customer typed it, kept even when it did not apply. */
    coupon: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    /**
     * Where the kitchen is with it (ADR 039), apart from `status`, which says whether it is paid.
     * Changed only through the domain's state machine (`progressAfter`), each change kept in
     * `order_events`.
     */
    progress: text().$type<OrderProgress>().notNull().default("placed"),
    /**
     * When the order reached the board: at once for cash, at the payment's confirmation for a card.
     * Null while a card order waits for its payment: it is not on the board.
     */
    boardAt: timestamp({ withTimezone: true }),
    /** Minutes of work the order asks of the kitchen (ADR 061), from its dishes' make times. */
    kitchenLoad: integer().notNull().default(0),
    /**
     * The start of the kitchen window its load is reserved in (`kitchen_windows`); null when it
     * holds none: no load, a window not limited, or given back (refused, cancelled, unpaid too long).
     */
    kitchenWindow: timestamp({ withTimezone: true }),
    /** The card payment's refund at the provider, once refused or cancelled after being paid. */
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("orders_board_idx").on(table.deliveryDate, table.progress),
    index("orders_payment_intent_idx").on(table.paymentIntentId),
    index("orders_user_idx").on(table.userId),
    // The reports read a period's sales by when their payment was recorded, refunds likewise.
    index("orders_paid_at_idx").on(table.paidAt),
    index("orders_refunded_at_idx").on(table.refundedAt),
    uniqueIndex("orders_day_number_unique").on(table.deliveryDate, table.dayNumber),
    // One succeeded payment pays one order: two orders of the same amount can never both be marked
    // paid with a single payment intent, even by concurrent confirmations.
    uniqueIndex("orders_paid_intent_unique").on(table.paymentIntentId).where(sql`${table.status} = 'paid'`),
  ],
);

/**
 * The last order number given for each service day. An order raises its day's row by one atomic
 * upsert inside the transaction that stores it, so a rolled-back or duplicate order gives its
 * number back and two server processes never hand out the same one.
 */
export const orderDayCounters = pgTable("order_day_counters", {
  /** `YYYY-MM-DD`, the orders' `deliveryDate`. */
  day: text().primaryKey(),
  lastNumber: integer().notNull(),
});

/**
 * The kitchen's 15-minute windows that orders hold work in (ADR 061): `reserved` minutes of work
 * out of `capacity`. An order raises its window by one conditional upsert, the last statement of
 * its transaction, that changes nothing when the work does not fit: the row is held only until
 * the commit, never across a round trip, and two processes can never overbook it.
 */
export const kitchenWindows = pgTable("kitchen_windows", {
  start: timestamp({ withTimezone: true }).primaryKey(),
  /** As the owner set it when the window was last reserved in (a later change applies from the next order). */
  capacity: integer().notNull(),
  reserved: integer().notNull(),
});

/** One offer's part in an order's discount, as sold. */
export interface OrderOfferDiscount {
  offerId: number;
  name: string;
  /** Cents taken off the lines (0 for a free item or free delivery). */
  amount: number;
  /** Whether the customer entered its code. */
  coupon: boolean;
}

/**
 * What one VAT rate holds of an order line as it was sold, in cents: the amount sold at that rate
 * after its share of the line's discount (as the prices were written) and its VAT.
 */
export interface OrderLineTaxPart {
  rateBasisPoints: number;
  amount: number;
  tax: number;
}

/** One line of an order: a dish, its quantity and price as charged; free items have `isFree`. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    itemId: integer().notNull(),
    itemName: text().notNull(),
    quantity: integer().notNull(),
    /** Cents for one unit, options included. */
    unitPrice: integer().notNull(),
    /** Cents for the whole line. */
    lineTotal: integer().notNull(),
    /** Cents: the line's share of the order's discount. */
    discount: integer().notNull().default(0),
    /** Cents: the VAT of the line after its discount (its parts' VAT added up). */
    tax: integer().notNull().default(0),
    /** The item's VAT rate. */
    taxRateBasisPoints: integer().notNull(),
    /**
     * The line's VAT per rate as sold (a formule's drink at 5,5 % beside the dish at 10 %), the
     * item's rate first. Null for free lines and for lines stored before it was kept: the whole
     * line is then at `taxRateBasisPoints` with `tax`.
     */
    taxParts: jsonb().$type<OrderLineTaxPart[]>(),
    note: text().notNull().default(""),
    isFree: boolean().notNull().default(false),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    index("order_lines_item_idx").on(table.itemId),
  ],
);

/** A chosen sub-option of an order line ("Sauce : Samouraï ×1"). */
export const orderLineOptions = pgTable(
  "order_line_options",
  {
    id: serial().primaryKey(),
    lineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    choiceId: integer().notNull(),
    groupName: text().notNull(),
    choiceName: text().notNull(),
    quantity: integer().notNull(),
    /** Cents for one unit of this choice. */
    unitPrice: integer().notNull(),
    /** The choice's own VAT rate as sold; null: the line's (and for options stored before it was kept). */
    taxRateBasisPoints: integer(),
  },
  // The reports and exports read the choices of the lines they list, never every line's.
  (table) => [index("order_line_options_line_idx").on(table.lineId)],
);

/**
 * Every change of an order's progress, who made it and when: kept for good, shown on the board and
 * to the customer. `staffName` is copied so that the history still reads after the person leaves.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    progress: text().$type<OrderProgress>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Null for the shop itself (an automatic acceptance, an unpaid order cancelled after 30 minutes). */
    staffId: integer().references(() => staffMembers.id, { onDelete: "set null" }),
    staffName: text(),
    /** The French reason given with a refusal or a cancellation. */
    reason: text(),
    /** With an acceptance: the ready time promised to the customer. */
    readyAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId),
    // The reports count a refusal or a cancellation on the day of its event (ADR 066).
    index("order_events_stopped_at_idx")
      .on(table.at)
      .where(sql`${table.progress} in ('refused', 'cancelled')`),
  ],
);
