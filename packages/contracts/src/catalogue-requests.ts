import { fill, catalogueEditorChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { fr } from "zod/locales";
import {
  type DraftThing,
  isOperationalSetting,
  parseThingRef,
  settingsSectionOf,
  THING_VALUE_SCHEMAS,
  type ThingKind,
} from "./catalogue-draft.ts";
import { catalogueKeySchema, restaurantFileSchema } from "./restaurant-file.ts";

/**
 * The request bodies of the catalogue's draft (`/v2/staff/catalogue/draft`, ADR 051) and of the
 * audit log (`/v2/staff/audit`, ADR 052), with their stable error codes. An entry point of its own
 * (`@comptoir/contracts/catalogue-requests`): the storefront never loads it.
 */

/** zod's own refusals in French; a schema's own message (the file's, in French) still wins. */
const frenchDefaults = fr().localeError;

/** The same, naming the field in the body it is about ("keys.2 : …"). */
const frenchWithField: z.core.$ZodErrorMap = (issue) => {
  const said = frenchDefaults(issue);
  const message = typeof said === "string" ? said : (said?.message ?? "");
  const field = (issue.path ?? []).map(String).join(".");
  return field === "" ? message : `${field} : ${message}`;
};

/**
 * A body's schema whose every refusal is French: its own messages where it has them, zod's French
 * ones elsewhere (a missing field, a wrong type), so that no answer falls back to English.
 */
function inFrench<Schema extends z.ZodType>(schema: Schema): z.ZodType<z.output<Schema>> {
  return z.unknown().transform((value, context) => {
    const parsed = schema.safeParse(value, { error: frenchWithField });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: "custom", path: issue.path as (string | number)[], message: issue.message });
    }
    return z.NEVER;
  });
}

export const CATALOGUE_ERROR_CODES = {
  /** 409: a save or a delete based on an older revision; `current` holds the thing as it is now. */
  staleRevision: "stale_revision",
  /** 409: a new thing (revision null) whose ref is already in the draft. */
  thingExists: "thing_exists",
  /** 409: a reorder whose keys are not exactly the list's current keys. */
  staleList: "stale_list",
  /** 422: a saved value names a photo the server does not have (ADR 055). */
  photoUnknown: "photo_unknown",
} as const;
export type CatalogueErrorCode = (typeof CATALOGUE_ERROR_CODES)[keyof typeof CATALOGUE_ERROR_CODES];

/** Most keys one call names (a reorder's list, a bulk change's dishes). */
const MAX_KEYS = 2_000;

const revisionSchema = z
  .number({ error: says.revisionInvalid })
  .int(says.revisionInvalid)
  .min(1, says.revisionInvalid)
  .max(2_147_483_647, says.revisionInvalid);
const positionSchema = z
  .number({ error: says.positionInvalid })
  .int(says.positionInvalid)
  .min(0, says.positionInvalid)
  .max(1_000_000, says.positionInvalid);

/** `PUT things/:ref`: the value is checked against its kind's schema once the ref is read. */
export const draftSaveBodySchema = inFrench(
  z.object({
    revision: revisionSchema.nullable(),
    value: z.unknown(),
    position: positionSchema.optional(),
  }),
);

/** `DELETE things/:ref?revision=n`. */
export const draftDeleteQuerySchema = inFrench(
  z.object({
    revision: z
      .string({ error: says.revisionMissing })
      .regex(/^[1-9]\d{0,9}$/, says.revisionInvalid)
      .transform(Number)
      .pipe(revisionSchema),
  }),
);

const keys = (message: string) =>
  z.array(catalogueKeySchema, { error: message }).min(1, message).max(MAX_KEYS, message);

/** The lists a reorder may name: every menu, group or offer, a menu's categories, a category's items. */
const draftListSchema = z
  .string({ error: says.parentUnknown })
  .regex(/^(menu|group|offer|menu:[a-z0-9-]+|category:[a-z0-9-]+)$/, says.parentUnknown);

export const draftOrderBodySchema = inFrench(
  z.object({
    parent: draftListSchema,
    keys: z.array(catalogueKeySchema, { error: says.keysInvalid }).max(MAX_KEYS, says.keysInvalid),
  }),
);

