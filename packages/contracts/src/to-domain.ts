import {
  type Cents,
  DEFAULT_TAX_SETTINGS,
  DEFAULT_TIME_ZONE,
  type DeliverySettings,
  eurosToCents,
  type MenuItem,
  type SchedulingSettings,
  type SlotSettings,
  type TaxSettings,
  taxModeOf,
  ZERO,
} from "@comptoir/domain";
import type { ItemPayload } from "./menus.ts";
import type { Setting, ZonePayload } from "./settings.ts";

// No zod here: the browser imports these mappings without the schemas.

/**
 * The /v2 payloads (euros, numeric ids, the spec's field names) in the domain's terms (cents,
 * string ids). The browser reads its payloads through these functions, and the server reads its
 * own catalogue through them too (it builds the same payloads first), so both price an order from
 * the same settings with the same defaults.
 */

function settingValue(settings: readonly Setting[], name: string): unknown {
  return settings.find((setting) => setting.name === name)?.value;
}

function flag(settings: readonly Setting[], name: string, fallback: boolean): boolean {
  const value = settingValue(settings, name);
  return typeof value === "boolean" ? value : fallback;
}

function numberOr(settings: readonly Setting[], name: string, fallback: number): number {
  const value = settingValue(settings, name);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** An amount in euros; a missing, negative or malformed one counts as nothing. */
function money(settings: readonly Setting[], name: string): Cents {
  const value = settingValue(settings, name);
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return ZERO;
  try {
    return eurosToCents(value);
  } catch {
    return ZERO;
  }
}

/** `features.delivery.*` and the zones. A missing or non-positive `max_distance` means no limit. */
export function deliverySettingsFrom(settings: readonly Setting[]): DeliverySettings {
  const maxDistance = numberOr(settings, "features.delivery.max_distance", 0);
  const zones = settingValue(settings, "features.delivery.zones");
  return {
    active: flag(settings, "features.delivery.active", false),
    calculation:
      settingValue(settings, "features.delivery.calculation_type") === "zone_based"
        ? "zone_based"
        : "distance_based",
    minimumOrder: money(settings, "features.delivery.minimum_order"),
    flatCharge: money(settings, "features.delivery.flat_charge"),
    maxDistance: maxDistance > 0 ? maxDistance : null,
    unit: settingValue(settings, "features.delivery.unit") === "miles" ? "miles" : "km",
    baseFee: money(settings, "features.delivery.base_fee"),
    feePerUnit: money(settings, "features.delivery.fee_per_unit"),
    zones: (Array.isArray(zones) ? (zones as ZonePayload[]) : []).map((zone) => ({
      name: zone.name,
      city: zone.city,
      postalCode: String(zone.postal_code),
      deliveryFee: eurosToCents(zone.delivery_fee),
      flatCharge: eurosToCents(zone.flat_charge),
      minimumOrder: eurosToCents(zone.minimum_order),
    })),
  };
}

/** `tax.*`: enabled and inclusive at 10 % unless the settings say otherwise (spec section 9). */
export function taxSettingsFrom(settings: readonly Setting[]): TaxSettings {
  return {
    mode: taxModeOf(flag(settings, "tax.enabled", true), flag(settings, "tax.inclusive", true)),
    defaultRate: numberOr(settings, "tax.default_rate", DEFAULT_TAX_SETTINGS.defaultRate),
  };
}

/** `scheduling.*`, or its `scheduling.pickup_*` variant. */
function slotSettingsFrom(settings: readonly Setting[], prefix: "" | "pickup_"): SlotSettings {
  const key = (name: string) => `scheduling.${prefix}${name}`;
  return {
    showRange: flag(settings, key("show_range"), true),
    removeFirst: flag(settings, key("remove_first_range"), false),
    removeFirstCount: numberOr(settings, key("remove_first_range_number"), 0),
    removeLast: flag(settings, key("remove_last_range"), false),
    removeLastCount: numberOr(settings, key("remove_last_range_number"), 0),
    minimumTime: numberOr(settings, key("minimum_time"), 0),
  };
}

export function schedulingSettingsFrom(settings: readonly Setting[]): SchedulingSettings {
  return { delivery: slotSettingsFrom(settings, ""), pickup: slotSettingsFrom(settings, "pickup_") };
}

/** `payments.cod.active` and `payments.stripe.active`: how the customer may pay. */
export function paymentChoicesFrom(settings: readonly Setting[]): {
  cashOffered: boolean;
  cardOffered: boolean;
} {
  return {
    cashOffered: flag(settings, "payments.cod.active", true),
    cardOffered: flag(settings, "payments.stripe.active", false),
  };
}

/** `restaurant.time_zone`, in which hours, slots and "today" are reckoned. */
export function timeZoneFrom(settings: readonly Setting[]): string {
  const zone = settingValue(settings, "restaurant.time_zone");
  return typeof zone === "string" && zone.length > 0 ? zone : DEFAULT_TIME_ZONE;
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
      })),
    })),
  };
}
