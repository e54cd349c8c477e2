import {
  type CheckoutTab,
  freshCheckout,
  isCheckoutTab,
  isLocalDate,
  isValidLocalId,
  type LocalDate,
  newLocalId as newRandomLocalId,
  type PaymentMethod,
} from "@comptoir/domain";
import { createPersistedStore } from "../persisted-store.ts";

/**
 * The checkout's forms and tab (docs/product.md#checkout), kept in local storage under `checkout` so that a
 * reload, or a customer coming back next week, finds them filled. The card payment state (client
 * secret, customer, intent) is NOT kept here: it lives in memory for one visit only.
 */
export interface PersonalFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface DeliveryFields {
  address: string;
  city: string;
  postal_code: string;
  country: string;
  is_scheduled: boolean;
  delivery_date: LocalDate;
  /** The slot's label as `slotsForDay` gives it; null for "as soon as possible". */
  delivery_time_range: string | null;
}

interface PaymentFields {
  method: PaymentMethod;
  /** The last card attempt failed (spec: payment `failed`). */
  failed: boolean;
}

/** An order the server stored for this checkout whose payment is not finished yet. */
export interface PlacedOrder {
  orderId: number;
  localId: string;
  /** What was ordered (see `orderFingerprint`): another cart or time needs a new order. */
  fingerprint: string;
  /** Euros, as the server charged it. */
  total: number;
}

export interface CheckoutState {
  tab: CheckoutTab;
  personal: PersonalFields;
  delivery: DeliveryFields;
  payment: PaymentFields;
  confirmation: { order_id: number | null };
  /** The key of this checkout's order (`local_id`): the same key never orders twice. */
  localId: string;
  placed: PlacedOrder | null;
}

const CHECKOUT_STORAGE_KEY = "checkout";

export const EMPTY_PERSONAL: PersonalFields = { first_name: "", last_name: "", email: "", phone: "" };

/** A random key of 22 letters, digits, `-` or `_`: the domain's `local_id`, from the browser's random source. */
export function newLocalId(): string {
  return newRandomLocalId((bytes) => globalThis.crypto.getRandomValues(bytes));
}

/** Where a checkout starts, and starts again after an order: the domain's `freshCheckout`. */
export function initialCheckout(today: LocalDate, personal: PersonalFields = EMPTY_PERSONAL): CheckoutState {
  const fresh = freshCheckout(today);
  return {
    tab: fresh.tab,
    personal,
    delivery: {
      address: "",
      city: "",
      postal_code: "",
      country: "France",
      is_scheduled: fresh.isScheduled,
      delivery_date: fresh.deliveryDate,
      delivery_time_range: fresh.deliveryTimeRange,
    },
    payment: { method: "cash", failed: false },
    confirmation: { order_id: null },
    localId: newLocalId(),
    placed: null,
  };
}

/**
 * After an order went through (docs/product.md#checkout): tab back to type, date back to today, no time
 * range, a new order key. The customer's details and address stay for the next order.
 */
export function afterOrder(state: CheckoutState, today: LocalDate): CheckoutState {
  const fresh = freshCheckout(today);
  return {
    ...state,
    tab: fresh.tab,
    delivery: {
      ...state.delivery,
      is_scheduled: fresh.isScheduled,
      delivery_date: fresh.deliveryDate,
      delivery_time_range: fresh.deliveryTimeRange,
    },
    payment: { ...state.payment, failed: false },
    confirmation: { order_id: null },
    localId: newLocalId(),
    placed: null,
  };
}

/** A stored date in the past is today again, without its time range. */
export function withCurrentDate(state: CheckoutState, today: LocalDate): CheckoutState {
  if (state.delivery.delivery_date >= today) return state;
  return {
    ...state,
    delivery: { ...state.delivery, delivery_date: today, delivery_time_range: null, is_scheduled: false },
  };
}

