import { couponParamSchema, ERROR_CODES } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { couponApi } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../http/api-error.ts";
import { sendPublicBody } from "../http/public-body.ts";
import { rateLimited } from "../http/rate-limited.ts";
import { validate } from "../http/validate.ts";
import type { Catalog } from "../services/catalog.ts";
import { findActiveCoupon } from "../services/coupon-lookup.ts";
import { createRateLimiter, type RateLimitPolicy } from "../services/rate-limit.ts";

/** Enough for a customer who mistypes a few times, far too few to guess codes. */
const COUPON_RATE_LIMIT: RateLimitPolicy = { name: "coupon", limit: 20, windowMs: 10 * 60_000 };

/**
 * GET /v2/public/offers: the automatic offers in their reduced public form (cached, see ADR 004).
 * GET /v2/public/offers/{coupon}: the active coupon holding that code, never cached, rate-limited
 * per client since a wrong code costs nothing to try.
 */
export function offersRoutes({
  catalog,
  db,
  clock,
  trustProxy,
}: {
  catalog: Catalog;
  db: Db;
  clock: () => Date;
  trustProxy: number;
}) {
  const limiter = createRateLimiter(db, COUPON_RATE_LIMIT);
  return new Hono({ strict: false })
    .get("/", async (c) => sendPublicBody(c, await catalog.offers()))
    .get(
      "/:coupon",
      async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store");
      },
      validate("param", couponParamSchema),
      rateLimited(limiter, { clock, trustProxy, tooMany: couponApi.tooManyAttempts }),
      async (c) => {
        const coupon = await findActiveCoupon(db, c.req.valid("param").coupon);
        if (!coupon) return errorResponse(c, 404, ERROR_CODES.couponNotFound, couponApi.notFound);
        return c.json({ status: "success" as const, payload: [coupon] });
      },
    );
}
