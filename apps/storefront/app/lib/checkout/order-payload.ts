import type { CartLineInput, OrderPayloadInput, PricedCartPayload } from "@comptoir/contracts";
import { type CartLine, type CartTotal, centsToEuros, type OrderMode } from "@comptoir/domain";
import type { CheckoutState } from "./checkout-state.ts";

/** The card payment state (docs/product.md#payments) (in memory only). */
export interface CardPaymentState {
  client_secret: string | null;
  customer_id: string | null;
  payment_intent_id: string | null;
  /** Euros: the amount the intent was made for. */
  amount: number | null;
}

export const NO_CARD_PAYMENT: CardPaymentState = {
  client_secret: null,
  customer_id: null,
  payment_intent_id: null,
  amount: null,
};

/** The order's figures in euros, as the payload carries them. */
export interface OrderFigures {
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  /** Offered units (buy one get one, free item). */
  free_items: { item_id: number; quantity: number }[];
}

/** The figures of the browser's own cart total (the domain's `cartTotal`). */
export function figuresOf(total: CartTotal): OrderFigures {
  return {
    subtotal: centsToEuros(total.subtotal),
    discount: centsToEuros(total.discount),
    delivery: centsToEuros(total.delivery),
    tax: centsToEuros(total.tax),
    total: centsToEuros(total.total),
    free_items: total.freeItems.map((free) => ({ item_id: Number(free.itemId), quantity: free.quantity })),
  };
}

/** The figures the server priced (the `cart` of a `price_changed` answer). */
export function figuresOfServerCart(cart: PricedCartPayload): OrderFigures {
  return {
    subtotal: cart.subtotal,
    discount: cart.discount,
    delivery: cart.delivery,
    tax: cart.tax,
    total: cart.total,
    free_items: cart.free_items.map((free) => ({ item_id: free.item_id, quantity: free.quantity })),
  };
}

/** A cart line as the order payload carries it: ids, quantities, note and chosen options. */
export function lineInput(line: CartLine): CartLineInput {
  const groups = new Map<string, { id: number; quantity: number }[]>();
  for (const option of line.options) {
    if (option.quantity <= 0) continue;
    const choices = groups.get(option.groupId) ?? [];
    choices.push({ id: Number(option.choiceId), quantity: option.quantity });
    groups.set(option.groupId, choices);
  }
  return {
    item_id: Number(line.itemId),
    quantity: line.quantity,
    note: line.note,
    options: [...groups].map(([groupId, choices]) => ({ id: Number(groupId), option_options: choices })),
  };
}

export interface OrderInput {
  state: CheckoutState;
  lines: readonly CartLine[];
  mode: OrderMode;
  coupon: string | null;
  figures: OrderFigures;
  card: CardPaymentState;
  /** The logged-in customer's id once accounts exist; null for a guest. */
  userId: number | null;
}

/** The order payload (docs/product.md#orders) (POST /v2/public/checkout/). */
export function orderPayload(input: OrderInput): OrderPayloadInput {
  const { state, figures } = input;
  const delivery = state.delivery;
  const isPickup = input.mode === "pickup";
  const scheduled = delivery.is_scheduled && delivery.delivery_time_range !== null;
  return {
    local_id: state.localId,
    items: input.lines.map(lineInput),
    free_items: figures.free_items.map((free) => ({ item_id: free.item_id, quantity: free.quantity })),
    is_pickup: isPickup,
    subtotal: figures.subtotal,
    discount: figures.discount,
    delivery: figures.delivery,
    tax: figures.tax,
    total: figures.total,
    coupon: input.coupon,
    payment_method: state.payment.method,
    transaction_id:
      state.payment.method === "card"
        ? {
            client_secret: input.card.client_secret,
            customer_id: input.card.customer_id,
            payment_intent_id: input.card.payment_intent_id,
          }
        : null,
    user_id: input.userId,
    status: "pending",
    customer: {
      first_name: state.personal.first_name.trim(),
      last_name: state.personal.last_name.trim(),
      email: state.personal.email.trim(),
      phone: state.personal.phone.trim(),
      location: isPickup
        ? null
        : {
            address: delivery.address.trim(),
            city: delivery.city.trim(),
            postal_code: delivery.postal_code.trim(),
            country: delivery.country.trim() || "France",
          },
      date: {
        delivery_date: delivery.delivery_date,
        delivery_time_range: scheduled ? delivery.delivery_time_range : null,
      },
    },
  };
}

/**
 * What an order is about, without its key or its card details: the same fingerprint means the
 * same order, so a retry keeps the key (and the server answers with the order it already has);
 * anything changed (cart, mode, time, address, method) needs a new key.
 */
export function orderFingerprint(payload: OrderPayloadInput): string {
  const { local_id: _key, transaction_id: _card, ...rest } = payload;
  return JSON.stringify(rest);
}

/**
 * The cart's identity for the figures the server gave: the server's re-priced figures stand for
 * this very cart only (same lines, mode, coupon and delivery address).
 */
export function pricingKey(payload: OrderPayloadInput): string {
  return JSON.stringify([
    payload.items,
    payload.is_pickup,
    payload.coupon,
    payload.customer.location,
    payload.customer.date,
  ]);
}