function text(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** What was stored, field by field: anything unreadable takes its starting value. */
export function parseCheckout(stored: unknown, today: LocalDate): CheckoutState {
  const start = initialCheckout(today);
  const saved = record(stored);
  const personal = record(saved.personal);
  const delivery = record(saved.delivery);
  const payment = record(saved.payment);
  const placed = record(saved.placed);
  const date = text(delivery.delivery_date);
  return withCurrentDate(
    {
      tab: typeof saved.tab === "string" && isCheckoutTab(saved.tab) ? saved.tab : start.tab,
      personal: {
        first_name: text(personal.first_name),
        last_name: text(personal.last_name),
        email: text(personal.email),
        phone: text(personal.phone),
      },
      delivery: {
        address: text(delivery.address),
        city: text(delivery.city),
        postal_code: text(delivery.postal_code),
        country: text(delivery.country, "France") || "France",
        is_scheduled: delivery.is_scheduled === true,
        delivery_date: isLocalDate(date) ? date : today,
        delivery_time_range:
          typeof delivery.delivery_time_range === "string" && delivery.delivery_time_range !== ""
            ? delivery.delivery_time_range
            : null,
      },
      payment: { method: payment.method === "card" ? "card" : "cash", failed: payment.failed === true },
      confirmation: { order_id: null },
      localId: isValidLocalId(saved.localId) ? saved.localId : start.localId,
      placed:
        Number.isSafeInteger(placed.orderId) &&
        typeof placed.localId === "string" &&
        typeof placed.fingerprint === "string" &&
        typeof placed.total === "number"
          ? {
              orderId: placed.orderId as number,
              localId: placed.localId,
              fingerprint: placed.fingerprint,
              total: placed.total,
            }
          : null,
    },
    today,
  );
}

/**
 * The checkout store. "Today" is only known in the browser (the restaurant's date at `Date.now()`),
 * so the caller gives the function that tells it.
 */
export function createCheckoutStore(today: () => LocalDate) {
  let fallback: CheckoutState | null = null;
  const initial = () => {
    fallback ??= initialCheckout(today());
    return fallback;
  };
  return createPersistedStore<CheckoutState>(CHECKOUT_STORAGE_KEY, initial(), (stored) =>
    parseCheckout(stored, today()),
  );
}

/**
 * A logged-in customer's details fill the personal form, where the customer has not typed
 * anything else. Guests keep what they typed; their orders carry `user_id` null.
 */
export function prefillPersonal(
  current: PersonalFields,
  user: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null,
): PersonalFields {
  if (!user) return current;
  return {
    first_name: current.first_name || user.first_name || "",
    last_name: current.last_name || user.last_name || "",
    email: current.email || user.email || "",
    phone: current.phone || user.phone || "",
  };
}

/**
 * A logged-in customer's saved address fills the delivery form when it holds no address yet (an
 * address typed, or chosen on the menu, wins: the delivery fee was measured for it).
 */
export function prefillDelivery(
  current: DeliveryFields,
  saved: { address: string; city: string; postal_code: string; country: string } | null,
): DeliveryFields {
  if (!saved || current.address !== "" || current.city !== "" || current.postal_code !== "") return current;
  return {
    ...current,
    address: saved.address,
    city: saved.city,
    postal_code: saved.postal_code,
    country: saved.country || current.country,
  };
}

/** What finalising records in the stored checkout (finalise-order.ts). */
export type OrderEvent =
  /** What is ordered changed since the stored order: a new key, for a new order. */
  | { type: "order_key_renewed"; localId: string }
  | { type: "order_placed"; placed: PlacedOrder }
  /** The card was not paid: back to the payment tab, the attempt marked failed. */
  | { type: "card_declined" }
  | { type: "card_paid" };

/** Whether "as soon as possible" is offered, and the days that still have slots. */
export interface OrderTimes {
  asapOffered: boolean;
  days: readonly LocalDate[];
}

/** What finalising records in the stored checkout: the order's key, the order placed, the card's result. */
export function recordOrder(saved: CheckoutState, event: OrderEvent): CheckoutState {
  switch (event.type) {
    case "order_key_renewed":
      return { ...saved, localId: event.localId, placed: null };
    case "order_placed":
      return { ...saved, placed: event.placed, confirmation: { order_id: event.placed.orderId } };
    case "card_declined":
      return { ...saved, tab: "payment", payment: { ...saved.payment, failed: true } };
    case "card_paid":
      return { ...saved, payment: { ...saved.payment, failed: false } };
  }
}

/**
 * The delivery tab kept to what is possible now, as the shop's clock runs on: a slot is asked for
 * once "as soon as possible" is no longer offered, and the day is one that still has slots. The
 * very same state when nothing needs to change, so recording it never renders the page again.
 */
export function keepDeliveryPossible(saved: CheckoutState, times: OrderTimes): CheckoutState {
  if (saved.tab !== "delivery") return saved;
  let delivery = saved.delivery;
  if (!times.asapOffered && !delivery.is_scheduled) delivery = { ...delivery, is_scheduled: true };
  const first = times.days[0];
  if (first && !times.days.includes(delivery.delivery_date)) {
    delivery = { ...delivery, delivery_date: first, delivery_time_range: null };
  }
  return delivery === saved.delivery ? saved : { ...saved, delivery };
}
