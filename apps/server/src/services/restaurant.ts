import {
  type OfferWithCode,
  pausesFrom,
  type Restaurant,
  restaurantFrom,
  type Setting,
} from "@comptoir/contracts";
import { cents, centsToEuros, optionGroupNames, type Pauses } from "@comptoir/domain";
import { menuCataloguePayload } from "./menus-payload.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";
import { settingsPayload } from "./settings-payload.ts";

type OfferRow = RestaurantSnapshot["offers"][number];

const euros = (amount: number) => centsToEuros(cents(amount));

/**
 * An offer row in its payload form, with its code: the server knows every offer, coupons and
 * inactive ones included, and the coupon rules need the code.
 */
export function offerRowPayload(row: OfferRow): OfferWithCode & { code: string | null } {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    code: row.code,
    is_active: row.isActive,
    type: row.type,
    // Percent for percentages (stored as is), cents for fixed amounts.
    value: row.type === "fixed_amount" ? euros(row.value) : row.type === "percentage" ? row.value : 0,
    auto_apply: row.autoApply,
    allow_repeat: row.allowRepeat,
    active_times: { days: [...row.days], start: row.startsAt, end: row.endsAt },
    delivery_pickup: row.deliveryPickup,
    minimum_amount: euros(row.minimumAmount),
    first_order: row.firstOrder,
    menus: [...row.menuIds],
    categories: [...row.categoryIds],
    items: [...row.itemIds],
  };
}

const cache = new WeakMap<RestaurantSnapshot, Restaurant>();

/**
 * The restaurant model of a catalogue snapshot, built once per snapshot. The server builds its
 * public payloads first and reads them through the same `restaurantFrom` as the pages, so it
 * prices an order exactly as the browser priced the cart: same keys, same defaults, same mappings.
 */
export function restaurantOf(snapshot: RestaurantSnapshot): Restaurant {
  let restaurant = cache.get(snapshot);
  if (!restaurant) {
    restaurant = restaurantFrom({
      settings: settingsPayload(snapshot),
      menus: snapshot.menus.map(menuCataloguePayload),
      offers: snapshot.offers.map(offerRowPayload),
    });
    cache.set(snapshot, restaurant);
  }
  return restaurant;
}

const groupNameMaps = new WeakMap<Restaurant["menuItems"], ReadonlyMap<string, string>>();

/**
 * Each option group's name by its id (`optionGroupNames`), built once per menu (a catalogue
 * change gives a new one), not for every order whose choices are filed under them.
 */
export function groupNamesOf(restaurant: Restaurant): ReadonlyMap<string, string> {
  let names = groupNameMaps.get(restaurant.menuItems);
  if (!names) {
    names = optionGroupNames(restaurant.menuItems);
    groupNameMaps.set(restaurant.menuItems, names);
  }
  return names;
}

const settingsLists = new WeakMap<RestaurantSnapshot, Setting[]>();

/**
 * The snapshot's settings as the API lists them, built once per snapshot: every page render asks
 * them for the tag manager's id (app.ts), the checkout for the pauses.
 */
export function settingsOf(snapshot: RestaurantSnapshot): Setting[] {
  let found = settingsLists.get(snapshot);
  if (!found) {
    found = settingsPayload(snapshot);
    settingsLists.set(snapshot, found);
  }
  return found;
}

const pauses = new WeakMap<RestaurantSnapshot, Pauses>();

/** The pauses set from the board in a catalogue snapshot (ADR 041), read once per snapshot. */
export function pausesOf(snapshot: RestaurantSnapshot): Pauses {
  let found = pauses.get(snapshot);
  if (!found) {
    found = pausesFrom(settingsOf(snapshot));
    pauses.set(snapshot, found);
  }
  return found;
}
