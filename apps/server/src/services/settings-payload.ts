import { KITCHEN_RUSH_SETTING, MONEY_SETTING_KEYS, type Setting } from "@comptoir/contracts";
import { KITCHEN_CAPACITY_SETTING, RESTAURANT_PHOTO_SETTING } from "@comptoir/contracts/restaurant-file";
import { cents, centsToEuros, type FramedPhoto } from "@comptoir/domain";
import { framingKey } from "./photos/framings.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

/**
 * The restaurant's photo as customers get it (ADR 055): its hero framing's key, never the stored
 * `{ id, crop }` (the original's hash is not theirs to fetch); absent when there is none.
 */
function publicValue(name: string, value: unknown): unknown {
  // The kitchen's capacity and its "coup de feu" are the kitchen's own (ADR 061): customers get
  // the quote they make, from /v2/public/kitchen/quote, not their inputs.
  if (name === KITCHEN_CAPACITY_SETTING || name === KITCHEN_RUSH_SETTING) return undefined;
  if (MONEY_SETTING_KEYS.includes(name) && typeof value === "number") return centsToEuros(cents(value));
  if (name === RESTAURANT_PHOTO_SETTING) return value ? framingKey(value as FramedPhoto, "hero") : undefined;
  return value;
}

/**
 * Settings as name/value pairs, money in euros, the restaurant's photo as its framing's key, with the delivery zones under their spec key, plus
 * `added` pairs that come from the server's configuration rather than the database (which card
 * provider is active: `payments.provider`, `payments.stripe.publishable_key`).
 */
export function settingsPayload(snapshot: RestaurantSnapshot, added: readonly Setting[] = []): Setting[] {
  const pairs: Setting[] = [...snapshot.settings].flatMap(([name, stored]) => {
    const value = publicValue(name, stored);
    return value === undefined ? [] : [{ name, value }];
  });
  pairs.push({
    name: "features.delivery.zones",
    value: snapshot.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      city: zone.city,
      postal_code: zone.postalCode,
      delivery_fee: centsToEuros(cents(zone.deliveryFee)),
      flat_charge: centsToEuros(cents(zone.flatCharge)),
      minimum_order: centsToEuros(cents(zone.minimumOrder)),
    })),
  });
  const names = new Set(added.map((pair) => pair.name));
  return [...pairs.filter((pair) => !names.has(pair.name)), ...added].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
