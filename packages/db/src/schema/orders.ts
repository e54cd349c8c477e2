import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    status: text().$type<OrderStatus>().notNull().default("pending"),
    mode: text().$type<OrderMode>().notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    /** The card provider's payment intent and customer, when paying by card. */
    paymentIntentId: text(),
    paymentCustomerId: text(),
    userId: integer(),
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
    /** The chosen slot, `HH:MM-HH:MM`; null for "as soon as possible". */
    deliveryTimeRange: text(),
    /** Cents, all of them. */
    subtotal: integer().notNull(),
    discount: integer().notNull(),
    delivery: integer().notNull(),
    tax: integer().notNull(),
    total: integer().notNull(),
    /** The coupon the customer entered, if any (an offer id). */
    couponOfferId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("orders_payment_intent_idx").on(table.paymentIntentId)],
);

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
    taxRateBasisPoints: integer().notNull(),
    note: text().notNull().default(""),
    isFree: boolean().notNull().default(false),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    index("order_lines_item_idx").on(table.itemId),
  ],
);

/** A chosen sub-option of an order line ("Sauce : Samouraï ×1"). */
export const orderLineOptions = pgTable("order_line_options", {
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
});
