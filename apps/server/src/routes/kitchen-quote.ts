import { kitchenQuoteBodySchema } from "@comptoir/contracts";
import { Hono } from "hono";
import { validate } from "../http/validate.ts";
import type { Catalog } from "../services/catalog.ts";
import type { KitchenFacts } from "../services/kitchen/kitchen-load.ts";
import { kitchenQuote } from "../services/kitchen/kitchen-quote.ts";
import { restaurantOf } from "../services/restaurant.ts";

/**
 * POST /v2/public/kitchen/quote (ADR 061): what the checkout shows before ordering, for this
 * cart: when "dès que possible" would be ready, and the day's slots it no longer fits in. An
 * estimate of the moment, never stored; the order's own placement decides.
 */
export function kitchenQuoteRoutes(deps: { catalog: Catalog; clock: () => Date; kitchen: KitchenFacts }) {
  return new Hono({ strict: false }).post("/quote", validate("json", kitchenQuoteBodySchema), async (c) => {
    const snapshot = await deps.catalog.snapshot();
    const payload = await kitchenQuote({
      snapshot,
      restaurant: restaurantOf(snapshot),
      kitchen: deps.kitchen,
      body: c.req.valid("json"),
      now: deps.clock(),
    });
    // The kitchen's load of this instant: never kept by a cache.
    c.header("Cache-Control", "no-store");
    return c.json({ status: "success", payload }, 200);
  });
}
