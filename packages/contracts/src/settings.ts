import { z } from "zod";

export const settingSchema = z.object({ name: z.string(), value: z.unknown() });
export type Setting = z.infer<typeof settingSchema>;

/** GET /v2/public/settings: the restaurant's settings as name/value pairs with dotted names. */
export const settingsPayloadSchema = z.array(settingSchema);

/**
 * Settings that are amounts of money. They are cents in the database and euros (two decimals) in
 * data files and API payloads, like every other amount.
 */
export const MONEY_SETTING_KEYS: readonly string[] = [
  "features.delivery.minimum_order",
  "features.delivery.flat_charge",
  "features.delivery.base_fee",
  "features.delivery.fee_per_unit",
];

/** A delivery zone in the settings payload (`features.delivery.zones`), money in euros. */
export const zonePayloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  postal_code: z.string(),
  delivery_fee: z.number(),
  flat_charge: z.number(),
  minimum_order: z.number(),
});
export type ZonePayload = z.infer<typeof zonePayloadSchema>;
