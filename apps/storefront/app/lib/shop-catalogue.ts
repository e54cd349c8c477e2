import {
  type CouponPayload,
  type ItemPayload,
  type MenuPayload,
  type OfferPayload,
  offerFromPayload,
  type Setting,
  type ZonePayload,
} from "@comptoir/contracts";
import {
  DEFAULT_TAX_SETTINGS,
  type DeliverySettings,
  eurosToCents,
  type MenuItem,
  type Offer,
  type PublicOffer,
  type TaxSettings,
  taxModeOf,
  toPublicOffer,
  ZERO,
} from "@comptoir/domain";

/**
 * The /v2 payloads (euros, numeric ids, the spec's field names) turned into the domain's shapes
 * (cents, string ids), so the browser prices, checks and searches with the very functions the
 * server uses. Only shapes change here: every rule stays in @comptoir/domain.
 */

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

/** Every item of every menu, in menu order. */
export function itemPayloads(menus: readonly MenuPayload[]): ItemPayload[] {
  return menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
}

/** The public offers as the badge rules read them (the spec's reduced form, from the full one). */
export function toBadgeOffers(offers: readonly OfferPayload[]): PublicOffer[] {
  return offers.map(offerFromPayload).flatMap((offer) => toPublicOffer(offer) ?? []);
}

/** The automatic offers in the domain's full form, priced in the cart exactly as the server will. */
export function toAutomaticOffers(offers: readonly OfferPayload[]): Offer[] {
  return offers.map(offerFromPayload);
}

/** The offer behind a coupon the server accepted, with its code, targets, days and minimum. */
export function toCouponOffer(coupon: CouponPayload[number]): Offer {
  return offerFromPayload(coupon);
}

function setting(settings: readonly Setting[], name: string): unknown {
  return settings.find((candidate) => candidate.name === name)?.value;
}

function euros(settings: readonly Setting[], name: string) {
  const value = setting(settings, name);
  return typeof value === "number" ? eurosToCents(value) : ZERO;
}

/** `features.delivery.*` as the delivery rules read them. */
export function deliverySettingsFrom(settings: readonly Setting[]): DeliverySettings {
  const maxDistance = setting(settings, "features.delivery.max_distance");
  const zones = setting(settings, "features.delivery.zones");
  return {
    active: setting(settings, "features.delivery.active") === true,
    calculation:
      setting(settings, "features.delivery.calculation_type") === "zone_based"
        ? "zone_based"
        : "distance_based",
    minimumOrder: euros(settings, "features.delivery.minimum_order"),
    flatCharge: euros(settings, "features.delivery.flat_charge"),
    maxDistance: typeof maxDistance === "number" && maxDistance > 0 ? maxDistance : null,
    unit: setting(settings, "features.delivery.unit") === "miles" ? "miles" : "km",
    baseFee: euros(settings, "features.delivery.base_fee"),
    feePerUnit: euros(settings, "features.delivery.fee_per_unit"),
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
  const rate = setting(settings, "tax.default_rate");
  return {
    mode: taxModeOf(setting(settings, "tax.enabled") !== false, setting(settings, "tax.inclusive") !== false),
    defaultRate: typeof rate === "number" ? rate : DEFAULT_TAX_SETTINGS.defaultRate,
  };
}
