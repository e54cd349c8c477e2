import { requestChecks as says } from "@comptoir/messages";
import { z } from "zod";

const weekday = z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
const timeRange = z.object({ start: z.string(), end: z.string() });
const weeklyRanges = z.record(weekday, z.array(timeRange));

const subOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Euros. */
  price: z.number(),
  /** How many the customer chose; 0 in the menu. */
  quantity: z.number().int(),
  max_quantity: z.number().int(),
  /** The choice's own VAT rate in percent (a formule's drink at 5,5 %); null: the item's rate. */
  tax_rate: z.number().nullable(),
  /** Allergens the choice adds, in French; absent in payloads from before choices had them. */
  allergens: z.array(z.string()).optional(),
  /** False while the choice is "épuisé" (ADR 041): shown greyed, not orderable. Absent in an order's lines. */
  is_available: z.boolean().optional(),
});

const optionGroupPayloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** How many choices are selected; 0 in the menu. */
  selected: z.number().int(),
  option_options: z.array(subOptionSchema),
});

const itemPayloadSchema = z.object({
  item_id: z.number().int(),
  item_menu_id: z.number().int(),
  item_category_id: z.number().int(),
  item_name: z.string(),
  item_description: z.string(),
  item_image: z.string(),
  /** The key of the dish's framed photo (ADR 055), absent without one: the illustration shows. */
  item_photo: z.string().optional(),
  item_score: z.number(),
  item_price: z.object({ price_delivery: z.number(), price_pickup: z.number(), tax_rate: z.number() }),
  item_allergens: z.array(z.string()),
  item_spice_level: z.number().int(),
  item_is_available: z.boolean(),
  options: z.array(optionGroupPayloadSchema),
});
export type ItemPayload = z.infer<typeof itemPayloadSchema>;

const categoryPayloadSchema = z.object({
  category_id: z.number().int(),
  category_menu_id: z.number().int(),
  category_name: z.string(),
  category_description: z.string(),
  /** The key of the category's framed photo (ADR 055), absent without one. */
  category_photo: z.string().optional(),
  items: z.array(itemPayloadSchema),
});
export type CategoryPayload = z.infer<typeof categoryPayloadSchema>;

const activeDaySchema = z.object({
  day: weekday,
  /** French day name for display, e.g. "Mardi". */
  label: z.string(),
  is_open: z.boolean(),
  times: z.array(timeRange),
});

const menuPayloadSchema = z.object({
  menu_id: z.number().int(),
  menu_name: z.string(),
  menu_description: z.string(),
  /** Orderable right now, for delivery or pickup, in the restaurant's time zone. */
  menu_is_open: z.boolean(),
  /** Orderable at some time still ahead today (open now or later today). */
  menu_is_available: z.boolean(),
  /** The next instant the menu opens (ISO 8601) when it is closed now; null when open or never. */
  menu_next_opening: z.string().nullable(),
  active_times: z.array(activeDaySchema),
  time_ranges: weeklyRanges,
  pickup_time_ranges: weeklyRanges,
  categories: z.array(categoryPayloadSchema),
});
export type MenuPayload = z.infer<typeof menuPayloadSchema>;

export const menusPayloadSchema = z.array(menuPayloadSchema);

/**
 * GET /v2/public/products/{menu id}?item={item id}: the storefront's "an item was added" (docs/api.md;
 * answer unused). The server counts the addition for the popular list and answers this acknowledgement, a
 * few bytes, rather than the menu's items. Without `?item=` nothing is counted (`item_id` null,
 * `added` false): a call that names no item is not an error.
 */
export const productsPayloadSchema = z.object({
  menu_id: z.number().int(),
  item_id: z.number().int().nullable(),
  added: z.boolean(),
});
export type ProductAddedPayload = z.infer<typeof productsPayloadSchema>;

/** A database id: a positive whole number within PostgreSQL's `integer`, anything else refused. */
function databaseId<Input = unknown>(said: {
  notANumber: string;
  notAnInteger: string;
  notPositive: string;
  unknown: string;
}) {
  return z.coerce
    .number<Input>({ error: said.notANumber })
    .int(said.notAnInteger)
    .positive(said.notPositive)
    .max(2_147_483_647, said.unknown);
}

/** A menu id in a path: a positive whole number. */
export const menuIdParamSchema = z.object({
  menuId: databaseId({
    notANumber: says.menuIdNotANumber,
    notAnInteger: says.menuIdNotAnInteger,
    notPositive: says.menuIdNotPositive,
    unknown: says.menuIdUnknown,
  }),
});

/**
 * `?item=` of the products call: the one item added. It may be left out (nothing is counted), but a
 * repeated or empty one is refused.
 */
export const productsQuerySchema = z.object({
  item: z
    .string({ error: says.itemIdRequired })
    .trim()
    .min(1, says.itemIdRequired)
    .pipe(
      databaseId<string>({
        notANumber: says.itemIdNotANumber,
        notAnInteger: says.itemIdNotAnInteger,
        notPositive: says.itemIdNotPositive,
        unknown: says.itemIdUnknown,
      }),
    )
    .optional(),
});
