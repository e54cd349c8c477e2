import { STAFF_ERROR_CODES, type StaffRolePayload } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { staffApi } from "@comptoir/messages";
import { createMiddleware } from "hono/factory";
import { type StaffRow, type StaffSessionRef, staffOfToken } from "../services/staff/staff-sessions.ts";
import { errorResponse } from "./api-error.ts";
import { tokenOf } from "./session.ts";

/** What a staff route finds in its context once the guard let the request through. */
export interface StaffVariables {
  staff: StaffRow;
  staffToken: string;
  staffSession: StaffSessionRef;
}

/**
 * The guard of every staff call but the login (ADR 039): a live staff session (bearer header, or
 * `?token=` for the board's EventSource), else 401; with `role: "owner"`, an owner's, else 403.
 * A customer's token is unknown to the staff sessions, so it gets the same 401.
 */
export function staffOnly(deps: { db: Db; clock: () => Date }, options: { role?: StaffRolePayload } = {}) {
  return createMiddleware<{ Variables: StaffVariables }>(async (c, next) => {
    const token = tokenOf(c);
    const found = token ? await staffOfToken(deps.db, token, deps.clock()) : null;
    if (!found || !token) {
      return errorResponse(c, 401, STAFF_ERROR_CODES.staffUnauthorized, staffApi.unauthorized);
    }
    const staff = found.member;
    if (options.role === "owner" && staff.role !== "owner") {
      return errorResponse(c, 403, STAFF_ERROR_CODES.ownerOnly, staffApi.ownerOnly);
    }
    c.set("staff", staff);
    c.set("staffToken", token);
    c.set("staffSession", found.session);
    await next();
  });
}
