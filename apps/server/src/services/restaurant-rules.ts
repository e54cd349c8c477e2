import {
  cents,
  type DeliverySettings,
  type Menu,
  type MenuItem,
  type Offer,
  type SchedulingSettings,
  type SlotSettings,
  type TaxSettings,
  taxModeOf,
  type Weekday,
} from "@comptoir/domain";
import { deliverySettingsOf } from "./delivery-quote.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";
import { restaurantTimeZone } from "./settings-payload.ts";

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

function bool(settings: Settings, name: string, fallback: boolean): boolean {
  const value = settings.get(name);
  return typeof value === "boolean" ? value : fallback;
}

function num(settings: Settings, name: string, fallback: number): number {
  const value = settings.get(name);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function text(settings: Settings, name: string, fallback = ""): string {
  const value = settings.get(name);
  return typeof value === "string" ? value : fallback;
}

function slotSettings(settings: Settings, prefix: "" | "pickup_"): SlotSettings {
  const key = (name: string) => `scheduling.${prefix}${name}`;
  return {
    showRange: bool(settings, key("show_range"), true),
    removeFirst: bool(settings, key("remove_first_range"), false),
    removeFirstCount: num(settings, key("remove_first_range_number"), 0),
    removeLast: bool(settings, key("remove_last_range"), false),
    removeLastCount: num(settings, key("remove_last_range_number"), 0),
    minimumTime: num(settings, key("minimum_time"), 0),
  };
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
  const menuItems: MenuItem[] = snapshot.menus.flatMap((menu) =>
    menu.categories.flatMap((category) =>
      category.items.map(
        (item): MenuItem => ({
          id: String(item.id),
          menuId: String(item.menuId),
          categoryId: String(item.categoryId),
          name: item.name,
          description: item.description,
          score: item.score,
          isAvailable: item.available,
          price: {
            pickup: cents(item.pricePickup),
            delivery: cents(item.priceDelivery),
            taxRate: item.taxRateBasisPoints / 100,
          },
          optionGroups: item.optionGroups.map((group) => ({
            id: String(group.id),
            name: group.name,
            min: group.minChoices,
            max: group.maxChoices,
            choices: group.choices.map((choice) => ({
              id: String(choice.id),
              name: choice.name,
              price: cents(choice.price),
              maxQuantity: choice.maxQuantity,
            })),
          })),
        }),
      ),
    ),
  );
  return {
    timeZone: restaurantTimeZone(snapshot),
    menus,
    menuItems,
    offers: snapshot.offers.map(offerFromRow),
    tax: {
      mode: taxModeOf(bool(settings, "tax.enabled", true), bool(settings, "tax.inclusive", true)),
      defaultRate: num(settings, "tax.default_rate", 10),
    },
    delivery: deliverySettingsOf(snapshot),
    scheduling: { delivery: slotSettings(settings, ""), pickup: slotSettings(settings, "pickup_") },
    cashOffered: bool(settings, "payments.cod.active", true),
    cardOffered: bool(settings, "payments.stripe.active", false),
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
