import type { z } from "zod";
import { errorsOccurredMessage } from "../messages.ts";

/** The first message of each field, keyed by field name, for showing under the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** "3 erreurs sont survenues": the spec's summary line above a form with errors. */
export function errorSummary(error: z.ZodError): string {
  return errorsOccurredMessage(Object.keys(fieldErrors(error)).length);
}
