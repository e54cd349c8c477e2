import { coupon as couponText, fill } from "@comptoir/messages";
import type { Cents } from "../money/cents.ts";
import { formatEuros } from "../money/format.ts";
import {
  couponMatches,
  normaliseCouponCode,
  type OfferContext,
  type OfferRefusal,
  offerRefusal,
} from "./applicability.ts";
import type { Offer, OfferOrderModes } from "./offer.ts";

/** The spec's coupon validity: valid, invalid, or unchecked (no code entered). */
export type CouponStatus =
  | { state: "unchecked" }
  | { state: "valid"; offerId: string }
  | { state: "invalid"; reason: "unknown" }
  | {
      state: "invalid";
      reason: Exclude<OfferRefusal, "not_entered">;
      offerId: string;
      minimumAmount: Cents;
      deliveryPickup: OfferOrderModes;
    };

/**
 * Checks the entered coupon against the offers: valid when an offer with that code applies to
 * this cart now; otherwise invalid, with the reason of the first offer holding the code (so the
 * customer can be told "valable à partir de 20,00 €") or "unknown" when no offer holds it.
 */
export function couponStatus(offers: readonly Offer[], context: OfferContext): CouponStatus {
  if (context.coupon === null || normaliseCouponCode(context.coupon) === "") return { state: "unchecked" };
  const holders = offers.filter((offer) => couponMatches(offer, context.coupon));
  const valid = holders.find((offer) => offerRefusal(offer, context) === null);
  if (valid) return { state: "valid", offerId: valid.id };
  const [first] = holders;
  if (!first) return { state: "invalid", reason: "unknown" };
  // A coupon holder is never refused as "not entered": the entered code is its own.
  const reason = offerRefusal(first, context) as Exclude<OfferRefusal, "not_entered">;
  return {
    state: "invalid",
    reason,
    offerId: first.id,
    minimumAmount: first.minimumAmount,
    deliveryPickup: first.deliveryPickup,
  };
}

/**
 * What to tell the customer about the coupon they entered: null while none is entered or when it
 * applies, the reason in French otherwise.
 */
export function couponRefusalMessage(status: CouponStatus): string | null {
  if (status.state !== "invalid") return null;
  switch (status.reason) {
    case "unknown":
      return couponText.unknown;
    case "inactive":
      return couponText.inactive;
    case "wrong_day":
    case "outside_hours":
      return couponText.notNow;
    case "wrong_mode":
      return status.deliveryPickup === "pickup" ? couponText.pickupOnly : couponText.deliveryOnly;
    case "needs_account":
      return couponText.needsAccount;
    case "not_first_order":
      return couponText.firstOrderOnly;
    case "below_minimum":
      return fill(couponText.belowMinimum, { amount: formatEuros(status.minimumAmount) });
  }
}
