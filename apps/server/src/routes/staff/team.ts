import { ERROR_CODES, newStaffBodySchema, STAFF_ERROR_CODES, staffPathIdSchema } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { staffAccountsApi } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { commonPasswordRefused } from "../../http/common-password.ts";
import { recentPasswordOnly } from "../../http/recent-password.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import {
  addStaffMember,
  removeStaffMember,
  staffMemberPayload,
  teamOf,
} from "../../services/staff/staff-team.ts";

/**
 * /v2/staff/team: the owner manages who works the board (ADR 040). Removing someone closes their
 * sessions at once, and their open board streams with them (ADR 044); an owner cannot remove
 * themself, and the last owner stays.
 */
export function staffTeamRoutes({ db, clock, live }: { db: Db; clock: () => Date; live: LiveEvents }) {
  return new Hono({ strict: false })
    .use(staffOnly({ db, clock }, { role: "owner" }))
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .get("/", async (c) =>
      c.json({ status: "success" as const, payload: (await teamOf(db)).map(staffMemberPayload) }),
    )

    .post("/", recentPasswordOnly({ clock }), validate("json", newStaffBodySchema), async (c) => {
      const details = c.req.valid("json");
      const common = commonPasswordRefused(c, details.password);
      if (common) return common;
      const member = await addStaffMember(db, details, c.var.staff, clock());
      if (!member) return errorResponse(c, 409, ERROR_CODES.invalidInput, staffAccountsApi.emailTaken);
      return c.json({ status: "success" as const, payload: staffMemberPayload(member) }, 201);
    })

    .delete("/:id", recentPasswordOnly({ clock }), validate("param", staffPathIdSchema), async (c) => {
      const { id } = c.req.valid("param");
      const removal = await removeStaffMember(db, id, c.var.staff, clock());
      if (removal.ok) {
        // Committed: every stream of every session of that member, in every process, ends now.
        await live.publish({ type: "staff-session-ended", staffId: id, sessionId: null });
        return c.json({ status: "success" as const, payload: null });
      }
      switch (removal.refused) {
        case "unknown":
          return errorResponse(c, 404, ERROR_CODES.notFound, staffAccountsApi.memberUnknown);
        case "yourself":
          return errorResponse(c, 409, STAFF_ERROR_CODES.actionNotAllowed, staffAccountsApi.notYourself);
        case "last_owner":
          return errorResponse(c, 409, STAFF_ERROR_CODES.actionNotAllowed, staffAccountsApi.lastOwner);
      }
    });
}
