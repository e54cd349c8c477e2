import { ERROR_CODES, refuseControlCharacters } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { type ApiErrorCode, errorResponse } from "./api-error.ts";

/**
 * The characters a request's texts may hold (refuseControlCharacters), checked here for every
 * validated part of every route, so that no schema can forget it. A body is checked once parsed:
 * only the fields the schema keeps, trimmed as it trims them (a line's note is told apart by its
 * name). A query string or a path is checked as sent, before any number is read from it ("1\n").
 */
function withTextRule<Schema extends z.ZodType>(target: keyof ValidationTargets, schema: Schema): Schema {
  const refuse = (value: unknown, context: z.RefinementCtx) => refuseControlCharacters(value, context);
  if (target === "query" || target === "param") {
    return z.unknown().superRefine(refuse).pipe(schema) as unknown as Schema;
  }
  return schema.superRefine(refuse) as Schema;
}

/**
 * zod validation of one part of a request; a failure answers 400 with the first problem's French
 * message (the schemas in @comptoir/contracts carry them), never a 500. Its code is
 * `invalid_input`, or the one `codes` gives the field the problem is in (a client tells an amount
 * refused from any other mistake).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  codes: Readonly<Record<string, ApiErrorCode>> = {},
) {
  return zValidator(target, withTextRule(target, schema), (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? apiErrors.invalidRequest;
      const field = issue?.path[0];
      const code = (typeof field === "string" ? codes[field] : undefined) ?? ERROR_CODES.invalidInput;
      return errorResponse(c, 400, code, message);
    }
  });
}
