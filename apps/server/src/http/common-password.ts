import { ACCOUNT_ERROR_CODES } from "@comptoir/contracts";
import { accountApi } from "@comptoir/messages";
import type { Context } from "hono";
import { isCommonPassword } from "../services/accounts/common-passwords.ts";
import { errorResponse } from "./api-error.ts";

/**
 * A new password (signup, reset, change; a staff member's) among the most common ones: 400
 * `common_password` with the French sentence; else null. The same answer for every address.
 */
export function commonPasswordRefused(c: Context, password: string): Response | null {
  return isCommonPassword(password)
    ? errorResponse(c, 400, ACCOUNT_ERROR_CODES.commonPassword, accountApi.commonPassword)
    : null;
}
