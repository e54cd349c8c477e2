import { kitchenSettingsSchema } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { Hono } from "hono";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { Catalog } from "../../services/catalog.ts";
import { kitchenSettingsOf, saveKitchenSettings } from "../../services/kitchen/kitchen-settings.ts";
import type { LiveEvents } from "../../services/live/live-events.ts";
import { restaurantOf } from "../../services/restaurant.ts";

/**
 * /v2/staff/kitchen: the kitchen settings (automatic acceptance, ADR 042). Everyone
 * on the board reads them; only an owner changes them.
 */
export function staffKitchenRoutes(deps: { db: Db; catalog: Catalog; clock: () => Date; live: LiveEvents }) {
  const { db, catalog, live, clock } = deps;
  return new Hono({ strict: false })
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
