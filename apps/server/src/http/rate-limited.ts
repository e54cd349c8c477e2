import { ERROR_CODES } from "@comptoir/contracts";
import type { MiddlewareHandler } from "hono";
import type { RateLimiter } from "../services/rate-limit.ts";
import { errorResponse } from "./api-error.ts";
import { clientAddress, UNKNOWN_CLIENT } from "./client-address.ts";

/**
 * Counts the request against `limiter` for its client (see client-address.ts); past the limit,
 * answers 429 `too_many_requests` with `Retry-After` and a French sentence giving the minutes to
 * wait. Mounted after the validators, so malformed requests are refused before they count.
 */
export function rateLimited(
  limiter: RateLimiter,
  options: {
    clock: () => Date;
    trustProxy: boolean;
    tooMany: (minutes: number) => string;
    /**
     * Calls made inside the server (no socket, client "inconnu") are not counted: every request
     * from the network has an address, so only the server itself and tests are spared.
     */
    spareInProcess?: boolean;
  },
): MiddlewareHandler {
  return async (c, next) => {
    const client = clientAddress(c, options.trustProxy);
    if (options.spareInProcess && client === UNKNOWN_CLIENT) return next();
    const decision = await limiter.hit(client, options.clock());
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return errorResponse(c, 429, ERROR_CODES.tooManyRequests, options.tooMany(minutes));
    }
    await next();
  };
}
