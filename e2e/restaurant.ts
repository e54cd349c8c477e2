import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The restaurant as the API serves it, and the few pricing rules the browser tests check.
 * A test that checks a rule (a discount, a fee, a total, an offer's minimum) computes the figure it
 * expects from these payloads and the rule, so it still holds when the demo's prices change; a test
 * that checks wording keeps its literal text. The rules are written out here, from the spec, rather
 * than imported from the domain package: a test that asked the code under test for its expectation
 * could not fail.
 */

export type Mode = "pickup" | "delivery";

interface Choice {
  id: number;
  name: string;
  price: number;
}

export interface Item {
  item_id: number;
  item_name: string;
  item_image: string;
  item_is_available: boolean;
  item_price: { price_pickup: number; price_delivery: number; tax_rate: number };
  options: { name: string; option_options: Choice[] }[];
}

export interface Menu {
  menu_id: number;
  menu_name: string;
  menu_description: string;
  categories: { category_name: string; items: Item[] }[];
}

export interface Offer {
  id: number;
  name: string;
  type: "percentage" | "fixed_amount" | "buy_one_get_one" | "free_item" | "free_delivery";
  value: number;
  auto_apply: boolean;
  delivery_pickup: "both" | Mode;
  minimum_amount: number;
  items: number[];
}

export interface Zone {
  postal_code: string;
  city: string;
  delivery_fee: number;
  flat_charge: number;
  minimum_order: number;
}

/** A choice in an option group, as the product sheet shows them: the group by its name, the choice. */
export type Choices = [group: RegExp, choice: string][];

async function payload<T>(request: APIRequestContext, path: string): Promise<T> {
  // A read may meet a kept-alive connection the server is closing (ECONNRESET): it is tried again.
  const response = await request.get(path, { maxRetries: 2 });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { payload: T }).payload;
}

/** Reads the menus, the automatic offers and the settings the storefront is built from. */
export async function readRestaurant(request: APIRequestContext) {
  const [menus, offers, settings] = await Promise.all([
    payload<Menu[]>(request, "/v2/public/menus"),
    payload<Offer[]>(request, "/v2/public/offers"),
    payload<{ name: string; value: unknown }[]>(request, "/v2/public/settings"),
  ]);
  const items = menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
  const setting = (name: string): unknown => settings.find((entry) => entry.name === name)?.value;
  return {
    menus,
    setting,
    /** The setting as text ("" when it is not set), as the pages show it. */
    text: (name: string): string => {
      const value = setting(name);
      return typeof value === "string" ? value : "";
    },
    item(name: string): Item {
      const item = items.find((candidate) => candidate.item_name === name);
      if (!item) throw new Error(`article inconnu : ${name}`);
      return item;
    },
    itemById: (id: number): Item | undefined => items.find((candidate) => candidate.item_id === id),
    /** The automatic offer of that type: a test of its rule needs the demo to have one. */
    offer(type: Offer["type"]): Offer {
      const offer = offers.find((candidate) => candidate.auto_apply && candidate.type === type);
      if (!offer) throw new Error(`aucune offre automatique de type ${type}`);
      return offer;
    },
    /** The delivery zone of a postal code. */
    zone(postalCode: string): Zone {
      const zones = (setting("features.delivery.zones") ?? []) as Zone[];
      const zone = zones.find((candidate) => candidate.postal_code === postalCode);
      if (!zone) throw new Error(`aucune zone de livraison pour ${postalCode}`);
      return zone;
    },
    taxMode(): "inclusive" | "exclusive" | "disabled" {
      if (setting("tax.enabled") === false) return "disabled";
      return setting("tax.inclusive") === false ? "exclusive" : "inclusive";
    },
  };
}

export type Restaurant = Awaited<ReturnType<typeof readRestaurant>>;

/** The coupon holding that code, as the cart asks the server for it. */
export async function readCoupon(request: APIRequestContext, code: string): Promise<Offer> {
  const [coupon] = await payload<Offer[]>(request, `/v2/public/offers/${encodeURIComponent(code)}`);
  if (!coupon) throw new Error(`code promo inconnu : ${code}`);
  return coupon;
}

/** The API's euros (two decimals) as whole cents, the unit every figure below is in. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

const money = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/**
 * Cents as the pages write them: "12,50 €", with the no-break space (U+00A0) before the sign and
 * the narrow no-break space (U+202F) between thousands that Intl puts there.
 */
export function euros(cents: number): string {
  return money.format(cents / 100);
}

/** "1 234,50 €" as cents, whichever space separates the thousands (`\s` holds U+202F). */
export function parseCents(text: string | null): number {
  const match = /(\d{1,3}(?:\s\d{3})*),(\d{2})/.exec(text ?? "");
  if (!match) throw new Error(`pas un prix : ${text}`);
  return Number((match[1] ?? "").replace(/\D/g, "")) * 100 + Number(match[2]);
}

/** One unit of an item for the mode: its price for that mode plus each chosen option's price. */
export function unitPrice(item: Item, mode: Mode, choices: Choices = []): number {
  let total = toCents(mode === "pickup" ? item.item_price.price_pickup : item.item_price.price_delivery);
  for (const [groupName, choiceName] of choices) {
    const group = item.options.find((candidate) => groupName.test(candidate.name));
    const choice = group?.option_options.find((candidate) => candidate.name === choiceName);
    if (!choice) throw new Error(`choix inconnu pour ${item.item_name} : ${choiceName}`);
    total += toCents(choice.price);
  }
  return total;
}

/** Whether an automatic offer holds for the mode and a subtotal (before discount), by its minimum. */
export function offerApplies(offer: Offer, mode: Mode, subtotal: number): boolean {
  const forMode = offer.delivery_pickup === "both" || offer.delivery_pickup === mode;
  return forMode && subtotal >= toCents(offer.minimum_amount);
}

/** A percentage offer: its value in % of each line's amount, rounded half-up to the cent per line. */
export function percentageDiscount(lineAmounts: number[], percent: number): number {
  return lineAmounts.reduce((sum, amount) => sum + Math.round((amount * percent) / 100), 0);
}

/**
 * The fee of a zone-based delivery: nothing with a free-delivery offer; otherwise the zone's fee,
 * plus its flat charge when the subtotal (before discount) is below the zone's minimum order.
 */
export function zoneDeliveryFee(zone: Zone, subtotal: number, freeDelivery: boolean): number {
  if (freeDelivery) return 0;
  const charge = subtotal < toCents(zone.minimum_order) ? toCents(zone.flat_charge) : 0;
  return toCents(zone.delivery_fee) + charge;
}

/**
 * The tax of a line at its rate, rounded half-up to the cent: the part of the amount that is tax
 * when prices include it, what is added when they do not.
 */
export function lineTax(amount: number, rate: number, mode: "inclusive" | "exclusive" | "disabled"): number {
  if (mode === "disabled") return 0;
  return Math.round((amount * rate) / (mode === "inclusive" ? 100 + rate : 100));
}
