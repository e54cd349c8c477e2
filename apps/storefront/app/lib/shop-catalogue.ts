import {
  type CouponPayload,
  type ItemPayload,
  type MenuPayload,
  type OfferPayload,
  offerFromPayload,
} from "@comptoir/contracts";
import { type Offer, type PublicOffer, toPublicOffer } from "@comptoir/domain";

/**
 * The /v2 payloads in the domain's shapes, as the pages need them. The mappings themselves live in
 * @comptoir/contracts, shared with the server; only what is particular to the pages is here.
 */
export { deliverySettingsFrom, taxSettingsFrom, toMenuItem } from "@comptoir/contracts";

/** Every item of every menu, in menu order. */
export function itemPayloads(menus: readonly MenuPayload[]): ItemPayload[] {
  return menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
}

/** The public offers as the badge rules read them (the spec's reduced form, from the full one). */
export function toBadgeOffers(offers: readonly OfferPayload[]): PublicOffer[] {
  return offers.map(offerFromPayload).flatMap((offer) => toPublicOffer(offer) ?? []);
}

/** The automatic offers in the domain's full form, priced in the cart exactly as the server will. */
export function toAutomaticOffers(offers: readonly OfferPayload[]): Offer[] {
  return offers.map(offerFromPayload);
}

/** The offer behind a coupon the server accepted, with its code, targets, days and minimum. */
export function toCouponOffer(coupon: CouponPayload[number]): Offer {
  return offerFromPayload(coupon);
}
