import { checkRestaurantFile, ERROR_CODES } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { zonedClock } from "@comptoir/domain";
import { apiErrors, fill, restaurantFileApi } from "@comptoir/messages";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "../../http/api-error.ts";
import { bodyLimited } from "../../http/body-limit.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { importIntoDraft } from "../../services/catalogue/catalogue-import.ts";
import { exportLiveCatalogue } from "../../services/catalogue/live-catalogue.ts";

/**
 * A restaurant file carries a whole catalogue: past the API's 64 KiB, under a cap of its own. The
 * demo's file is about 40 KiB; 2 MiB leaves room for a thousand dishes with long descriptions.
 */
export const RESTAURANT_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The time zone the demo and most shops use, when a file has none (the name's date only). */
const DEFAULT_TIME_ZONE = "Europe/Paris";

/**
 * /v2/staff/catalogue/export and /import (ADR 051): the whole restaurant as one restaurant file.
 * The export is the live catalogue, what customers read; the import becomes the whole draft, which
 * the owner then reviews and publishes. Owners only: the file holds every setting of the shop.
 */
export function staffCatalogueFileRoutes({ db, clock }: { db: Db; clock: () => Date }) {
  const guard = staffOnly({ db, clock }, { role: "owner" });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // Mounted at /v2/staff/catalogue beside the draft's and the versions' routes: the guard is
  // limited to this file's two paths, so it never answers for theirs.
  return new Hono({ strict: false })
    .use("/export", guard, noStore)
    .use("/import", guard, noStore)

    .get("/export", async (c) => {
      const file = await exportLiveCatalogue(db);
      const timeZone = file.settings["restaurant.time_zone"];
      const date = zonedClock(clock(), typeof timeZone === "string" ? timeZone : DEFAULT_TIME_ZONE).date;
      c.header("Content-Type", "application/json; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="restaurant-${date}.json"`);
      return c.body(`${JSON.stringify(file, null, 2)}\n`);
    })

    .post("/import", bodyLimited(RESTAURANT_FILE_MAX_BYTES, restaurantFileApi.tooLarge), async (c) => {
      let content: unknown;
      try {
        content = JSON.parse(await c.req.text());
      } catch {
        return errorResponse(c, 400, ERROR_CODES.invalidInput, apiErrors.malformedJson);
      }
      const checked = checkRestaurantFile(content);
      if (!checked.ok) {
        const errors = checked.problems.map(({ place, message }) => ({ place, message }));
        const [first] = errors;
        const message = fill(restaurantFileApi.invalid, {
          count: errors.length,
          first: first ? fill(restaurantFileApi.problemAt, first) : "",
        });
        return errorResponse(c, 400, ERROR_CODES.invalidInput, message, { errors });
      }
      const changes = await importIntoDraft(db, checked.file, { member: c.var.staff }, clock());
      return c.json({ status: "success" as const, payload: { changes } });
    });
}
