import { createHash } from "node:crypto";
import type { OrderPayload, Restaurant } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { type OfferCustomer, optionGroupNames, percentToBasisPoints } from "@comptoir/domain";
import { serverFailures } from "@comptoir/messages";
import { and, eq, notInArray } from "drizzle-orm";
import type { Mailer } from "../adapters/mail/mail.ts";
import { journalOrderPaid, journalOrderPlaced } from "./journal/sale-entries.ts";
import { type KitchenPlan, reserveKitchenWindow } from "./kitchen/kitchen-load.ts";
import { nextDayNumber } from "./order-numbers.ts";
import type { CheckedOrder } from "./order-pricing.ts";
import { confirmationMail, type OrderRow, orderView, type StoredOrder } from "./order-receipt.ts";
import { putOnBoard } from "./progress/order-arrival.ts";
import { trackedOrders } from "./tracked-orders.ts";

const { orders, orderLines, orderLineOptions, users } = schema;

/**
 * What an order is about, as the server read it, without its key and card details (a retry may
 * carry a refreshed payment intent): SHA-256 of its JSON. The same key with the same fingerprint is
 * a retry; with another, a reused key. The schema's output has a fixed key order and no unknown
 * fields, so the same order always gives the same fingerprint.
 */
export function orderFingerprint(payload: OrderPayload): string {
  const { local_id: _key, transaction_id: _card, ...order } = payload;
  return createHash("sha256").update(JSON.stringify(order)).digest("base64url");
}

/** Whether a stored order is the one this fingerprint describes (orders from before it was kept: yes). */
export function isSameOrder(order: OrderRow, fingerprint: string): boolean {
  return order.cartFingerprint === null || order.cartFingerprint === fingerprint;
}

/** The order already placed with this browser key, if any. */
export async function findOrderByLocalId(db: Db, localId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.localId, localId)).limit(1);
  return order ?? null;
}

/**
 * The order with this id, only for whoever holds its key (`local_id`): a wrong or missing key finds
 * nothing, exactly like an id that does not exist.
 */
export async function findOrderWithKey(
  db: Db,
  orderId: number,
  localId: string | null,
): Promise<OrderRow | null> {
  if (localId === null) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.localId, localId)))
    .limit(1);
  return order ?? null;
}

async function loadLines(db: Db, order: OrderRow): Promise<StoredOrder> {
  const [stored] = await trackedOrders(db, [order]);
  if (!stored) throw new Error(serverFailures.orderLinesUnreadable);
  return stored;
}

/** An order with its lines, only for the browser that placed it (its `local_id`). */
export async function findOrderForCustomer(
  db: Db,
  orderId: number,
  localId: string,
): Promise<StoredOrder | null> {
  const order = await findOrderWithKey(db, orderId, localId);
  return order ? loadLines(db, order) : null;
}

/**
 * Progresses after which an order no longer stands: refused by the kitchen, or cancelled (by the
 * board, or by the shop for a card order never paid, ADR 042).
 */
const FALLEN_PROGRESSES = ["refused", "cancelled"] as const;

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Who orders, as the first-order offers read it (ADR 050): a guest without an account; `new`
 * while the account has no order still standing (placed, neither refused nor cancelled: a cash
 * order counts at once, a card order from its placement), `returning` once it has one.
 */
export async function offerCustomerOf(db: Db | Transaction, userId: number | null): Promise<OfferCustomer> {
  if (userId === null) return "guest";
  const [standing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.progress, [...FALLEN_PROGRESSES])))
    .limit(1);
  return standing ? "returning" : "new";
}

export type PlacedOrder =
  | StoredOrderOutcome
  | { firstOrderTaken: true; kitchenFull?: false }
  | { kitchenFull: true; firstOrderTaken?: false };

interface StoredOrderOutcome {
  firstOrderTaken?: false;
  kitchenFull?: false;
  order: OrderRow;
  /** False when the `local_id` had already placed an order: `order` is that one. */
  created: boolean;
  /** False when that earlier order is another one than this payload (a reused key). */
  sameOrder: boolean;
  /** Mails written to the outbox, to deliver once committed. */
  mailIds: number[];
}

/**
 * Stores a checked order, its lines (offered ones with `is_free`), their options, the customer and
 * the payment method, in one transaction. Idempotent on `local_id`: the unique index decides, so
 * the same key sent any number of times, even at once, makes one order and every caller gets it.
 * A cash order's confirmation mail is written in the same transaction; a card order's waits for the
 * payment (`markOrderPaid`). A key already used rolls the transaction back, so the day's order number
 * it drew is given back.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  try {
    return await insertOrder(input);
  } catch (error) {
    if (error instanceof FirstOrderTaken) return { firstOrderTaken: true };
    if (error instanceof KitchenFull) return { kitchenFull: true };
    if (!(error instanceof LocalIdTaken)) throw error;
    // Another request with this key came first (a retry, or the same one at once): its order is
    // the answer.
    const existing = await findOrderByLocalId(input.db, input.payload.local_id);
    if (!existing) throw new Error(serverFailures.orderMissingAfterConflict);
    return {
      order: existing,
      created: false,
      sameOrder: isSameOrder(existing, orderFingerprint(input.payload)),
      mailIds: [],
    };
  }
}

/** Thrown inside the order's transaction to roll it back when its `local_id` is already taken. */
class LocalIdTaken extends Error {}

