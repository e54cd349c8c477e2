import { MONEY_SETTING_KEYS } from "@comptoir/contracts";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { eurosToCents, percentToBasisPoints, WEEKDAYS, type WeeklyHours } from "@comptoir/domain";
import type * as schema from "../src/schema/index.ts";

/**
 * A restaurant file's parts as the live tables' rows: what the seed inserts into an empty database
 * and what a publish writes by key (ADR 051), converted the one same way (cents from euros, basis
 * points from percent). Ids of the rows a part points at are the caller's to give.
 */

type Menu = RestaurantFile["menus"][number];
type Category = Menu["categories"][number];
type Item = Category["items"][number];
type Group = RestaurantFile["option_groups"][number];
type Offer = RestaurantFile["offers"][number];
type Zone = RestaurantFile["zones"][number];

/** A setting's value as the database keeps it: money in cents, everything else as written. */
function settingValue(name: string, value: unknown): unknown {
  return MONEY_SETTING_KEYS.includes(name) && typeof value === "number" ? eurosToCents(value) : value;
}

/**
 * A file's settings as the database keeps them. A setting whose value is null is unset (the
 * restaurant's photo removed, `site.photo: null`): it has no row, as if the file did not name it.
 */
export function settingRows(settings: Record<string, unknown>): { name: string; value: unknown }[] {
  return Object.entries(settings)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ({ name, value: settingValue(name, value) }));
}

/**
 * An offer's value as the database keeps it: cents for a fixed amount, whole percent for a
 * percentage (the file's schema refused anything else), 0 for the types that have none.
 */
function offerValue(offer: Offer): number {
  if (offer.type === "fixed_amount") return eurosToCents(offer.value);
  if (offer.type === "percentage") return offer.value;
  return 0;
}

function weeklyHours(ranges: Record<string, [string, string][]>): WeeklyHours {
  const hours = {} as WeeklyHours;
  for (const day of WEEKDAYS) hours[day] = (ranges[day] ?? []).map(([start, end]) => ({ start, end }));
  return hours;
}

export function groupRow(group: Group, position: number): typeof schema.optionGroups.$inferInsert {
  return { key: group.key, name: group.name, minChoices: group.min, maxChoices: group.max, position };
}

/** A group's choices, in the file's order. */
export function choiceRows(group: Group, groupId: number): (typeof schema.optionChoices.$inferInsert)[] {
  return group.choices.map((choice, position) => ({
    groupId,
    key: choice.key,
    name: choice.name,
    price: eurosToCents(choice.price),
    maxQuantity: choice.max_quantity,
    taxRateBasisPoints: choice.tax_rate === null ? null : percentToBasisPoints(choice.tax_rate),
    allergens: choice.allergens,
    position,
  }));
}

export function menuRow(menu: Menu, position: number): typeof schema.menus.$inferInsert {
  return {
    key: menu.key,
    name: menu.name,
    description: menu.description,
    position,
    deliveryHours: weeklyHours(menu.hours.delivery),
    pickupHours: weeklyHours(menu.hours.pickup),
  };
}

export function categoryRow(
  category: Category,
  menuId: number,
  position: number,
): typeof schema.categories.$inferInsert {
  return {
    menuId,
    key: category.key,
    name: category.name,
    description: category.description,
    photo: category.photo,
    makeTime: category.make_time,
    position,
  };
}

/** `available` is the file's for a new row; a publish leaves an existing row's own (ADR 051). */
export function itemRow(
  item: Item,
  ids: { menuId: number; categoryId: number },
  position: number,
): typeof schema.items.$inferInsert {
  return {
    menuId: ids.menuId,
    categoryId: ids.categoryId,
    key: item.key,
    name: item.name,
    description: item.description,
    image: item.image,
    photo: item.photo,
    makeTime: item.make_time,
    score: item.score,
    pricePickup: eurosToCents(item.price_pickup),
    priceDelivery: eurosToCents(item.price_delivery),
    taxRateBasisPoints: percentToBasisPoints(item.tax_rate),
    allergens: item.allergens,
    spiceLevel: item.spice_level,
    available: item.available,
    visible: item.visible,
    position,
  };
}

/** The offer with the ids of what it names; a key no id is known for is left out. */
export function offerRow(
  offer: Offer,
  position: number,
  ids: { menus: Map<string, number>; categories: Map<string, number>; items: Map<string, number> },
): typeof schema.offers.$inferInsert {
  const idsOf = (keys: string[], known: Map<string, number>) => keys.flatMap((key) => known.get(key) ?? []);
  return {
    key: offer.key,
    name: offer.name,
    description: offer.description,
    type: offer.type,
    value: offerValue(offer),
    code: offer.code,
    isActive: offer.is_active,
    autoApply: offer.auto_apply,
    allowRepeat: offer.allow_repeat,
    days: offer.days,
    startsAt: offer.start,
    endsAt: offer.end,
    deliveryPickup: offer.delivery_pickup,
    minimumAmount: eurosToCents(offer.minimum_amount),
    firstOrder: offer.first_order,
    menuIds: idsOf(offer.menus, ids.menus),
    categoryIds: idsOf(offer.categories, ids.categories),
    itemIds: idsOf(offer.items, ids.items),
    position,
  };
}

export function zoneRow(zone: Zone): typeof schema.deliveryZones.$inferInsert {
  return {
    name: zone.name,
    city: zone.city,
    postalCode: zone.postal_code,
    deliveryFee: eurosToCents(zone.delivery_fee),
    flatCharge: eurosToCents(zone.flat_charge),
    minimumOrder: eurosToCents(zone.minimum_order),
  };
}
