import {
  type Cents,
  DEFAULT_TAX_SETTINGS,
  DEFAULT_TIME_ZONE,
  type DeliverySettings,
  eurosToCents,
  minutesOfClockTime,
  type SchedulingSettings,
  type SlotSettings,
  type TaxSettings,
  taxModeOf,
  ZERO,
} from "@comptoir/domain";
import { site as siteText } from "@comptoir/messages";
import { PAYMENT_PROVIDER_SETTING, STRIPE_PUBLISHABLE_KEY_SETTING } from "./payment-constants.ts";
import type { Setting, ZonePayload } from "./settings.ts";

// No zod here: the pages import the restaurant model without the schemas.

/**
 * Every setting the restaurant's rules read, and the one set of defaults they fall back on. The
 * settings payload (`GET /v2/public/settings`, name/value pairs with dotted names) is read here and
 * nowhere else: the server's pricing, the pages and the checkout all get these values through
 * `restaurantFrom` (restaurant.ts).
 */
export const RESTAURANT_DEFAULTS = {
  /** `contacts.name` when a restaurant has not set it yet. */
  name: siteText.defaultRestaurantName,
  timeZone: DEFAULT_TIME_ZONE,
  /** `features.delivery.road_factor`: how much longer the streets are than the straight line. */
  roadFactor: 1.3,
  /** `payments.cod.active`: cash is what a restaurant takes without any provider. */
  cashOffered: true,
  cardOffered: false,
  deliveryActive: false,
  tax: DEFAULT_TAX_SETTINGS,
  /** `scheduling.*` and `scheduling.pickup_*`: slots shown as ranges, none removed, no delay. */
  slots: {
    showRange: true,
    removeFirst: false,
    removeFirstCount: 0,
    removeLast: false,
    removeLastCount: 0,
    minimumTime: 0,
  } satisfies SlotSettings,
} as const;

/** The hour a service day ends, local time (`HH:MM`): a setting, `04:00` unless the owner sets it. */
export const DAY_CLOSES_AT_SETTING = "reports.day_closes_at";
export const DEFAULT_DAY_CLOSES_AT = "04:00";

/** How the customer may pay, and through which card provider. */
interface PaymentChoices {
  /** `payments.cod.active`: cash at pickup or delivery. */
  cashOffered: boolean;
  /** `payments.stripe.active`: card payments (Stripe, or the simulated provider). */
  cardOffered: boolean;
  /** `payments.provider`: "stripe" when Stripe keys are configured, else the simulated "demo". */
  provider: "stripe" | "demo";
  /** `payments.stripe.publishable_key`, for Stripe.js; null with the simulated provider. */
  publishableKey: string | null;
}

/** Where the restaurant is and how to reach it, for pages, pickup instructions and receipts. */
interface RestaurantContact {
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  /** `contacts.google_map`: a link to the restaurant on a map; null when unset or not a web address. */
  mapUrl: string | null;
}

/** The social networks a restaurant may link to, in the order the footer shows them (`contacts.<network>`). */
const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "tiktok",
  "twitter",
  "youtube",
  "linkedin",
  "pinterest",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A social profile of the restaurant, only for the networks whose address is set. */
interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/**
 * The legal identity the "mentions légales" (LCEN art. 6) and the terms of sale print
 * (`legal.*`). Plain texts as the restaurant types them; an empty text is a fact not given yet,
 * which the pages show as such rather than as a blank.
 */
interface LegalIdentity {
  companyName: string;
  /** Legal form: "SAS", "SARL", "EI"… */
  legalForm: string;
  /** "10 000 €": a text, since it is printed, never computed with. */
  shareCapital: string;
  siret: string;
  /** Registration at the trade register: "RCS Lyon 000 000 000". */
  rcs: string;
  vatNumber: string;
  registeredAddress: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
  /** The consumer mediator the restaurant adheres to (Code de la consommation, L612-1): name and address. */
  mediator: string;
}

