import { z } from "zod";
import { invalidTagManagerIdMessage } from "../messages.ts";

/** `GTM-` or `G-` followed by uppercase letters or digits (docs/product.md#consent). */
const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

/**
 * A corrected id for a near miss ("gtm-abc123 " → "GTM-ABC123", "GTMABC" → "GTM-ABC"), or null
 * when nothing sensible can be suggested.
 */
export function suggestTagManagerId(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s_]+/g, "");
  const match = /^(GTM|G)-?([A-Z0-9]+)$/.exec(compact);
  if (!match) return null;
  const suggestion = `${match[1]}-${match[2]}`;
  return suggestion === value ? null : suggestion;
}

/** The tag-manager id, with the spec's "is not a valid GTM-ID" error and a suggestion. */
export const tagManagerIdSchema = z.string().superRefine((value, context) => {
  if (TAG_MANAGER_ID.test(value)) return;
  context.addIssue({
    code: "custom",
    message: invalidTagManagerIdMessage(value, suggestTagManagerId(value)),
  });
});
