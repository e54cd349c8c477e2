import { STAFF_ERROR_CODES } from "@comptoir/contracts";
import { staffAccountsApi } from "@comptoir/messages";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "./api-error.ts";
import type { StaffVariables } from "./staff-session.ts";

/** How long a typed password opens the owner's sensitive actions (ADR 051). */
const PASSWORD_FRESH_MS = 15 * 60_000;

/** Whether the session's password was typed recently enough at `now`. */
function passwordIsFresh(confirmedAt: Date | null, now: Date): boolean {
  return confirmedAt !== null && now.getTime() - confirmedAt.getTime() <= PASSWORD_FRESH_MS;
}

/**
 * After `staffOnly`: publishing, restoring, payment settings and team changes need the password
 * typed in the last 15 minutes, so that a board left logged in for a shift cannot change prices or
 * the team. Else 403 `password_required`; the page asks for it (POST auth/confirm) and retries.
 */
export function recentPasswordOnly({ clock }: { clock: () => Date }) {
  return createMiddleware<{ Variables: StaffVariables }>(async (c, next) => {
    if (!passwordIsFresh(c.var.staffSession.passwordConfirmedAt, clock())) {
      return errorResponse(c, 403, STAFF_ERROR_CODES.passwordRequired, staffAccountsApi.passwordRequired);
    }
    await next();
  });
}