/** Thrown inside the order's transaction when its first-order offer is no longer the account's to take. */
class FirstOrderTaken extends Error {}

/** Thrown last in the order's transaction when its kitchen window can no longer take its work. */
class KitchenFull extends Error {}

interface PlaceOrderInput {
  db: Db;
  /** The account whose session token came with the order; the payload's `user_id` proves nothing. */
  userId: number | null;
  mail: Mailer;
  restaurant: Restaurant;
  payload: OrderPayload;
  checked: CheckedOrder;
  /** What it reserves of the kitchen (ADR 061); absent: nothing. */
  kitchen?: KitchenPlan;
  now: Date;
}

async function insertOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { payload, checked, restaurant } = input;
  const fingerprint = orderFingerprint(payload);
  const { total } = checked;
  const location = payload.customer.location;
  const isDelivery = checked.mode === "delivery";

  return input.db.transaction(async (tx) => {
    if (checked.firstOrderOffer) {
      // Two first orders of one account at once: the account's row is locked until this
      // transaction ends, so the second waits, then counts the first and loses the offer.
      if (input.userId === null) throw new FirstOrderTaken();
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
      if ((await offerCustomerOf(tx, input.userId)) !== "new") throw new FirstOrderTaken();
    }
    const dayNumber = await nextDayNumber(tx, checked.schedule.date);
    const [order] = await tx
      .insert(orders)
      .values({
        localId: payload.local_id,
        dayNumber,
        cartFingerprint: fingerprint,
        status: "pending",
        mode: checked.mode,
        paymentMethod: payload.payment_method,
        paymentIntentId: payload.payment_method === "card" ? payload.transaction_id.payment_intent_id : null,
        paymentCustomerId: payload.payment_method === "card" ? payload.transaction_id.customer_id : null,
        userId: input.userId,
        firstName: payload.customer.first_name,
        lastName: payload.customer.last_name,
        email: payload.customer.email,
        phone: payload.customer.phone,
        address: isDelivery ? location.address.trim() : null,
        city: isDelivery ? location.city.trim() : null,
        postalCode: isDelivery ? location.postal_code.trim() : null,
        country: isDelivery ? location.country.trim() : null,
        deliveryDate: checked.schedule.date,
        deliveryTimeRange: checked.schedule.slot,
        readyAt: checked.schedule.readyAt,
        kitchenLoad: input.kitchen?.load ?? 0,
        kitchenWindow: input.kitchen?.window ?? null,
        subtotal: total.subtotal,
        discount: total.discount,
        delivery: total.delivery,
        tax: total.tax,
        deliveryTaxRateBasisPoints: percentToBasisPoints(restaurant.tax.defaultRate),
        total: total.total,
        offerDiscounts: offerDiscountsOf(checked, restaurant),
        couponOfferId: checked.couponOfferId,
        coupon: payload.coupon,
        createdAt: input.now,
        // Cash orders are real at once: on the board from now (a card order once paid, ADR 042).
        boardAt: payload.payment_method === "cash" ? input.now : null,
      })
      .onConflictDoNothing({ target: orders.localId })
      .returning();
    if (!order) throw new LocalIdTaken();

    const lineValues = [
      ...total.lines.map((priced, index) => ({
        orderId: order.id,
        position: index,
        itemId: Number(priced.line.itemId),
        itemName: priced.line.name,
        quantity: priced.line.quantity,
        unitPrice: priced.unitPrice,
        lineTotal: priced.amount,
        discount: priced.discount,
        tax: priced.tax,
        taxRateBasisPoints: percentToBasisPoints(priced.line.price.taxRate),
        taxParts: priced.taxes.map((part) => ({
          rateBasisPoints: percentToBasisPoints(part.rate),
          amount: part.amount,
          tax: part.tax,
        })),
        note: priced.line.note,
        isFree: false,
        options: priced.line.options,
      })),
      ...total.freeItems.map((free, index) => {
        const item = restaurant.menuItems.find((candidate) => candidate.id === free.itemId);
        return {
          orderId: order.id,
          position: total.lines.length + index,
          itemId: Number(free.itemId),
          itemName: free.name,
          quantity: free.quantity,
          unitPrice: 0,
          lineTotal: 0,
          discount: 0,
          tax: 0,
          taxRateBasisPoints: percentToBasisPoints(item?.price.taxRate ?? restaurant.tax.defaultRate),
          taxParts: null,
          note: free.note,
          isFree: true,
          options: free.options,
        };
      }),
    ];
    const lines = await tx
      .insert(orderLines)
      .values(lineValues.map(({ options: _options, ...line }) => line))
      .returning();
    const groupNames = optionGroupNames(restaurant.menuItems);
    const optionValues = lines.flatMap((line) =>
      (lineValues.find((value) => value.position === line.position)?.options ?? []).map((option) => ({
        lineId: line.id,
        choiceId: Number(option.choiceId),
        groupName: groupNames.get(option.groupId) ?? "",
        choiceName: option.name,
        quantity: option.quantity,
        unitPrice: option.price,
        taxRateBasisPoints: option.taxRate === undefined ? null : percentToBasisPoints(option.taxRate),
      })),
    );
    const options =
      optionValues.length > 0 ? await tx.insert(orderLineOptions).values(optionValues).returning() : [];

    const mailIds: number[] = [];
    let placed = order;
    if (payload.payment_method === "cash") {
      const view = orderView({ order, lines, options }, restaurant);
      mailIds.push(await input.mail.enqueue(tx, { to: order.email, ...confirmationMail(view, restaurant) }));
      const arrived = await putOnBoard(tx, { order, restaurant, mail: input.mail, now: input.now });
      mailIds.push(...arrived.mailIds);
      placed = arrived.order;
    }
    // One insert, no lock (ADR 066); before the kitchen's upsert, which must stay last.
    await journalOrderPlaced(tx, order, lines, input.now);
    // Last: the window's row is held from here to the commit only (ADR 061).
    if (input.kitchen && !(await reserveKitchenWindow(tx, input.kitchen))) throw new KitchenFull();
    return { order: placed, created: true, sameOrder: true, mailIds };
  });
}

