import { isCropInside, minutesOfClockTime } from "@comptoir/domain";
import { catalogueEditorChecks, fill, reportChecks } from "@comptoir/messages";
import { z } from "zod";
import { TAG_MANAGER_ID_SETTING } from "./analytics-tag.ts";
import { eurosSchema, percentRateSchema } from "./request-fields.ts";
import { DAY_CLOSES_AT_SETTING } from "./restaurant-settings.ts";
import { MONEY_SETTING_KEYS, tagManagerIdSchema } from "./settings.ts";

/**
 * The shape of a restaurant data file (see demo-restaurant.json), which is also the catalogue's
 * document: what the editor's draft holds, what each published version keeps, what the export
 * writes and the import reads (ADR 051). The seeder validates a file with this schema before
 * writing anything.
 * Prices are euros with at most two decimals, as an owner writes them; they become cents in the
 * database. References between parts of the file use readable keys, never database ids. Amounts
 * and rates are checked by the contracts' schemas, with the domain's own conversions: a value the
 * seeder could not convert exactly is refused here, with its place in the file, never rounded.
 */

export const catalogueKeySchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, "une clé s'écrit en minuscules, chiffres et tirets");
const euros = eurosSchema("le montant");

/** Longest name and description of a dish, a category, a menu, a group, a choice, an offer, a zone. */
const CATALOGUE_NAME_MAX_LENGTH = 120;
const CATALOGUE_DESCRIPTION_MAX_LENGTH = 1_000;
const name = z
  .string()
  .min(1, catalogueEditorChecks.nameRequired)
  .max(
    CATALOGUE_NAME_MAX_LENGTH,
    fill(catalogueEditorChecks.nameTooLong, { max: CATALOGUE_NAME_MAX_LENGTH }),
  );
const description = z
  .string()
  .max(
    CATALOGUE_DESCRIPTION_MAX_LENGTH,
    fill(catalogueEditorChecks.descriptionTooLong, { max: CATALOGUE_DESCRIPTION_MAX_LENGTH }),
  );
const taxRate = percentRateSchema("le taux de TVA");
const discountPercent = percentRateSchema("le pourcentage de remise");

/** Checks `value` with `schema` and reports its mistakes at `name`, so they are named in place. */
function checkAt(context: z.RefinementCtx, name: string, schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value);
  for (const issue of result.error?.issues ?? [])
    context.addIssue({ code: "custom", path: [name], message: issue.message });
  return result.success;
}

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "heure au format HH:MM");
const range = z.tuple([clockTime, clockTime]);
const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
/** Every weekday must be listed; an empty list means closed that day. */
const weeklyHoursSchema = z.record(z.enum(weekdays), z.array(range));

/**
 * A photo as the document names it (ADR 055): the original's SHA-256 and the crop of it the menu
 * shows, in fractions of the upright original. In a .zip archive the original is
 * `photos/<id>.<ext>` (ADR 053).
 */
const photoSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, "une photo se nomme par l'empreinte SHA-256 de son fichier"),
  crop: z
    .object({
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      width: z.number().gt(0).max(1),
      height: z.number().gt(0).max(1),
    })
    .refine(isCropInside, "le cadrage sort de la photo"),
});

/** The setting holding the restaurant's own photo: the home page's hero and shared links' picture. */
export const RESTAURANT_PHOTO_SETTING = "site.photo";

const optionChoiceSchema = z.object({
  key: catalogueKeySchema,
  name,
  price: euros,
  /** How many of this choice one line may hold (e.g. up to 3 extra sauces). */
  max_quantity: z.number().int().min(1).default(1),
  /**
   * The choice's own VAT rate in percent (a formule's drink at 5,5 % while the food is at 10 %);
   * null: the rate of the item it is chosen with.
   */
  tax_rate: taxRate.nullable().default(null),
  /** Allergens the choice adds, in French, as for items. */
  allergens: z.array(z.string()).default([]),
});

