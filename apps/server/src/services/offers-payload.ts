import type { OfferPayload } from "@comptoir/contracts";
import { offerRowPayload } from "./restaurant.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

/** An offer row as the browser receives it: the full form, without its code. */
export function offerPayload(row: RestaurantSnapshot["offers"][number]): OfferPayload {
  const { code: _code, ...payload } = offerRowPayload(row);
  return payload;
}

/** The offers a visitor gets without typing a code: active and automatic, of every type. */
export function publicOffersPayload(snapshot: RestaurantSnapshot): OfferPayload[] {
  return snapshot.offers.filter((offer) => offer.isActive && offer.autoApply).map(offerPayload);
}