export interface RestaurantSettings {
  name: string;
  /** `site.description`: the line under the name, and the pages' description for search engines. */
  description: string;
  contact: RestaurantContact;
  legal: LegalIdentity;
  /** `contacts.latitude` / `contacts.longitude`: where deliveries leave from; null when unset or out of range. */
  position: { lat: number; lng: number } | null;
  /** `contacts.facebook`, `contacts.instagram`…: only the ones set, as web addresses, in `SOCIAL_NETWORKS` order. */
  socialLinks: SocialLink[];
  /** `restaurant.cuisine`: what the kitchen serves ("Burgers", "Wings"), for search engines; may be empty. */
  cuisine: string[];
  /** `restaurant.time_zone`, in which hours, slots and "today" are reckoned. */
  timeZone: string;
  /**
   * `site.photo`: the key of the restaurant's framed photo (ADR 055), the home page's hero and the
   * picture of shared links; null when there is none.
   */
  heroPhoto: string | null;
  tax: TaxSettings;
  delivery: DeliverySettings;
  roadFactor: number;
  scheduling: SchedulingSettings;
  payments: PaymentChoices;
  /** The kitchen settings: how the restaurant takes orders in (ADR 042). */
  kitchen: KitchenSettings;
  /**
   * `reports.day_closes_at`: when a service day ends, in minutes after local midnight (ADR 066);
   * a service past midnight counts on the day it started. 04:00 when unset or not `HH:MM`.
   */
  reports: { dayClosesAt: number };
}

/** `kitchen.*`: the kitchen settings, how the restaurant takes orders in. */
interface KitchenSettings {
  /** `kitchen.auto_accept`: busy hours, every order is accepted as it arrives, with its promised time. */
  autoAccept: boolean;
}

/** The setting the owner's automatic acceptance is stored under. */
export const AUTO_ACCEPT_SETTING = "kitchen.auto_accept";

type Settings = ReadonlyMap<string, unknown>;

function text(settings: Settings, name: string, fallback = ""): string {
  const value = settings.get(name);
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : fallback;
}

function flag(settings: Settings, name: string, fallback: boolean): boolean {
  const value = settings.get(name);
  return typeof value === "boolean" ? value : fallback;
}

