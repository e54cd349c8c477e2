/**
 * Pieces shared by the request schemas of the /v2 calls (and by the restaurant data file): amounts
 * in euros, rates in percent, ids, the card provider's ids, optional texts, and the refusal of
 * characters PostgreSQL cannot store. Amounts are euros with at most two decimals; the server
 * keeps cents.
 */
import { eurosToCents, fieldTooLongMessage, percentToBasisPoints } from "@comptoir/domain";
import { fill, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";

/**
 * Whether the domain's conversion takes the value. The schemas below refuse exactly what the
 * domain would refuse to convert (a third decimal), so the check is written once, in the domain.
 */
function convertsWith(convert: (value: number) => unknown) {
  return (value: number): boolean => {
    try {
      convert(value);
      return true;
    } catch (error) {
      if (error instanceof RangeError) return false;
      throw error;
    }
  };
}

/** Largest amount the shop accepts in one order or payment, in euros. */
const MAX_ORDER_EUROS = 10_000;

/**
 * An amount in euros as payloads and data files carry it: a number, not negative, with at most two
 * decimals.
 * `field` names it in the messages, lower-case with its article ("le sous-total").
 */
export function eurosSchema(field: string) {
  return z
    .number({ error: fill(says.amountNotANumber, { field }) })
    .min(0, fill(says.amountNegative, { field }))
    .max(MAX_ORDER_EUROS, fill(says.amountTooLarge, { field }))
    .refine(convertsWith(eurosToCents), fill(says.amountDecimals, { field }));
}

/**
 * A rate in percent as a data file writes it (10 for 10 %, 5.5): a number from 0 to 100 with at
 * most two decimals, since the domain computes with whole basis points. `field` names it in the
 * messages, lower-case with its article ("le taux de TVA").
 */
export function percentRateSchema(field: string) {
  return z
    .number({ error: fill(says.percentNotANumber, { field }) })
    .min(0, fill(says.percentNegative, { field }))
    .max(100, fill(says.percentTooLarge, { field }))
    .refine(convertsWith(percentToBasisPoints), fill(says.percentDecimals, { field }));
}

/** An id in a request: a positive whole number that PostgreSQL's `integer` can hold. */
export const positiveId = (label: string) =>
  z
    .number({ error: fill(says.notANumber, { label }) })
    .int(fill(says.notAnInteger, { label }))
    .positive(fill(says.notPositive, { label }))
    .max(2_147_483_647, fill(says.unknownId, { label }));

/**
 * Control characters no one-line text of a request may hold: the C0 controls (U+0000 to U+001F)
 * and DEL. PostgreSQL's text cannot store U+0000 at all; the others have no place in a name, an
 * address, a code or an id (a line break in a name would reach the mails' headers and the tickets).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const ONE_LINE_REFUSED = /[\u0000-\u001f\u007f]/;
/** A multi-line text keeps its tabs and line breaks (LF, CR); every other control is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * The multi-line texts of the requests, by field name: a cart line's note, a staff member's reason
 * (a refusal, a cancellation, a pause) and a description of the catalogue (a dish's, a menu's…),
 * typed in a text area. Every other text is one line.
 */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["note", "reason", "description"]);

/**
 * The one rule on the characters of a request's texts, wherever they sit (body, query string, path):
 * a text holding a control character its kind refuses (see above) is bad input, refused with a 400
 * `invalid_input` and a French message like any other, never a failed insert. The server applies
 * it to every validated part of every request (http/validate.ts).
 */
export function refuseControlCharacters(
  value: unknown,
  context: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  // One path, grown and shrunk on the way down and copied only into an issue: every request's
  // every field passes here, and a new array per field was most of what this check allocated.
  if (typeof value === "string") {
    const refused = MULTI_LINE_FIELDS.has(String(path.at(-1))) ? MULTI_LINE_REFUSED : ONE_LINE_REFUSED;
    if (refused.test(value))
      context.addIssue({ code: "custom", path: [...path], message: says.invalidCharacter });
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      refuseControlCharacters(value[index], context, path);
      path.pop();
    }
  } else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) {
      path.push(key);
      refuseControlCharacters((value as Record<string, unknown>)[key], context, path);
      path.pop();
    }
  }
}

/** An id the card provider gave (customer, payment intent, client secret). */
export const providerId = (label: string) =>
  z
    .string({ error: fill(says.notAText, { label }) })
    .trim()
    .min(1, fill(says.required, { label }))
    .max(255, fill(says.tooLong, { label }));

/**
 * A text the customer may leave out: missing, null or blank becomes `fallback`. Too long, it is
 * refused saying the maximum, with `formLabel` (the form's name of the field) when given.
 */
export function optionalText(label: string, maxLength: number, fallback = "", formLabel?: string) {
  return z
    .string({ error: fill(says.notAText, { label }) })
    .max(maxLength, formLabel ? fieldTooLongMessage(formLabel, maxLength) : fill(says.tooLong, { label }))
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? fallback : value));
}
