import { ERROR_CODES } from "@comptoir/contracts";
import { apiErrors } from "@comptoir/messages";
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { errorResponse } from "./api-error.ts";

/**
 * zod validation of one part of a request; a failure answers 400 with the first problem's French
 * message (the schemas in @comptoir/contracts carry them), never a 500.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? apiErrors.invalidRequest;
      return errorResponse(c, 400, ERROR_CODES.invalidInput, message);
    }
  });
}
