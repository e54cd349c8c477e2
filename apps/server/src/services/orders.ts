import { createHash, randomInt } from "node:crypto";
import type { OrderPayload, Restaurant } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { type OfferCustomer, percentToBasisPoints } from "@comptoir/domain";
import { serverFailures } from "@comptoir/messages";
import { and, eq, notInArray } from "drizzle-orm";
import type { Mailer, OutgoingMail } from "../adapters/mail/mail.ts";
import { entryInPlacement } from "./journal/journal-entries.ts";
import { journalOrderPaid, orderPlacedEntry } from "./journal/sale-entries.ts";
import { type KitchenPlan, kitchenReservation } from "./kitchen/kitchen-load.ts";
import type { CheckedOrder } from "./order-pricing.ts";
import { confirmationMail, type OrderRow, orderView, type StoredOrder } from "./order-receipt.ts";
import { type OrderToPlace, placeInBatch } from "./placement-statement.ts";
import { boardArrival, putOnBoard } from "./progress/order-arrival.ts";
import { groupNamesOf } from "./restaurant.ts";
import { trackedOrders } from "./tracked-orders.ts";

const { orders } = schema;

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
const FALLEN_PROGRESSES = ["refused", "cancelled"] as const; // also in place_orders (migration 0020)

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

/** What the checkout answers with and acts on after an order's placement (or its retry). */
export type PlacedOrderSummary = Pick<OrderRow, "id" | "status" | "total" | "boardAt">;

interface StoredOrderOutcome {
  firstOrderTaken?: false;
  kitchenFull?: false;
  order: PlacedOrderSummary;
  /** False when the `local_id` had already placed an order: `order` is that one. */
  created: boolean;
  /** False when that earlier order is another one than this payload (a reused key). */
  sameOrder: boolean;
  /** Mails written to the outbox, to deliver once committed, with what they say. */
  mailIds: number[];
  mails: ReadonlyMap<number, OutgoingMail>;
}

/**
 * Stores a checked order, its lines (offered ones with `is_free`), their options, the customer and
 * the payment method, in one statement with the other orders the process has waiting (ADR 072,
 * 081). Idempotent on `local_id`: the unique index decides, so the same key sent any number of
 * times, even at once, makes one order and every caller gets it. A cash order goes on the board at
 * once, with its confirmation mail (and its acceptance, when automatic) in the same statement; a
 * card order's waits for the payment (`markOrderPaid`). A key already used stores nothing and takes
 * no number.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  if (input.checked.firstOrderOffer && input.userId === null) return { firstOrderTaken: true };
  const toPlace = orderToPlace(input);
  const outcome = await placeInBatch(input.db, toPlace);
  if ("placed" in outcome) {
    const { mailIds, ...order } = outcome.placed;
    const number = String(order.dayNumber);
    const marker = String(toPlace.marker);
    const mails = new Map(
      mailIds.map((id, index) => {
        const mail = toPlace.mails[index] as OutgoingMail;
        const numbered = (text: string) => text.replaceAll(marker, number);
        return [id, { ...mail, subject: numbered(mail.subject), text: numbered(mail.text) }] as const;
      }),
    );
    return { order, created: true, sameOrder: true, mailIds, mails };
  }
  if (outcome.refused === "first_order_taken") return { firstOrderTaken: true };
  if (outcome.refused === "kitchen_full") return { kitchenFull: true };
  // Another request with this key came first (a retry, or the same one at once): its order is
  // the answer.
  const existing = await findOrderByLocalId(input.db, input.payload.local_id);
  if (!existing) throw new Error(serverFailures.orderMissingAfterConflict);
  return {
    order: existing,
    created: false,
    sameOrder: isSameOrder(existing, orderFingerprint(input.payload)),
    mailIds: [],
    mails: new Map(),
  };
}

interface PlaceOrderInput {
  db: Db;
  /** The account whose session token came with the order; the payload's `user_id` proves nothing. */
  userId: number | null;
  restaurant: Restaurant;
  payload: OrderPayload;
  checked: CheckedOrder;
  /** What it reserves of the kitchen (ADR 061); absent: nothing. */
  kitchen?: KitchenPlan;
  /** The live events' channel when they travel through the database (ADR 043), else null. */
  liveChannel: string | null;
  now: Date;
}

