import type { OfferValue } from "@comptoir/contracts/catalogue-draft";

/**
 * A new offer as it starts: named, a 10 % discount, automatic, on the whole catalogue, and not yet
 * active, so that nothing half made reaches a cart when the draft is published meanwhile.
 */
export function newOffer(name: string): OfferValue {
  return {
    name,
    description: "",
    type: "percentage",
    value: 10,
    code: null,
    auto_apply: true,
    is_active: false,
    allow_repeat: false,
    days: [],
    start: null,
    end: null,
    delivery_pickup: "both",
    minimum_amount: 0,
    first_order: false,
    menus: [],
    categories: [],
    items: [],
  };
}

/** How the offer reaches the cart: by itself, or with a code the customer types. */
export function withCode(offer: OfferValue, code: string | null): OfferValue {
  return { ...offer, code, auto_apply: code === null };
}