function numberOr(settings: Settings, name: string, fallback: number): number {
  const value = settings.get(name);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** An amount in euros; a missing, negative or malformed one counts as nothing. */
function money(settings: Settings, name: string): Cents {
  const value = settings.get(name);
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return ZERO;
  try {
    return eurosToCents(value);
  } catch {
    return ZERO;
  }
}

/** `features.delivery.*` and the zones. A missing or non-positive `max_distance` means no limit. */
function deliverySettings(settings: Settings): DeliverySettings {
  const maxDistance = numberOr(settings, "features.delivery.max_distance", 0);
  const zones = settings.get("features.delivery.zones");
  return {
    active: flag(settings, "features.delivery.active", RESTAURANT_DEFAULTS.deliveryActive),
    calculation:
      settings.get("features.delivery.calculation_type") === "zone_based" ? "zone_based" : "distance_based",
    minimumOrder: money(settings, "features.delivery.minimum_order"),
    flatCharge: money(settings, "features.delivery.flat_charge"),
    maxDistance: maxDistance > 0 ? maxDistance : null,
    unit: settings.get("features.delivery.unit") === "miles" ? "miles" : "km",
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

/** `scheduling.*`, or its `scheduling.pickup_*` variant. */
function slotSettings(settings: Settings, prefix: "" | "pickup_"): SlotSettings {
  const key = (name: string) => `scheduling.${prefix}${name}`;
  const defaults = RESTAURANT_DEFAULTS.slots;
  return {
    showRange: flag(settings, key("show_range"), defaults.showRange),
    removeFirst: flag(settings, key("remove_first_range"), defaults.removeFirst),
    removeFirstCount: numberOr(settings, key("remove_first_range_number"), defaults.removeFirstCount),
    removeLast: flag(settings, key("remove_last_range"), defaults.removeLast),
    removeLastCount: numberOr(settings, key("remove_last_range_number"), defaults.removeLastCount),
    minimumTime: numberOr(settings, key("minimum_time"), defaults.minimumTime),
  };
}

/** A web address the pages may link to: only http(s), so a setting can never become a script link. */
function webAddress(settings: Settings, name: string): string | null {
  const value = text(settings, name).trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function socialLinks(settings: Settings): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = webAddress(settings, `contacts.${network}`);
    return url ? [{ network, url }] : [];
  });
}

function legalIdentity(settings: Settings): LegalIdentity {
  const fact = (name: string) => text(settings, `legal.${name}`).trim();
  return {
    companyName: fact("company_name"),
    legalForm: fact("legal_form"),
    shareCapital: fact("share_capital"),
    siret: fact("siret"),
    rcs: fact("rcs"),
    vatNumber: fact("vat_number"),
    registeredAddress: fact("registered_address"),
    publicationDirector: fact("publication_director"),
    hostName: fact("host_name"),
    hostAddress: fact("host_address"),
    hostPhone: fact("host_phone"),
    mediator: fact("mediator"),
  };
}

function position(settings: Settings): RestaurantSettings["position"] {
  const lat = settings.get("contacts.latitude");
  const lng = settings.get("contacts.longitude");
  if (typeof lat !== "number" || typeof lng !== "number") return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/** A list of strings, or one text with commas ("Burgers, wings"). */
function textList(settings: Settings, name: string): string[] {
  const value = settings.get(name);
  const entries = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return entries
    .filter((entry): entry is string => typeof entry === "string")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A framing's key, as the settings payload carries it (20 hex digits); anything else is none. */
function framingKeyOf(settings: Settings, name: string): string | null {
  const value = settings.get(name);
  return typeof value === "string" && /^[0-9a-f]{20}$/.test(value) ? value : null;
}

/** The settings payload in the domain's terms, with the defaults above where a key is missing. */
export function restaurantSettingsFrom(pairs: readonly Setting[]): RestaurantSettings {
  const settings: Settings = new Map(pairs.map((pair) => [pair.name, pair.value]));
  const timeZone = text(settings, "restaurant.time_zone");
  const roadFactor = numberOr(settings, "features.delivery.road_factor", RESTAURANT_DEFAULTS.roadFactor);
  const publishableKey = text(settings, STRIPE_PUBLISHABLE_KEY_SETTING);
  return {
    name: text(settings, "contacts.name") || RESTAURANT_DEFAULTS.name,
    description: text(settings, "site.description"),
    contact: {
      address: text(settings, "contacts.address"),
      postalCode: text(settings, "contacts.postal_code"),
      city: text(settings, "contacts.city"),
      phone: text(settings, "contacts.phone"),
      email: text(settings, "contacts.email"),
      mapUrl: webAddress(settings, "contacts.google_map"),
    },
    legal: legalIdentity(settings),
    position: position(settings),
    socialLinks: socialLinks(settings),
    cuisine: textList(settings, "restaurant.cuisine"),
    timeZone: timeZone || RESTAURANT_DEFAULTS.timeZone,
    heroPhoto: framingKeyOf(settings, "site.photo"),
    tax: {
      mode: taxModeOf(flag(settings, "tax.enabled", true), flag(settings, "tax.inclusive", true)),
      defaultRate: numberOr(settings, "tax.default_rate", RESTAURANT_DEFAULTS.tax.defaultRate),
    },
    delivery: deliverySettings(settings),
    // Streets are never shorter than the straight line: a factor below 1 is a typing mistake.
    roadFactor: roadFactor >= 1 ? roadFactor : RESTAURANT_DEFAULTS.roadFactor,
    scheduling: { delivery: slotSettings(settings, ""), pickup: slotSettings(settings, "pickup_") },
    payments: {
      cashOffered: flag(settings, "payments.cod.active", RESTAURANT_DEFAULTS.cashOffered),
      cardOffered: flag(settings, "payments.stripe.active", RESTAURANT_DEFAULTS.cardOffered),
      provider: settings.get(PAYMENT_PROVIDER_SETTING) === "stripe" ? "stripe" : "demo",
      publishableKey: publishableKey || null,
    },
    kitchen: { autoAccept: flag(settings, AUTO_ACCEPT_SETTING, false) },
    reports: {
      dayClosesAt:
        minutesOfClockTime(text(settings, DAY_CLOSES_AT_SETTING)) ??
        (minutesOfClockTime(DEFAULT_DAY_CLOSES_AT) as number),
    },
  };
}

// `analytics.tag_manager_id` is read in analytics-tag.ts, not here: every page's first load
// carries this module, and the tag's id is for the cookie-consent chunk and the server (ADR 037).
