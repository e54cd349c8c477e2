import type { PublicOffer } from "@comptoir/contracts";
import { cents, centsToEuros } from "@comptoir/domain";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

const PUBLIC_TYPES = new Set(["buy_one_get_one", "percentage", "fixed_amount", "free_item"]);

/**
 * The reduced public form of the offers a visitor gets without typing a code: active, automatic,
 * of a type that can be shown as a badge on items or categories.
 */
export function publicOffersPayload(snapshot: RestaurantSnapshot): PublicOffer[] {
  return snapshot.offers
    .filter((offer) => offer.isActive && offer.autoApply && PUBLIC_TYPES.has(offer.type))
    .map((offer) => ({
      id: offer.id,
      name: offer.name,
      description: offer.description,
      is_active: offer.isActive,
      type: offer.type as PublicOffer["type"],
      value: offer.type === "fixed_amount" ? centsToEuros(cents(offer.value)) : offer.value,
      minimum_amount: centsToEuros(cents(offer.minimumAmount)),
      items: offer.itemIds,
      // A menu-wide offer shows on each of the menu's categories.
      categories:
        offer.categoryIds.length > 0
          ? offer.categoryIds
          : snapshot.menus
              .filter((menu) => offer.menuIds.includes(menu.id))
              .flatMap((menu) => menu.categories.map((category) => category.id)),
    }));
}
