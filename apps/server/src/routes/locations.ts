import { distanceQuerySchema, ERROR_CODES, locationQuerySchema } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { locationApi, serverLog } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import type { Logger } from "pino";
import { GeoServiceError } from "../adapters/geo/geo.ts";
import { errorResponse } from "../http/api-error.ts";
import { rateLimited } from "../http/rate-limited.ts";
import { validate } from "../http/validate.ts";
import type { DeliveryQuotes } from "../services/delivery-quote.ts";
import { createRateLimiter, type RateLimitPolicy } from "../services/rate-limit.ts";

/**
 * Per client, every 10 minutes: far more than a person typing a few addresses needs (one call per
 * pause in typing), far too few to hammer the BAN or OSRM behind them.
 */
const SUGGESTION_RATE_LIMIT: RateLimitPolicy = {
  name: "address-search",
  limit: 120,
  windowMs: 10 * 60_000,
};
const DISTANCE_RATE_LIMIT: RateLimitPolicy = {
  name: "address-distance",
  limit: 60,
  windowMs: 10 * 60_000,
};

/**
 * A geo service that fails gives a 503 with a French sentence; the log names the service and the
 * failure, never the address (personal data).
 */
function geoFailure(c: Context, logger: Logger, error: unknown) {
  if (!(error instanceof GeoServiceError)) throw error;
  logger.warn({ path: c.req.path, failure: error.message }, serverLog.geoUnavailable);
  return errorResponse(c, 503, ERROR_CODES.serviceUnavailable, locationApi.unavailable);
}

/**
 * GET /v2/public/locations/?query=…: address suggestions from 3 characters.
 * GET /v2/public/locations/distance?location=…: the distance result of the chosen address.
 * Addresses are personal: answers are never stored by browsers or a CDN. Both are rate-limited per
 * client (after validation, like the other limits), since each may cost a call to an outside service.
 */
export function locationsRoutes({
  quotes,
  logger,
  db,
  clock,
  trustProxy,
}: {
  quotes: DeliveryQuotes;
  logger: Logger;
  db: Db;
  clock: () => Date;
  trustProxy: number;
}) {
  const limit = (policy: RateLimitPolicy) =>
    rateLimited(createRateLimiter(db, policy), { clock, trustProxy, tooMany: locationApi.tooManySearches });
  return new Hono({ strict: false })
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", validate("query", locationQuerySchema), limit(SUGGESTION_RATE_LIMIT), async (c) => {
      try {
        const suggestions = await quotes.suggest(c.req.valid("query").query);
        return c.json({ status: "success" as const, payload: suggestions });
      } catch (error) {
        return geoFailure(c, logger, error);
      }
    })
    .get("/distance", validate("query", distanceQuerySchema), limit(DISTANCE_RATE_LIMIT), async (c) => {
      try {
        const quote = await quotes.quote(c.req.valid("query").location);
        if (!quote.found) {
          return errorResponse(c, 404, ERROR_CODES.addressNotFound, locationApi.addressNotFound);
        }
        return c.json({ status: "success" as const, payload: quote.result });
      } catch (error) {
        return geoFailure(c, logger, error);
      }
    });
}
