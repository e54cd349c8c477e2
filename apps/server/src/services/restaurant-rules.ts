import {
  deliverySettingsFrom,
  paymentChoicesFrom,
  schedulingSettingsFrom,
  taxSettingsFrom,
  timeZoneFrom,
  toMenuItem,
} from "@comptoir/contracts";
import {
  cents,
  type DeliverySettings,
  type Menu,
  type MenuItem,
  type Offer,
  type SchedulingSettings,
  type TaxSettings,
  type Weekday,
} from "@comptoir/domain";
import { itemPayload } from "./menus-payload.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";
import { settingsPayload } from "./settings-payload.ts";

/** Where the restaurant is and how to reach it, for pickup instructions and receipts. */
export interface RestaurantContact {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
}

/**
 * The restaurant's catalogue and settings in the domain package's terms (string ids, cents,
 * percent rates), so the server prices and checks an order with the very functions the browser
 * uses. Built once per catalogue snapshot.
 */
export interface RestaurantRules {
  timeZone: string;
  menus: Menu[];
  menuItems: MenuItem[];
  offers: Offer[];
  tax: TaxSettings;
  delivery: DeliverySettings;
  scheduling: SchedulingSettings;
  cashOffered: boolean;
  cardOffered: boolean;
  contact: RestaurantContact;
}

type Settings = RestaurantSnapshot["settings"];

function text(settings: Settings, name: string, fallback = ""): string {
  const value = settings.get(name);
  return typeof value === "string" ? value : fallback;
}

/** An offer row in the domain's form (money in cents, ids as strings). */
export function offerFromRow(row: RestaurantSnapshot["offers"][number]): Offer {
  const base = {
    id: String(row.id),
    name: row.name,
    code: row.code,
    isActive: row.isActive,
    autoApply: row.autoApply,
    allowRepeat: row.allowRepeat,
    activeTimes: { days: row.days as Weekday[], start: row.startsAt, end: row.endsAt },
    deliveryPickup: row.deliveryPickup,
    minimumAmount: cents(row.minimumAmount),
    menus: row.menuIds.map(String),
    categories: row.categoryIds.map(String),
    items: row.itemIds.map(String),
  };
  switch (row.type) {
    case "percentage":
      return { ...base, type: "percentage", value: row.value };
    case "fixed_amount":
      return { ...base, type: "fixed_amount", value: cents(row.value) };
    default:
      return { ...base, type: row.type };
  }
}

function rulesOf(snapshot: RestaurantSnapshot): RestaurantRules {
  const { settings } = snapshot;
  const menus: Menu[] = snapshot.menus.map((menu) => ({
    id: String(menu.id),
    name: menu.name,
    isAvailable: true,
    hours: menu.deliveryHours,
    pickupHours: menu.pickupHours,
  }));
  // Items and settings go through their public payloads and the shared mappings of
  // @comptoir/contracts: the server prices an order exactly as the browser priced the cart.
  const menuItems: MenuItem[] = snapshot.menus.flatMap((menu) =>
    menu.categories.flatMap((category) => category.items.map((item) => toMenuItem(itemPayload(item)))),
  );
  const pairs = settingsPayload(snapshot);
  return {
    timeZone: timeZoneFrom(pairs),
    menus,
    menuItems,
    offers: snapshot.offers.map(offerFromRow),
    tax: taxSettingsFrom(pairs),
    delivery: deliverySettingsFrom(pairs),
    scheduling: schedulingSettingsFrom(pairs),
    ...paymentChoicesFrom(pairs),
    contact: {
      name: text(settings, "contacts.name", "Le restaurant"),
      address: text(settings, "contacts.address"),
      city: text(settings, "contacts.city"),
      postalCode: text(settings, "contacts.postal_code"),
      phone: text(settings, "contacts.phone"),
      email: text(settings, "contacts.email"),
    },
  };
}

const cache = new WeakMap<RestaurantSnapshot, RestaurantRules>();

/** The rules of a snapshot, computed once per snapshot (the catalogue keeps the snapshot). */
export function restaurantRules(snapshot: RestaurantSnapshot): RestaurantRules {
  let rules = cache.get(snapshot);
  if (!rules) {
    rules = rulesOf(snapshot);
    cache.set(snapshot, rules);
  }
  return rules;
}
