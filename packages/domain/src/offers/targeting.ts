import type { Offer } from "./offer.ts";

/**
 * What an offer is about (docs/product.md#offers): a list of items when menus, categories and items are
 * all set; otherwise its categories when set; otherwise its menus when set. An offer that names
 * nothing is about the whole order.
 */
export type OfferTarget =
  | { kind: "items"; ids: readonly string[] }
  | { kind: "categories"; ids: readonly string[] }
  | { kind: "menus"; ids: readonly string[] }
  | { kind: "whole_order" };

export function offerTarget(offer: Pick<Offer, "menus" | "categories" | "items">): OfferTarget {
  if (offer.menus.length > 0 && offer.categories.length > 0 && offer.items.length > 0) {
    return { kind: "items", ids: offer.items };
  }
  if (offer.categories.length > 0) return { kind: "categories", ids: offer.categories };
  if (offer.menus.length > 0) return { kind: "menus", ids: offer.menus };
  return { kind: "whole_order" };
}

/** Anything placed in a menu: a cart line or a menu item. */
export interface Placed {
  itemId: string;
  categoryId: string;
  menuId: string;
}

export function targetIncludes(target: OfferTarget, placed: Placed): boolean {
  switch (target.kind) {
    case "items":
      return target.ids.includes(placed.itemId);
    case "categories":
      return target.ids.includes(placed.categoryId);
    case "menus":
      return target.ids.includes(placed.menuId);
    case "whole_order":
      return true;
  }
}
