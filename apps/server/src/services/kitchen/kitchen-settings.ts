import { AUTO_ACCEPT_SETTING, type KitchenSettingsPayload, type Restaurant } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";

/** The kitchen settings as the board reads them, from the one restaurant model. */
export function kitchenSettingsOf(restaurant: Restaurant): KitchenSettingsPayload {
  return { auto_accept: restaurant.kitchen.autoAccept };
}

/** Stores the kitchen settings as settings rows, where the restaurant model reads them (ADR 042). */
export async function saveKitchenSettings(db: Db, settings: KitchenSettingsPayload): Promise<void> {
  await db
    .insert(schema.settings)
    .values({ name: AUTO_ACCEPT_SETTING, value: settings.auto_accept })
    .onConflictDoUpdate({ target: schema.settings.name, set: { value: settings.auto_accept } });
}
