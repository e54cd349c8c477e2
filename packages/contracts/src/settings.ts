import { fill, settingsChecks } from "@comptoir/messages";
import { z } from "zod";
import { TAG_MANAGER_ID } from "./analytics-tag.ts";

const settingSchema = z.object({ name: z.string(), value: z.unknown() });
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

/** What a restaurant probably meant: spaces and lower case are the usual slips. */
function suggestedTagManagerId(value: string): string | null {
  const suggestion = value.replace(/\s+/g, "").toUpperCase();
  return TAG_MANAGER_ID.test(suggestion) ? suggestion : null;
}

/**
 * `analytics.tag_manager_id` as the restaurant writes it: a valid id, or empty for none. Anything
 * else is refused with a French message that says how the id is written, and a suggestion when
 * one is obvious.
 */
export const tagManagerIdSchema = z.string().superRefine((value, context) => {
  if (value === "" || TAG_MANAGER_ID.test(value)) return;
  const suggestion = suggestedTagManagerId(value);
  const message = fill(settingsChecks.tagManagerId, { value });
  context.addIssue({
    code: "custom",
    message: suggestion
      ? `${message} ${fill(settingsChecks.tagManagerIdSuggestion, { suggestion })}`
      : message,
  });
});
