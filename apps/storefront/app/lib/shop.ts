import {
  type ItemPayload,
  itemPayloadsOf,
  type MenuPayload,
  type OfferPayload,
  type Restaurant,
  restaurantFrom,
  type Setting,
} from "@comptoir/contracts";
import { shopClockFrom } from "@comptoir/domain";
import { createContext, useContext } from "react";

/**
 * The restaurant as a page holds it: the one restaurant model (settings, menus, items and offers in
 * the domain's terms, from @comptoir/contracts), plus what only a page needs: the items as the
 * menu shows them and the shop's clock.
 */
export interface Shop extends Restaurant {
  /** Items as the page shows them (images, allergens…), by id. */
  itemById: ReadonlyMap<string, ItemPayload>;
  /** The shop's clock as the server keeps it (a demo may start it at another instant). */
  now: () => Date;
}

/**
 * `serverNow` is the server's clock when the page's data was read: the shop's clock then runs on
 * from it in the browser, whatever the visitor's own clock says.
 */
export function createShop(
  menus: readonly MenuPayload[],
  offers: readonly OfferPayload[],
  settings: readonly Setting[],
  serverNow?: string,
): Shop {
  return {
    ...restaurantFrom({ settings, menus, offers }),
    itemById: new Map(itemPayloadsOf(menus).map((item) => [String(item.item_id), item])),
    now: shopClockFrom(serverNow, () => Date.now()),
  };
}

export const ShopContext = createContext<Shop | null>(null);

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop outside of a ShopContext");
  return shop;
}

/** The product sheet's address: the menu with `?product=<id>` (shareable; Back closes it). */
export function productSearch(itemId: number | string): string {
  return `?product=${itemId}`;
}
