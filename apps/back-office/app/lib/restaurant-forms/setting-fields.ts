import { RESTAURANT_PHOTO_SETTING } from "@comptoir/contracts/restaurant-file";

/**
 * The restaurant's settings as its forms show them: each by its full dotted name (the draft's
 * `settings:<section>` things hold them so, ADR 051) with the kind of input it needs. The labels
 * are the messages' (`settingFieldLabels`).
 */
export type SettingKind =
  | "text"
  | "textarea"
  | "email"
  | "tel"
  | "url"
  | "decimal"
  | "integer"
  | "money"
  | "boolean"
  | "list"
  | "select"
  /** A photo of the restaurant (`{ id, crop }` or null), with its own field (ADR 055). */
  | "photo";

export interface SettingField {
  name: string;
  kind: SettingKind;
  /** For a select: the values offered (labelled by `settingOptionLabels`). */
  options?: readonly string[];
  autoComplete?: string;
}

const field = (name: string, kind: SettingKind, extra: Partial<SettingField> = {}): SettingField => ({
  name,
  kind,
  ...extra,
});

export const IDENTITY_FIELDS = [field("restaurant.cuisine", "list"), field("restaurant.time_zone", "text")];
export const CONTACT_FIELDS = [
  field("contacts.name", "text", { autoComplete: "organization" }),
  field("contacts.address", "text", { autoComplete: "street-address" }),
  field("contacts.postal_code", "text", { autoComplete: "postal-code" }),
  field("contacts.city", "text", { autoComplete: "address-level2" }),
  field("contacts.latitude", "decimal"),
  field("contacts.longitude", "decimal"),
  field("contacts.phone", "tel", { autoComplete: "tel" }),
  field("contacts.email", "email", { autoComplete: "email" }),
  field("contacts.google_map", "url"),
];
export const SOCIAL_FIELDS = [
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
  "youtube",
  "pinterest",
  "tiktok",
].map((name) => field(`contacts.${name}`, "url"));
export const LEGAL_FIELDS = [
  field("legal.company_name", "text"),
  field("legal.legal_form", "text"),
  field("legal.share_capital", "text"),
  field("legal.siret", "text"),
  field("legal.rcs", "text"),
  field("legal.vat_number", "text"),
  field("legal.registered_address", "text"),
  field("legal.publication_director", "text"),
  field("legal.host_name", "text"),
  field("legal.host_address", "text"),
  field("legal.host_phone", "tel"),
  field("legal.mediator", "textarea"),
];
export const SITE_FIELDS = [
  field("site.title", "text"),
  field("site.description", "textarea"),
  field(RESTAURANT_PHOTO_SETTING, "photo"),
];

/** When a service day ends (ADR 066), `HH:MM`: the reports' days and their closings follow it. */
export const REPORTS_FIELDS = [field("reports.day_closes_at", "text")];

export const DELIVERY_FIELDS = [
  field("features.delivery.active", "boolean"),
  field("features.delivery.calculation_type", "select", { options: ["zone_based", "distance_based"] }),
  field("features.delivery.minimum_order", "money"),
  field("features.delivery.flat_charge", "money"),
  field("features.delivery.max_distance", "decimal"),
  field("features.delivery.unit", "select", { options: ["km", "miles"] }),
  field("features.delivery.base_fee", "money"),
  field("features.delivery.fee_per_unit", "money"),
  field("features.delivery.road_factor", "decimal"),
];

export const PAYMENT_FIELDS = [
  field("payments.stripe.active", "boolean"),
  field("payments.cod.active", "boolean"),
];

const slotFields = (prefix: "" | "pickup_") => [
  field(`scheduling.${prefix}minimum_time`, "integer"),
  field(`scheduling.${prefix}show_range`, "boolean"),
  field(`scheduling.${prefix}remove_first_range`, "boolean"),
  field(`scheduling.${prefix}remove_first_range_number`, "integer"),
  field(`scheduling.${prefix}remove_last_range`, "boolean"),
  field(`scheduling.${prefix}remove_last_range_number`, "integer"),
];
export const DELIVERY_SLOT_FIELDS = slotFields("");
export const PICKUP_SLOT_FIELDS = slotFields("pickup_");

/** "2,50" or "2.5" as a number; null when it is not one. */
export function numberOfText(text: string): number | null {
  const normal = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

/** A number as an owner writes it in France ("2,5"). */
function textOfNumber(value: unknown): string {
  return typeof value === "number" ? String(value).replace(".", ",") : typeof value === "string" ? value : "";
}

/** "Burgers, Poulet frit" as a list, and back. */
function listOfText(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

function textOfList(value: unknown): string {
  return Array.isArray(value) ? value.join(", ") : "";
}

/**
 * What a field's text becomes in the settings: a number when it reads as one (else the text
 * itself, which the field's check then refuses), a list, or the text.
 */
export function settingOfText(kind: SettingKind, text: string): unknown {
  if (kind === "list") return listOfText(text);
  if (kind === "decimal" || kind === "integer" || kind === "money") return numberOfText(text) ?? text;
  return text;
}

/** The text a field shows for a setting's value. */
export function textOfSetting(kind: SettingKind, value: unknown): string {
  if (kind === "list") return textOfList(value);
  // An amount shows its cents, as a price is written ("2,50").
  if (kind === "money" && typeof value === "number") return value.toFixed(2).replace(".", ",");
  if (kind === "decimal" || kind === "integer" || kind === "money") return textOfNumber(value);
  return typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
}
