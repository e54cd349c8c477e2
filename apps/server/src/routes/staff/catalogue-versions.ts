import { ERROR_CODES, staffPathIdSchema } from "@comptoir/contracts";
import {
  CATALOGUE_PUBLISH_ERROR_CODES as CODES,
  publishBodySchema,
  SCHEDULE_MAX_DAYS,
} from "@comptoir/contracts/catalogue-publishing";
import type { Db } from "@comptoir/db";
import { fill, cataloguePublishingApi as says } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "../../http/api-error.ts";
import { recentPasswordOnly } from "../../http/recent-password.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import {
  type CataloguePublishing,
  type PublishRefusal,
  scheduledPayload,
  versionPayload,
} from "../../services/catalogue/publishing.ts";

/** The answer to a refused publish, restore or scheduling: the problems travel with it. */
function refusal(c: Context, refused: PublishRefusal | { refused: "past" | "too_far" }) {
  switch (refused.refused) {
    case "invalid":
      return errorResponse(c, 422, CODES.draftInvalid, says.draftInvalid, { errors: refused.errors });
    case "warnings":
      return errorResponse(c, 409, CODES.warningsUnconfirmed, says.warningsUnconfirmed, {
        warnings: refused.warnings,
      });
    case "nothing":
      return errorResponse(c, 409, CODES.nothingToPublish, says.nothingToPublish);
    case "past":
      return errorResponse(c, 400, ERROR_CODES.invalidInput, says.atInPast);
    case "too_far":
      return errorResponse(
        c,
        400,
        ERROR_CODES.invalidInput,
        fill(says.atTooFar, { days: SCHEDULE_MAX_DAYS }),
      );
  }
}

/**
 * /v2/staff/catalogue: publishing the draft, now or at a set time, the versions and restoring one
 * (ADR 051). Reading is for any staff member; publishing, restoring and cancelling are the owner's,
 * with the password typed in the last 15 minutes.
 */
export function staffCatalogueVersionsRoutes({
  db,
  clock,
  publishing,
}: {
  db: Db;
  clock: () => Date;
  publishing: CataloguePublishing;
}) {
  const anyStaff = staffOnly({ db, clock });
  const owner = staffOnly({ db, clock }, { role: "owner" });
  const freshPassword = recentPasswordOnly({ clock });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // Mounted beside the draft's routes under the same prefix: guards are per path, not `use("*")`.
  return new Hono({ strict: false })
    .use("/publish", noStore)
    .use("/versions/*", noStore)
    .use("/versions", noStore)
    .use("/scheduled/*", noStore)
    .use("/scheduled", noStore)

    .post("/publish", owner, freshPassword, validate("json", publishBodySchema), async (c) => {
      const body = c.req.valid("json");
      const actor = { id: c.var.staff.id, name: c.var.staff.name };
      const now = clock();
      if (body.at !== undefined) {
        const result = await publishing.schedule({
          actor,
          now,
          at: new Date(body.at),
          confirmWarnings: body.confirm_warnings,
        });
        if ("refused" in result) return refusal(c, result);
        return c.json(
          { status: "success" as const, payload: { scheduled: scheduledPayload(result.scheduled) } },
          201,
        );
      }
      const result = await publishing.publishDraft({ actor, now, confirmWarnings: body.confirm_warnings });
      if ("refused" in result) return refusal(c, result);
      return c.json(
        { status: "success" as const, payload: { version: versionPayload(result.version) } },
        201,
      );
    })

    .get("/versions", anyStaff, async (c) =>
      c.json({ status: "success" as const, payload: await publishing.versions() }),
    )

    .get("/versions/:id", anyStaff, validate("param", staffPathIdSchema), async (c) => {
      const version = await publishing.version(c.req.valid("param").id);
      if (!version) return errorResponse(c, 404, ERROR_CODES.notFound, says.versionUnknown);
      return c.json({ status: "success" as const, payload: versionPayload(version) });
    })

    .post("/versions/:id/restore", owner, freshPassword, validate("param", staffPathIdSchema), async (c) => {
      const result = await publishing.restoreVersion(c.req.valid("param").id, {
        actor: { id: c.var.staff.id, name: c.var.staff.name },
        now: clock(),
      });
      if (!result) return errorResponse(c, 404, ERROR_CODES.notFound, says.versionUnknown);
      if ("refused" in result) {
        if (result.refused === "nothing")
          return errorResponse(c, 409, CODES.nothingToPublish, says.nothingToRestore);
        return refusal(c, result);
      }
      return c.json(
        { status: "success" as const, payload: { version: versionPayload(result.version) } },
        201,
      );
    })

    .get("/scheduled", anyStaff, async (c) =>
      c.json({ status: "success" as const, payload: (await publishing.scheduled()).map(scheduledPayload) }),
    )

    .delete("/scheduled/:id", owner, freshPassword, validate("param", staffPathIdSchema), async (c) => {
      const outcome = await publishing.cancelScheduled(c.req.valid("param").id, {
        actor: { id: c.var.staff.id, name: c.var.staff.name },
        now: clock(),
      });
      if (outcome === "unknown") return errorResponse(c, 404, ERROR_CODES.notFound, says.scheduledUnknown);
      if (outcome === "closed") return errorResponse(c, 409, CODES.scheduledClosed, says.scheduledClosed);
      return c.json({ status: "success" as const, payload: null });
    });
}
