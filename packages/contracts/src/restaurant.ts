import {
  emptyWeeklyHours,
  eurosToCents,
  type Menu,
  type MenuItem,
  type Offer,
  type PublicOffer,
  toPublicOffer,
  type WeeklyHours,
} from "@comptoir/domain";
import type { ItemPayload, MenuPayload } from "./menus.ts";
import { type OfferWithCode, offerFromPayload } from "./offer-mapping.ts";
import { type RestaurantSettings, restaurantSettingsFrom } from "./restaurant-settings.ts";
import type { Setting } from "./settings.ts";

// No zod here: the pages import the restaurant model without the schemas.

/**
 * The one restaurant model: its settings, menus, items and offers in the domain's terms (cents,
 * percent rates, string ids), built from the /v2 payloads by `restaurantFrom` and nothing else. The
 * server prices and checks orders with it, the pages and the checkout show and check the cart with
 * it, and the kitchen's board will read it too, so a setting, a default or a mapping exists once.
 */
export interface Restaurant extends RestaurantSettings {
  /** Every listed menu with its delivery and pickup hours. */
  menus: Menu[];
  /** Every item of every menu, in menu order. */
  menuItems: MenuItem[];
  menuItemById: ReadonlyMap<string, MenuItem>;
  /** The offers known here: the automatic ones, plus coupons where the caller knows their codes. */
  offers: Offer[];
  /** The same offers in the reduced form the badge rules read. */
  badgeOffers: PublicOffer[];
}

/**
 * What the model needs of a menu. The open flags of `MenuPayload` depend on the instant and play no
 * part: the rules compute openness from the hours at the instant they are asked about.
 */
export type MenuCatalogue = Pick<
  MenuPayload,
  "menu_id" | "menu_name" | "time_ranges" | "pickup_time_ranges" | "categories"
>;

/** The payloads the model is built from; a page that needs only the settings passes only those. */
export interface RestaurantPayloads {
  settings: readonly Setting[];
  menus?: readonly MenuCatalogue[];
  /** Public offers (no code), or the server's whole list with their codes. */
  offers?: readonly OfferWithCode[];
}

function weeklyHours(ranges: MenuPayload["time_ranges"]): WeeklyHours {
  const hours = emptyWeeklyHours();
  for (const day of Object.keys(hours) as (keyof WeeklyHours)[]) {
    hours[day] = (ranges[day] ?? []).map(({ start, end }) => ({ start, end }));
  }
  return hours;
}

/**
 * A menu as the slot rules read it. Every listed menu is offered and its hours decide (a menu the
 * restaurant switches off is not listed).
 */
function toMenu(menu: MenuCatalogue): Menu {
  return {
    id: String(menu.menu_id),
    name: menu.menu_name,
    isAvailable: true,
    hours: weeklyHours(menu.time_ranges),
    pickupHours: weeklyHours(menu.pickup_time_ranges),
  };
}

/** A menu item as the cart and order rules read it. */
export function toMenuItem(item: ItemPayload): MenuItem {
  return {
    id: String(item.item_id),
    menuId: String(item.item_menu_id),
    categoryId: String(item.item_category_id),
    name: item.item_name,
    description: item.item_description,
    score: item.item_score,
    isAvailable: item.item_is_available,
    price: {
      pickup: eurosToCents(item.item_price.price_pickup),
      delivery: eurosToCents(item.item_price.price_delivery),
      taxRate: item.item_price.tax_rate,
    },
    optionGroups: item.options.map((group) => ({
      id: String(group.id),
      name: group.name,
      min: group.min,
      max: group.max,
      choices: group.option_options.map((choice) => ({
        id: String(choice.id),
        name: choice.name,
        price: eurosToCents(choice.price),
        maxQuantity: choice.max_quantity,
        // A rate of its own only when it differs: payloads from before gave every choice the item's.
        ...(choice.tax_rate === null || choice.tax_rate === item.item_price.tax_rate
          ? {}
          : { taxRate: choice.tax_rate }),
        isAvailable: choice.is_available !== false,
      })),
    })),
  };
}

/** Every item of every menu, in menu order. */
export function itemPayloadsOf(menus: readonly Pick<MenuPayload, "categories">[]): ItemPayload[] {
  return menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
}

/** The restaurant model of these payloads. */
export function restaurantFrom({ settings, menus = [], offers = [] }: RestaurantPayloads): Restaurant {
  const menuItems = itemPayloadsOf(menus).map(toMenuItem);
  const domainOffers = offers.map(offerFromPayload);
  return {
    ...restaurantSettingsFrom(settings),
    menus: menus.map(toMenu),
    menuItems,
    menuItemById: new Map(menuItems.map((item) => [item.id, item])),
    offers: domainOffers,
    badgeOffers: domainOffers.flatMap((offer) => toPublicOffer(offer) ?? []),
  };
}