/**
 * What each offer took of the order's discount, as sold: its name then, and whether it is the
 * coupon the customer typed (ADR 066's discounts per offer and coupon).
 */
function offerDiscountsOf(checked: CheckedOrder, restaurant: Restaurant): schema.OrderOfferDiscount[] {
  return checked.total.offerDiscounts.map((part) => ({
    offerId: Number(part.offerId),
    name: restaurant.offers.find((offer) => offer.id === part.offerId)?.name ?? "",
    amount: part.amount,
    coupon: checked.couponOfferId !== null && checked.couponOfferId === Number(part.offerId),
  }));
}

/** Whether a database error (or one it caused) is a unique index's refusal. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || typeof current === "object"; ) {
    if (current === null) return false;
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type MarkPaidResult =
  | { outcome: "paid"; order: OrderRow; mailIds: number[] }
  /**
   * Paid after the shop had cancelled it for want of payment (ADR 042): it stays cancelled, off the
   * board, and its payment is to be refunded.
   */
  | { outcome: "paid_after_cancel"; order: OrderRow }
  /** It was already paid (another confirmation came first): nothing changed. */
  | { outcome: "already_paid"; order: OrderRow }
  /** The payment intent already paid another order. */
  | { outcome: "intent_used" }
  | { outcome: "not_pending" };

/**
 * Marks a pending card order paid with the intent the provider confirmed, and writes its
 * confirmation mail, in one transaction. The update is conditional (`status = 'pending'`), so five
 * confirmations of one payment make one change; the partial unique index keeps one intent from
 * paying two orders.
 */
export async function markOrderPaid(input: {
  db: Db;
  mail: Mailer;
  restaurant: Restaurant;
  orderId: number;
  paymentIntentId: string;
  now: Date;
}): Promise<MarkPaidResult> {
  try {
    return await input.db.transaction(async (tx): Promise<MarkPaidResult> => {
      const [order] = await tx
        .update(orders)
        .set({ status: "paid", paidAt: input.now, paymentIntentId: input.paymentIntentId })
        .where(
          and(eq(orders.id, input.orderId), eq(orders.status, "pending"), eq(orders.paymentMethod, "card")),
        )
        .returning();
      if (!order) {
        const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
        return current?.status === "paid"
          ? { outcome: "already_paid", order: current }
          : { outcome: "not_pending" };
      }
      // The sale counts: once, as only the confirmation that changed the row gets here. Paid after
      // its cancellation, it counts too: its refund is an entry of its own.
      await journalOrderPaid(tx, order, "card", input.now);
      if (order.progress === "cancelled") return { outcome: "paid_after_cancel", order };
      const stored = await loadLines(tx, order);
      const view = orderView(stored, input.restaurant);
      const mailId = await input.mail.enqueue(tx, {
        to: order.email,
        ...confirmationMail(view, input.restaurant),
      });
      const arrived = await putOnBoard(tx, {
        order,
        restaurant: input.restaurant,
        mail: input.mail,
        now: input.now,
      });
      return { outcome: "paid", order: arrived.order, mailIds: [mailId, ...arrived.mailIds] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "intent_used" };
    throw error;
  }
}

/** The pending card orders waiting for this payment intent (the webhook's question). */
export async function pendingOrdersOfIntent(db: Db, paymentIntentId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentIntentId, paymentIntentId),
        eq(orders.status, "pending"),
        eq(orders.paymentMethod, "card"),
      ),
    );
}
