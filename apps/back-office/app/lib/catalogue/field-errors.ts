import type { z } from "zod";
import french from "zod/v4/locales/fr.js";

/** zod's own messages in French, for the checks whose schema gives none of its own. */
const inFrench = french().localeError;

/**
 * The form's mistakes by field (`name`, `price_pickup`, `choices.1.price`), checked with the very
 * schema the server checks the draft with: one schema per shape, so the page and the server agree.
 * An empty record: the value may be saved.
 */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: inFrench });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join(".");
    errors[field] ??= issue.message;
  }
  return errors;
}
