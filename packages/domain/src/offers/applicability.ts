import type { OrderMode } from "../menu/menu.ts";
import type { Cents } from "../money/cents.ts";
import { minutesOfClockTime } from "../schedule/weekly-hours.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";
import type { Offer, OfferActiveTimes } from "./offer.ts";

/**
 * Who the cart is priced for, as the first-order condition reads it: a guest (no session), a
 * signed-in customer without an earlier order still standing (`new`), or one with such an order
 * (`returning`).
 */
export type OfferCustomer = "guest" | "new" | "returning";

export interface OfferContext {
  mode: OrderMode;
  /** Cart subtotal before any discount. */
  subtotal: Cents;
  /** The coupon code the customer entered, if any. */
  coupon: string | null;
  /** The instant of ordering; the package has no clock of its own. */
  now: Date;
  timeZone: string;
  /** Absent, a guest: an offer for a first order is then never given by mistake. */
  customer?: OfferCustomer;
}

/** Why an offer does not apply, in the order the rules are checked. */
export type OfferRefusal =
  | "inactive"
  | "wrong_day"
  | "not_entered"
  | "needs_account"
  | "not_first_order"
  | "outside_hours"
  | "wrong_mode"
  | "below_minimum";

/** Coupon codes compare without surrounding spaces and without case ("  piment10 " is PIMENT10). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function couponMatches(offer: Pick<Offer, "code">, coupon: string | null): boolean {
  if (offer.code === null || coupon === null) return false;
  const entered = normaliseCouponCode(coupon);
  return entered !== "" && normaliseCouponCode(offer.code) === entered;
}

/**
 * Is the local time inside the offer's daily window? A window whose end is before its start runs
 * past midnight (22:00–02:00); a missing or malformed bound, or equal bounds, mean no window.
 */
export function isWithinDailyWindow(times: OfferActiveTimes, minutes: number): boolean {
  const start = times.start === null ? null : minutesOfClockTime(times.start);
  const end = times.end === null ? null : minutesOfClockTime(times.end);
  if (start === null || end === null || start === end) return true;
  return start < end ? start <= minutes && minutes < end : minutes >= start || minutes < end;
}

/**
 * The first rule (docs/product.md#offers) that keeps an offer from applying, or null when it applies:
 * active; today (in the restaurant's zone) among its days when days are listed; automatic or the
 * entered coupon; for a first-order offer, a signed-in customer without an earlier order; inside
 * its daily window when `allowRepeat` is on; for this mode; and the
 * subtotal reaches its minimum amount.
 */
export function offerRefusal(offer: Offer, context: OfferContext): OfferRefusal | null {
  if (!offer.isActive) return "inactive";
  const clock = zonedClock(context.now, context.timeZone);
  if (offer.activeTimes.days.length > 0 && !offer.activeTimes.days.includes(clock.weekday))
    return "wrong_day";
  if (!offer.autoApply && !couponMatches(offer, context.coupon)) return "not_entered";
  if (offer.firstOrder) {
    const customer = context.customer ?? "guest";
    if (customer === "guest") return "needs_account";
    if (customer === "returning") return "not_first_order";
  }
  if (offer.allowRepeat && !isWithinDailyWindow(offer.activeTimes, clock.minutes)) return "outside_hours";
  if (offer.deliveryPickup !== "both" && offer.deliveryPickup !== context.mode) return "wrong_mode";
  if (context.subtotal < offer.minimumAmount) return "below_minimum";
  return null;
}

export function isOfferApplicable(offer: Offer, context: OfferContext): boolean {
  return offerRefusal(offer, context) === null;
}