export const optionGroupSchema = z.object({
  key: catalogueKeySchema,
  name,
  /** Fewest choices the customer must make (0 = optional). */
  min: z.number().int().min(0),
  /** Most choices the customer may make. */
  max: z.number().int().min(1),
  choices: z.array(optionChoiceSchema).min(1),
});

/**
 * What one unit asks of the kitchen, in minutes of work (ADR 061): the first, then each extra one
 * of the same line. A category's applies to its dishes; a dish's own replaces it; none: the dish
 * counts no work (no slot is ever full because of it).
 */
/** Whole minutes of work from 0 to `max`, each refusal said in French in the editor's field. */
const minutesOfWork = (max: number, tooMany: string) =>
  z
    .number({ error: "un nombre de minutes" })
    .int("des minutes entières")
    .min(0, "0 minute au moins")
    .max(max, tooMany);

const makeTimeSchema = z
  .object({
    first: minutesOfWork(240, "240 minutes au plus"),
    extra: minutesOfWork(240, "240 minutes au plus"),
  })
  .nullable()
  .default(null);

/** The setting holding the kitchen's capacity per weekday and time range (ADR 061). */
export const KITCHEN_CAPACITY_SETTING = "capacity.ranges";

/**
 * The kitchen's capacity: minutes of work per 15-minute window, on the listed weekdays, from
 * `from` to `to` (local time, `to` excluded). A window no range covers takes any number of orders.
 */
export const capacityRangesSchema = z.array(
  z
    .object({
      days: z.array(z.enum(weekdays)).min(1, "au moins un jour"),
      from: clockTime,
      to: clockTime,
      minutes: minutesOfWork(600, "600 minutes au plus par quart d'heure"),
    })
    .refine((range) => range.from < range.to, { message: "la fin doit suivre le début", path: ["to"] }),
);

/** The hour a service day ends (ADR 066), `HH:MM` local time, read by the domain's own parser. */
const dayClosesAtSchema = z
  .string({ error: reportChecks.dayClosesAtInvalid })
  .refine((text) => minutesOfClockTime(text) !== null, reportChecks.dayClosesAtInvalid);

export const itemSchema = z.object({
  key: catalogueKeySchema,
  name,
  description,
  /** Path of the illustration under the storefront's public folder, e.g. /images/menu/burger.svg */
  image: z.string().startsWith("/"),
  /** The dish's photo, shown instead of the illustration; null: none. */
  photo: photoSchema.nullable().default(null),
  /** Popularity score used to sort search results (higher first). */
  score: z.number().int().min(0),
  price_pickup: euros,
  price_delivery: euros,
  /** VAT rate in percent; 10 for food served by a restaurant in France. */
  tax_rate: taxRate.default(10),
  /** Allergens in French, as the restaurant lists them (gluten, lait, œuf, moutarde...). */
  allergens: z.array(z.string()).default([]),
  /** 0 = not spicy, 1 to 3 peppers. */
  spice_level: z.number().int().min(0).max(3).default(0),
  /** False for an item that is sold out today: shown greyed, not orderable. */
  available: z.boolean().default(true),
  /** False: kept in the catalogue but not shown to customers (a seasonal dish between seasons). */
  visible: z.boolean().default(true),
  /** Keys of option groups, in the order they are offered. */
  options: z.array(catalogueKeySchema).default([]),
  /** The dish's own make time, instead of its category's; null: its category's. */
  make_time: makeTimeSchema,
});

export const categorySchema = z.object({
  key: catalogueKeySchema,
  name,
  description: description.default(""),
  /** The category's photo on the menu; null: none. */
  photo: photoSchema.nullable().default(null),
  /** The make time of its dishes, unless a dish has its own; null: they count no work. */
  make_time: makeTimeSchema,
  items: z.array(itemSchema).min(1),
});

export const menuSchema = z.object({
  key: catalogueKeySchema,
  name,
  description: description.default(""),
  /** When the menu can be ordered for delivery and for pickup, in the restaurant's local time. */
  hours: z.object({ delivery: weeklyHoursSchema, pickup: weeklyHoursSchema }),
  categories: z.array(categorySchema).min(1),
});

