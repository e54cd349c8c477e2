import { MONEY_SETTING_KEYS, type Setting } from "@comptoir/contracts";
import { cents, centsToEuros } from "@comptoir/domain";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

/**
 * Settings as name/value pairs, money in euros, with the delivery zones under their spec key, plus
 * `added` pairs that come from the server's configuration rather than the database (which card
 * provider is active: `payments.provider`, `payments.stripe.publishable_key`).
 */
export function settingsPayload(snapshot: RestaurantSnapshot, added: readonly Setting[] = []): Setting[] {
  const pairs: Setting[] = [...snapshot.settings].map(([name, value]) => ({
    name,
    value:
      MONEY_SETTING_KEYS.includes(name) && typeof value === "number" ? centsToEuros(cents(value)) : value,
  }));
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
