import { ERROR_CODES, refuseControlCharacters } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { errorResponse } from "./api-error.ts";

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
 * message (the schemas in @comptoir/contracts carry them), never a 500.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, withTextRule(target, schema), (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? apiErrors.invalidRequest;
      return errorResponse(c, 400, ERROR_CODES.invalidInput, message);
    }
  });
}