export const offerFieldsSchema = z.object({
  key: catalogueKeySchema,
  name,
  description: description.default(""),
  type: z.enum(["free_delivery", "free_item", "buy_one_get_one", "percentage", "fixed_amount"]),
  /** Percent for `percentage`, euros for `fixed_amount`, unused (0) for the other types. */
  value: z.number().nonnegative().default(0),
  /** Coupon code the customer types; null for an automatic offer. */
  code: z.string().min(3).nullable().default(null),
  auto_apply: z.boolean(),
  is_active: z.boolean().default(true),
  /** When true the offer only applies between `start` and `end` on the listed days. */
  allow_repeat: z.boolean().default(false),
  days: z.array(z.enum(weekdays)).default([]),
  start: clockTime.nullable().default(null),
  end: clockTime.nullable().default(null),
  delivery_pickup: z.enum(["both", "pickup", "delivery"]).default("both"),
  minimum_amount: euros.default(0),
  /** Only for a signed-in customer's first order (a welcome offer, ADR 050). */
  first_order: z.boolean().default(false),
  menus: z.array(catalogueKeySchema).default([]),
  categories: z.array(catalogueKeySchema).default([]),
  items: z.array(catalogueKeySchema).default([]),
});

/** The value's unit depends on the type, so it is checked once the type is known. */
export function checkOfferValue(
  offer: Pick<z.infer<typeof offerFieldsSchema>, "type" | "value">,
  context: z.RefinementCtx,
): void {
  if (offer.type === "fixed_amount") checkAt(context, "value", euros, offer.value);
  if (offer.type === "percentage" && checkAt(context, "value", discountPercent, offer.value)) {
    // The database keeps a percentage offer as a whole number of percent.
    if (!Number.isInteger(offer.value))
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: "un pourcentage s'écrit en nombre entier",
      });
  }
}

const offerSchema = offerFieldsSchema.superRefine(checkOfferValue);

export const zoneSchema = z.object({
  name,
  city: z.string().min(1),
  postal_code: z.string().regex(/^\d{5}$/, "code postal à 5 chiffres"),
  delivery_fee: euros,
  flat_charge: euros,
  minimum_order: euros,
});

export const restaurantFileSchema = z.object({
  /** Dotted setting keys of the spec (contacts.name, features.delivery.minimum_order, ...). */
  settings: z.record(z.string(), z.unknown()).superRefine((settings, context) => {
    // Money settings become cents, and the default VAT rate basis points, with no rounding.
    for (const name of MONEY_SETTING_KEYS)
      if (settings[name] !== undefined) checkAt(context, name, euros, settings[name]);
    if (settings["tax.default_rate"] !== undefined)
      checkAt(context, "tax.default_rate", taxRate, settings["tax.default_rate"]);
    // A mistyped tag manager id would silently measure nothing: the owner hears of it here.
    if (settings[RESTAURANT_PHOTO_SETTING] != null)
      checkAt(context, RESTAURANT_PHOTO_SETTING, photoSchema, settings[RESTAURANT_PHOTO_SETTING]);
    if (settings[KITCHEN_CAPACITY_SETTING] !== undefined)
      checkAt(context, KITCHEN_CAPACITY_SETTING, capacityRangesSchema, settings[KITCHEN_CAPACITY_SETTING]);
    if (settings[DAY_CLOSES_AT_SETTING] !== undefined)
      checkAt(context, DAY_CLOSES_AT_SETTING, dayClosesAtSchema, settings[DAY_CLOSES_AT_SETTING]);
    if (settings[TAG_MANAGER_ID_SETTING] !== undefined)
      checkAt(context, TAG_MANAGER_ID_SETTING, tagManagerIdSchema, settings[TAG_MANAGER_ID_SETTING]);
  }),
  option_groups: z.array(optionGroupSchema),
  menus: z.array(menuSchema).min(1),
  offers: z.array(offerSchema),
  zones: z.array(zoneSchema),
});

export type RestaurantFile = z.infer<typeof restaurantFileSchema>;
