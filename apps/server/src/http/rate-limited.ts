import { ERROR_CODES } from "@comptoir/contracts";
import type { MiddlewareHandler } from "hono";
import type { RateLimiter } from "../services/rate-limit.ts";
import { errorResponse } from "./api-error.ts";
import { clientAddress } from "./client-address.ts";

/**
 * Counts the request against `limiter` for its client (see client-address.ts); past the limit,
 * answers 429 `too_many_requests` with `Retry-After` and a French sentence giving the minutes to
 * wait. Mounted after the validators, so malformed requests are refused before they count.
 */
export function rateLimited(
  limiter: RateLimiter,
  options: { clock: () => Date; trustProxy: boolean; tooMany: (minutes: number) => string },
): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.hit(clientAddress(c, options.trustProxy), options.clock());
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return errorResponse(c, 429, ERROR_CODES.tooManyRequests, options.tooMany(minutes));
    }
    await next();
  };
}
