import { z } from "zod";
import { pricedCartPayloadSchema } from "./priced-cart.ts";

/** Error codes of the checkout calls; the French message that goes with each may change. */
export const CHECKOUT_ERROR_CODES = {
  /** 409: the server's figures differ from the payload's; `cart` holds the server's. */
  priceChanged: "price_changed",
  /** 422: an item id the menu does not know. */
  unknownItem: "unknown_item",
  /** 422: a sold-out item. */
  itemUnavailable: "item_unavailable",
  /** 422: options that break a group's minimum or maximum, unknown choices, bad quantities. */
  invalidOptions: "invalid_options",
  /** 422: delivery is switched off. */
  deliveryUnavailable: "delivery_unavailable",
  /** 422: no usable delivery address (not found, or missing). */
  addressNeeded: "address_needed",
  /** 422: the address is in no delivery zone. */
  outsideDeliveryZone: "outside_delivery_zone",
  /** 422: farther than `features.delivery.max_distance`. */
  addressTooFar: "address_too_far",
  /** 422: a delivery below the minimum order, with no flat charge to make up for it. */
  belowMinimumOrder: "below_minimum_order",
  /** 422: the chosen slot is not one of the day's available slots. */
  slotUnavailable: "slot_unavailable",
  /** 422: some items' menus are closed at the chosen time (the message lists them). */
  itemsClosedAtTime: "items_closed_at_time",
  /**
   * 409: the kitchen's window cannot take the order's work any more (ADR 061); `next_window` names
   * the next one that can (ISO 8601), or null.
   */
  kitchenFull: "kitchen_full",
  /** 422: nothing can be ordered "as soon as possible" now. */
  closedNow: "closed_now",
  /** 422: the restaurant paused all ordering, or delivery, from its board (the message says until when and why). */
  orderingPaused: "ordering_paused",
  /** 422: cash (or card) is not offered by the restaurant. */
  paymentMethodUnavailable: "payment_method_unavailable",
  /** 402: the provider did not confirm a succeeded payment of the order's amount. */
  paymentFailed: "payment_failed",
  /** 402: the demo card was declined, or its second step refused. */
  cardDeclined: "card_declined",
  /** 409: the payment intent is already succeeded or canceled and cannot change. */
  paymentIntentClosed: "payment_intent_closed",
  /** 422: the card provider does not know the customer of a payment intent request. */
  paymentCustomerUnknown: "payment_customer_unknown",
  /** 404: no such demo payment intent (or a wrong client secret). */
  paymentNotFound: "payment_not_found",
  /** 409: a demo authentication for an intent that is not waiting for one. */
  nothingToAuthenticate: "nothing_to_authenticate",
  /** 409: a card payment confirmed for an order the shop already cancelled: it is refunded (ADR 042). */
  orderCancelled: "order_cancelled",
  /** 409: a status the order cannot take (e.g. `paid` for a cash order). */
  statusNotAllowed: "status_not_allowed",
  /** 409: this `local_id` already placed another order (another cart, customer or time). */
  localIdReused: "local_id_reused",
  /** 404: no such order for this key (the same answer whether the order exists or not). */
  orderNotFound: "order_not_found",
  /** 400: the webhook's signature does not verify. */
  invalidSignature: "invalid_signature",
  /** 503: the card provider cannot be reached. */
  paymentProviderUnavailable: "payment_provider_unavailable",
} as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[keyof typeof CHECKOUT_ERROR_CODES];

/** The 409 answer to an order whose figures differ from the server's. */
export const priceChangedErrorSchema = z.object({
  status: z.literal("error"),
  code: z.literal(CHECKOUT_ERROR_CODES.priceChanged),
  message: z.string(),
  cart: pricedCartPayloadSchema,
});
