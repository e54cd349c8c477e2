import type { Cents } from "../money/cents.ts";
import type { ClockTime, Weekday } from "../schedule/weekly-hours.ts";

type OfferType = "free_delivery" | "free_item" | "buy_one_get_one" | "percentage" | "fixed_amount";

/** `delivery_pickup`: which orders the offer is for. */
export type OfferOrderModes = "both" | "pickup" | "delivery";

export interface OfferActiveTimes {
  /** Weekdays on which the offer applies; empty means every day. */
  days: Weekday[];
  /** Daily window, checked only when the offer has `allowRepeat` (docs/product.md#offers). */
  start: ClockTime | null;
  end: ClockTime | null;
}

interface OfferFields {
  id: string;
  name: string;
  /** The coupon code a customer types; null for an offer that is only automatic. */
  code: string | null;
  isActive: boolean;
  /** `auto_apply` "Yes": applies without a coupon. */
  autoApply: boolean;
  allowRepeat: boolean;
  activeTimes: OfferActiveTimes;
  deliveryPickup: OfferOrderModes;
  /** The cart subtotal must reach it (0: no minimum). */
  minimumAmount: Cents;
  /**
   * `first_order`: only for a signed-in customer's first order (a welcome offer); absent or false,
   * for anyone. A guest never gets it: telling who has ordered before from an e-mail or a phone
   * typed at checkout would tell it to anyone who types them.
   */
  firstOrder?: boolean;
  menus: string[];
  categories: string[];
  items: string[];
}

/**
 * An offer in its full form (docs/product.md#offers), money in cents. `value` means a percentage for
 * `percentage`, an amount for `fixed_amount`, and nothing for the other types.
 */
export type Offer =
  | (OfferFields & { type: "percentage"; value: number })
  | (OfferFields & { type: "fixed_amount"; value: Cents })
  | (OfferFields & { type: "buy_one_get_one" })
  | (OfferFields & { type: "free_item" })
  | (OfferFields & { type: "free_delivery" });

/** The reduced form the public offers call gives (docs/product.md#badges), used for badges. */
export interface PublicOffer {
  isActive: boolean;
  /** The public call lists the first four types; anything else still gets the generic badge. */
  type: OfferType;
  /** Percent for `percentage`, cents for `fixed_amount`, 0 otherwise. */
  value: number;
  items: string[];
  categories: string[];
}

/**
 * The reduced public form of an offer, or null for what the public call does not list (free
 * delivery, which has no badge). Items are listed only when the offer really targets items, so
 * the badge rules (docs/product.md#badges) see the same targeting as the pricing rules.
 */
export function toPublicOffer(offer: Offer): PublicOffer | null {
  if (offer.type === "free_delivery") return null;
  const targetsItems = offer.menus.length > 0 && offer.categories.length > 0 && offer.items.length > 0;
  return {
    isActive: offer.isActive,
    type: offer.type,
    value: offer.type === "percentage" || offer.type === "fixed_amount" ? offer.value : 0,
    items: targetsItems ? [...offer.items] : [],
    categories: [...offer.categories],
  };
}
