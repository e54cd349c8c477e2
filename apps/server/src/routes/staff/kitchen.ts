import {
  ERROR_CODES,
  type KitchenLoadPayload,
  kitchenSettingsSchema,
  rushBodySchema,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { kitchenChecks } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { Catalog } from "../../services/catalog.ts";
import { boardWindows, kitchenRulesOf, rushPayload } from "../../services/kitchen/kitchen-load.ts";
import { kitchenSettingsOf, saveKitchenSettings, saveRush } from "../../services/kitchen/kitchen-settings.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import { restaurantOf } from "../../services/restaurant.ts";

/** A "coup de feu" lasts at most this long: the end of a service, not the rest of the week. */
const RUSH_MAX_HOURS = 12;

/**
 * /v2/staff/kitchen: the kitchen settings (automatic acceptance, ADR 042), which everyone on the
 * board reads and only an owner changes; the kitchen's load of the next windows and the "coup de
 * feu" (ADR 061), which any member reads and sets.
 */
export function staffKitchenRoutes(deps: { db: Db; catalog: Catalog; clock: () => Date; live: LiveEvents }) {
  const { db, catalog, live, clock } = deps;
  const loadPayload = async (): Promise<KitchenLoadPayload> => {
    const snapshot = await catalog.snapshot();
    const rules = kitchenRulesOf(snapshot);
    const now = clock();
    return {
      windows: await boardWindows(db, restaurantOf(snapshot), rules, now),
      rush: rushPayload(rules, now),
      now: now.toISOString(),
    };
  };
  return new Hono({ strict: false })
    .get("/load", staffOnly(deps), async (c) =>
      c.json({ status: "success", payload: await loadPayload() }, 200),
    )
    .put("/rush", staffOnly(deps), validate("json", rushBodySchema), async (c) => {
      const body = c.req.valid("json");
      const now = clock();
      let rush = null;
      if (body.until !== null) {
        const until = new Date(body.until);
        const ahead = until.getTime() - now.getTime();
        if (ahead <= 0 || ahead > RUSH_MAX_HOURS * 3_600_000)
          return errorResponse(c, 422, ERROR_CODES.invalidInput, kitchenChecks.rushUntilPast);
        if (body.extra_minutes === 0 && !body.close)
          return errorResponse(c, 422, ERROR_CODES.invalidInput, kitchenChecks.rushNothing);
        rush = { extra_minutes: body.extra_minutes, close: body.close, until: until.toISOString() };
      }
      await saveRush(db, rush, c.var.staff, now);
      // Like a pause: every process reads the catalogue again, and open pages hear it.
      catalog.invalidate();
      await live.publish({ type: "catalog" });
      await live.publish({ type: "kitchen" });
      return c.json({ status: "success", payload: await loadPayload() }, 200);
    })
    .get("/", staffOnly(deps), async (c) => {
      const settings = kitchenSettingsOf(restaurantOf(await catalog.snapshot()));
      return c.json({ status: "success", payload: settings }, 200);
    })
    .put("/", staffOnly(deps, { role: "owner" }), validate("json", kitchenSettingsSchema), async (c) => {
      await saveKitchenSettings(db, c.req.valid("json"), c.var.staff, clock());
      // A setting like any other: every process reads the catalogue again, then boards hear it.
      catalog.invalidate();
      await live.publish({ type: "catalog" });
      await live.publish({ type: "kitchen" });
      const settings = kitchenSettingsOf(restaurantOf(await catalog.snapshot()));
      return c.json({ status: "success", payload: settings }, 200);
    });
}
