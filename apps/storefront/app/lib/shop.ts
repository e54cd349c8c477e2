import type { ItemPayload, MenuPayload, OfferPayload, Setting } from "@comptoir/contracts";
import type { DeliverySettings, MenuItem, Offer, PublicOffer, TaxSettings } from "@comptoir/domain";
import { createContext, useContext } from "react";
import { settingText } from "./settings.ts";
import {
  deliverySettingsFrom,
  itemPayloads,
  taxSettingsFrom,
  toAutomaticOffers,
  toBadgeOffers,
  toMenuItem,
} from "./shop-catalogue.ts";

/** Everything the menu, the product sheet and the cart read, built once per page from its data. */
export interface Shop {
  menus: MenuPayload[];
  /** Items as the page shows them, by id. */
  itemById: Map<string, ItemPayload>;
  /** The same items as the domain rules read them, in menu order. */
  menuItems: MenuItem[];
  menuItemById: Map<string, MenuItem>;
  badgeOffers: PublicOffer[];
  automaticOffers: Offer[];
  delivery: DeliverySettings;
  tax: TaxSettings;
  timeZone: string;
  /** "prêt dans 20 min": the pickup preparation time from the settings. */
  pickupMinutes: number;
  /** The shop's clock as the server keeps it (a demo may start it at another instant). */
  now: () => Date;
}

/**
 * `serverNow` is the server's clock when the page's data was read: the shop's clock then runs on
 * from it in the browser, whatever the visitor's own clock says.
 */
export function createShop(
  menus: MenuPayload[],
  offers: OfferPayload[],
  settings: Setting[],
  serverNow?: string,
): Shop {
  const offset = serverNow ? Date.parse(serverNow) - Date.now() : 0;
  const payloads = itemPayloads(menus);
  const menuItems = payloads.map(toMenuItem);
  return {
    menus,
    itemById: new Map(payloads.map((item) => [String(item.item_id), item])),
    menuItems,
    menuItemById: new Map(menuItems.map((item) => [item.id, item])),
    badgeOffers: toBadgeOffers(offers),
    automaticOffers: toAutomaticOffers(offers),
    delivery: deliverySettingsFrom(settings),
    tax: taxSettingsFrom(settings),
    timeZone: settingText(settings, "restaurant.time_zone", "Europe/Paris"),
    pickupMinutes: Number(settingText(settings, "scheduling.pickup_minimum_time", "20")) || 20,
    now: () => new Date(Date.now() + offset),
  };
}

export const ShopContext = createContext<Shop | null>(null);

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop outside of a ShopContext");
  return shop;
}

/** Can the item be put in the cart: it exists and is not sold out. Open hours are the checkout's concern. */
export function isOrderable(shop: Shop, itemId: string): boolean {
  return shop.menuItemById.get(itemId)?.isAvailable === true;
}

/** The item needs no choice from the customer: it can go in the cart with one tap. */
export function addsWithoutChoices(item: MenuItem): boolean {
  return item.optionGroups.every((group) => group.min === 0);
}
