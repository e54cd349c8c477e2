import { availabilityBodySchema, ERROR_CODES, pauseBodySchema, staffPathIdSchema } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { availabilityApi, fill, staffChecks as says } from "@comptoir/messages";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { Availability } from "../../services/availability.ts";

/** A pause is for a rush, a breakdown, a storm: longer closures are the opening hours' business. */
const LONGEST_PAUSE_DAYS = 7;

/**
 * /v2/staff/availability and /v2/staff/pause (ADR 041), for any staff member: dishes and option
 * choices "épuisé" (until the next opening day) or "masqué" (until undone), and pauses of all
 * ordering or of delivery alone until a chosen time, with a reason the customers read.
 */
export function staffAvailabilityRoutes({
  db,
  clock,
  availability,
}: {
  db: Db;
  clock: () => Date;
  availability: Availability;
}) {
  const guard = staffOnly({ db, clock });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // Mounted at /v2/staff beside other staff routes: the middleware is limited to this file's paths.
  return new Hono({ strict: false })
    .use("/availability/*", guard, noStore)
    .use("/pause", guard, noStore)

    .get("/availability", async (c) =>
      c.json({ status: "success" as const, payload: await availability.list() }),
    )

    .put(
      "/availability/items/:id",
      validate("param", staffPathIdSchema),
      validate("json", availabilityBodySchema),
      async (c) => {
        const entry = await availability.setItem(
          c.req.valid("param").id,
          c.req.valid("json").state,
          c.var.staff,
        );
        if (!entry) return errorResponse(c, 404, ERROR_CODES.notFound, availabilityApi.itemUnknown);
        return c.json({ status: "success" as const, payload: entry });
      },
    )

    .put(
      "/availability/choices/:id",
      validate("param", staffPathIdSchema),
      validate("json", availabilityBodySchema),
      async (c) => {
        const entry = await availability.setChoice(
          c.req.valid("param").id,
          c.req.valid("json").state,
          c.var.staff,
        );
        if (!entry) return errorResponse(c, 404, ERROR_CODES.notFound, availabilityApi.choiceUnknown);
        return c.json({ status: "success" as const, payload: entry });
      },
    )

    .put("/pause", validate("json", pauseBodySchema), async (c) => {
      const { scope, until, reason } = c.req.valid("json");
      if (until === null) {
        return c.json({
          status: "success" as const,
          payload: await availability.setPause(scope, null, c.var.staff),
        });
      }
      const end = new Date(until);
      const now = clock();
      if (end.getTime() <= now.getTime()) {
        return errorResponse(c, 400, ERROR_CODES.invalidInput, availabilityApi.pauseInPast);
      }
      if (end.getTime() - now.getTime() > LONGEST_PAUSE_DAYS * 86_400_000) {
        return errorResponse(
          c,
          400,
          ERROR_CODES.invalidInput,
          fill(availabilityApi.pauseTooLong, { days: LONGEST_PAUSE_DAYS }),
        );
      }
      // The customers read why: a pause without a reason is refused.
      if (!reason) return errorResponse(c, 400, ERROR_CODES.invalidInput, says.reasonRequired);
      return c.json({
        status: "success" as const,
        payload: await availability.setPause(scope, { until: end, reason }, c.var.staff),
      });
    });
}
