import { popularQuerySchema, recommendationsRequestSchema } from "@comptoir/contracts";
import { serverLog } from "@comptoir/messages";
import { Hono } from "hono";
import type { Logger } from "pino";
import { validate } from "../http/validate.ts";
import type { Recommendations } from "../services/recommendations.ts";

/** The popular list is the same for everyone and changes slowly: browsers and a CDN may keep it a minute. */
const POPULAR_CACHE_CONTROL = "public, max-age=60";

/**
 * POST /v2/recommendations {cartItems, maxRecommendations}: what goes with the cart.
 * GET /v2/recommendations/popular?limit=12: the best sellers.
 * Recommendations are a nicety: when computing them fails, the answer is an empty list (and a log
 * line), never an error the customer would see (docs/product.md#errors). Bad input is still a 400.
 */
export function recommendationsRoutes({
  recommendations,
  clock,
  logger,
}: {
  recommendations: Recommendations;
  clock: () => Date;
  logger: Logger;
}) {
  return new Hono({ strict: false })
    .post("/", validate("json", recommendationsRequestSchema), async (c) => {
      const { cartItems, maxRecommendations } = c.req.valid("json");
      let itemIds: number[] = [];
      try {
        itemIds = await recommendations.forCart(cartItems, maxRecommendations, clock());
      } catch (error) {
        logger.error({ err: error }, serverLog.recommendationsUnavailable);
      }
      return c.json({
        status: "success" as const,
        payload: { recommendations: itemIds.map((itemId) => ({ itemId })) },
      });
    })
    .get("/popular", validate("query", popularQuerySchema), async (c) => {
      const { limit } = c.req.valid("query");
      try {
        const itemIds = await recommendations.popular(limit, clock());
        c.header("Cache-Control", POPULAR_CACHE_CONTROL);
        return c.json({
          status: "success" as const,
          payload: { popular: itemIds.map((itemId) => ({ itemId })) },
        });
      } catch (error) {
        logger.error({ err: error }, serverLog.popularUnavailable);
        c.header("Cache-Control", "no-store");
        return c.json({ status: "success" as const, payload: { popular: [] as { itemId: number }[] } });
      }
    });
}