/**
 * Every row of the order, as its statement writes them. The mails are written before the day's
 * number is known: a random `marker` stands for it, replaced by the statement (and here, for the
 * copies kept to print them).
 */
function orderToPlace(input: PlaceOrderInput): OrderToPlace {
  const { payload, checked, restaurant, now } = input;
  const { total } = checked;
  const location = payload.customer.location;
  const isDelivery = checked.mode === "delivery";
  const isCash = payload.payment_method === "cash";
  const marker = randomInt(MARKER_FROM, MARKER_TO);

  const order: OrderToPlace["order"] = {
    localId: payload.local_id,
    cartFingerprint: orderFingerprint(payload),
    status: "pending",
    progress: "placed",
    mode: checked.mode,
    paymentMethod: payload.payment_method,
    paymentIntentId: isCash ? null : payload.transaction_id.payment_intent_id,
    paymentCustomerId: isCash ? null : payload.transaction_id.customer_id,
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
    createdAt: now,
    // Cash orders are real at once: on the board from now (a card order once paid, ADR 042).
    boardAt: isCash ? now : null,
  };

  const lines: OrderToPlace["lines"] = [
    ...total.lines.map((priced, index) => ({
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
    })),
    ...total.freeItems.map((free, index) => {
      const item = restaurant.menuItems.find((candidate) => candidate.id === free.itemId);
      return {
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
      };
    }),
  ];
  const groupNames = groupNamesOf(restaurant);
  const chosen = [
    ...total.lines.map((priced) => priced.line.options),
    ...total.freeItems.map((free) => free.options),
  ];
  const options: OrderToPlace["options"] = chosen.flatMap((lineOptions, linePosition) =>
    lineOptions.map((option) => ({
      linePosition,
      choiceId: Number(option.choiceId),
      groupName: groupNames.get(option.groupId) ?? "",
      choiceName: option.name,
      quantity: option.quantity,
      unitPrice: option.price,
      taxRateBasisPoints: option.taxRate === undefined ? null : percentToBasisPoints(option.taxRate),
    })),
  );

  // The order as it will be read back, for its mails: the day's number is the marker until stored.
  const row: OrderRow = {
    ...order,
    id: 0,
    dayNumber: marker,
    paidAt: null,
    refundId: null,
    refundedAt: null,
  };
  const arrival = isCash ? boardArrival(row, restaurant, now) : null;
  const mails: OutgoingMail[] = [];
  if (isCash) {
    const view = orderView(
      {
        order: row,
        lines: lines.map((line) => ({ ...line, id: line.position, orderId: 0 })),
        options: options.map(({ linePosition, ...option }, id) => ({ ...option, id, lineId: linePosition })),
      },
      restaurant,
    );
    mails.push({ to: order.email, ...confirmationMail(view, restaurant) }, ...(arrival?.mails ?? []));
  }
  return {
    order: { ...order, progress: arrival?.progress ?? "placed" },
    lines,
    options,
    events: arrival?.events ?? [],
    mails,
    // One more insert in the statement, no lock (ADR 066).
    journal: entryInPlacement(orderPlacedEntry(order, lines, now)),
    kitchen: input.kitchen ? kitchenReservation(input.kitchen) : null,
    firstOrderUser: checked.firstOrderOffer ? input.userId : null,
    notify: arrival ? input.liveChannel : null,
    marker,
  };
}

/**
 * The marker's range: twelve digits, drawn per order, so that no customer's text (a note, a
 * name) can hold it by chance or on purpose.
 */
const MARKER_FROM = 100_000_000_000;
const MARKER_TO = 999_999_999_999;

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