const groupBulk = (action: "attach_group" | "detach_group") =>
  z.object({
    action: z.literal(action),
    group: catalogueKeySchema,
    items: keys(says.itemsInvalid),
  });

export const draftBulkBodySchema = inFrench(
  z.discriminatedUnion(
    "action",
    [
      groupBulk("attach_group"),
      groupBulk("detach_group"),
      z
        .object({
          action: z.literal("reprice"),
          items: keys(says.itemsInvalid),
          service: z.enum(["both", "pickup", "delivery"], { error: says.serviceUnknown }),
          mode: z.enum(["percent", "amount"], { error: says.modeUnknown }),
          /** Percent for `percent` (−10: 10 % less), euros for `amount` (−0.5: 0,50 € less). */
          value: z.number({ error: says.percentInvalid }),
          rounding: z.enum(["cent", "ten_cents", "ends_90", "ends_50"], { error: says.roundingUnknown }),
        })
        .superRefine((body, context) => {
          const hundredths = Math.round(body.value * 100);
          const exact = Math.abs(body.value * 100 - hundredths) < 1e-6;
          const [low, high, message] =
            body.mode === "percent"
              ? [-100, 1_000, says.percentInvalid]
              : [-10_000, 10_000, says.amountInvalid];
          if (!exact || body.value < low || body.value > high) {
            context.addIssue({ code: "custom", path: ["value"], message });
          }
        }),
    ],
    { error: says.bulkActionUnknown },
  ),
);

/** `GET /v2/staff/audit`: each filter optional; `before` the oldest entry id of the previous page. */
export const auditQuerySchema = inFrench(
  z.object({
    subject: z.string().max(300).optional(),
    staff: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, says.staffInvalid)
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, says.staffInvalid))
      .optional(),
    action: z.string().max(100).optional(),
    before: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, says.cursorInvalid)
      .transform(Number)
      .pipe(z.number().max(Number.MAX_SAFE_INTEGER, says.cursorInvalid))
      .optional(),
  }),
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return fill(says.valueInvalidWhole, { message: "" });
  const field = issue.path.map(String).join(".");
  return field === ""
    ? fill(says.valueInvalidWhole, { message: issue.message })
    : fill(says.valueInvalid, { field, message: issue.message });
}

/**
 * A thing's value as a save sends it, checked with its kind's schema (defaults filled in); else the
 * first problem in French, with its place in the value ("price_pickup : Montant invalide…"). A
 * settings section holds only its own settings, never an operational one (pauses, kitchen), and
 * money or rates among them are checked as the restaurant file checks them.
 */
export function checkThingValue(
  kind: ThingKind,
  key: string,
  value: unknown,
): { ok: true; value: DraftThing["value"] } | { ok: false; message: string } {
  const parsed = THING_VALUE_SCHEMAS[kind].safeParse(value, { error: frenchDefaults });
  if (!parsed.success) return { ok: false, message: firstProblem(parsed.error) };
  if (kind === "settings") {
    if (isOperationalSetting(`${key}.`)) {
      return { ok: false, message: fill(says.settingOperational, { name: `${key}.*` }) };
    }
    for (const name of Object.keys(parsed.data as Record<string, unknown>)) {
      if (isOperationalSetting(name)) return { ok: false, message: fill(says.settingOperational, { name }) };
      if (settingsSectionOf(name) !== key) {
        return { ok: false, message: fill(says.settingOutsideSection, { name, section: key }) };
      }
    }
    const settings = restaurantFileSchema.shape.settings.safeParse(parsed.data, { error: frenchDefaults });
    if (!settings.success) return { ok: false, message: firstProblem(settings.error) };
  }
  return { ok: true, value: parsed.data as DraftThing["value"] };
}

/** The `:ref` of a thing's path (`item:burger-piment`), read into its kind and key. */
export const thingRefParamSchema = inFrench(
  z.object({
    ref: z.string().transform((ref, context) => {
      const parsed = parseThingRef(ref);
      if (!parsed) {
        context.addIssue({ code: "custom", message: says.refUnknown });
        return z.NEVER;
      }
      return parsed;
    }),
  }),
);
