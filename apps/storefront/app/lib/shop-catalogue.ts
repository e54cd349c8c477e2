import type {
  CouponPayload,
  ItemPayload,
  MenuPayload,
  PublicOffer as PublicOfferPayload,
  Setting,
  ZonePayload,
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

/** The reduced public offers as the badge rules read them (fixed amounts in cents). */
export function toBadgeOffers(offers: readonly PublicOfferPayload[]): PublicOffer[] {
  return offers.map((offer) => ({
    isActive: offer.is_active,
    type: offer.type,
    value: offer.type === "fixed_amount" ? eurosToCents(offer.value) : offer.value,
    items: offer.items.map(String),
    categories: offer.categories.map(String),
  }));
}

const EVERY_DAY = { days: [], start: null, end: null };

/**
 * The automatic offers in the domain's full form, for pricing the cart. The public form lists the
 * targeted items (then the offer is about those items) or else the targeted categories; it carries
 * no days, hours or order mode, so these offers are priced as valid every day for both modes — the
 * server, which has the full form, remains the authority at checkout.
 */
export function toAutomaticOffers(
  offers: readonly PublicOfferPayload[],
  items: readonly MenuItem[],
): Offer[] {
  return offers.map((offer) => {
    const itemIds = offer.items.map(String);
    const targeted = items.filter((item) => itemIds.includes(item.id));
    // Item targeting needs menus, categories and items all set (spec section 9).
    const menus = itemIds.length > 0 ? unique(targeted.map((item) => item.menuId)) : [];
    const categories =
      itemIds.length > 0 && offer.categories.length === 0
        ? unique(targeted.map((item) => item.categoryId))
        : offer.categories.map(String);
    const fields = {
      id: String(offer.id),
      name: offer.name,
      code: null,
      isActive: offer.is_active,
      autoApply: true,
      allowRepeat: false,
      activeTimes: EVERY_DAY,
      deliveryPickup: "both" as const,
      minimumAmount: eurosToCents(offer.minimum_amount),
      menus,
      categories,
      items: itemIds,
    };
    switch (offer.type) {
      case "percentage":
        return { ...fields, type: "percentage", value: offer.value };
      case "fixed_amount":
        return { ...fields, type: "fixed_amount", value: eurosToCents(offer.value) };
      default:
        return { ...fields, type: offer.type };
    }
  });
}

/**
 * The offer behind a coupon the server accepted. Its answer names the type, value and minimum but
 * not the targets: the offer is priced as being about the whole order.
 */
export function toCouponOffer(coupon: CouponPayload[number]): Offer {
  const fields = {
    id: `coupon-${coupon.id}`,
    name: coupon.name,
    code: coupon.code,
    isActive: true,
    autoApply: false,
    allowRepeat: false,
    activeTimes: EVERY_DAY,
    deliveryPickup: "both" as const,
    minimumAmount: eurosToCents(coupon.minimum_amount),
    menus: [],
    categories: [],
    items: [],
  };
  switch (coupon.type) {
    case "percentage":
      return { ...fields, type: "percentage", value: coupon.value };
    case "fixed_amount":
      return { ...fields, type: "fixed_amount", value: eurosToCents(coupon.value) };
    default:
      return { ...fields, type: coupon.type };
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
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
