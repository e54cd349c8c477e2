import { ERROR_CODES } from "@comptoir/contracts";
import { tooManyRequestsText } from "@comptoir/messages";
import type { Context, MiddlewareHandler } from "hono";
import type { RateLimiter } from "../services/rate-limit.ts";
import { errorResponse } from "./api-error.ts";
import { clientAddress, UNKNOWN_CLIENT } from "./client-address.ts";

/**
 * The one "too many requests" answer: 429 `too_many_requests`, `Retry-After` in seconds, and a
 * French sentence saying what was too much (`tooMany`, from the message catalogue) and the minutes
 * to wait.
 */
function tooManyRequests(c: Context, retryAfterSeconds: number, tooMany: string) {
  c.header("Retry-After", String(retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return errorResponse(c, 429, ERROR_CODES.tooManyRequests, tooManyRequestsText(tooMany, minutes));
}

/** Counts one request against `limiter` under `key`: past the limit, the 429 answer; else null. */
export async function overLimit(
  c: Context,
  limiter: RateLimiter,
  key: string,
  options: { clock: () => Date; tooMany: string },
): Promise<Response | null> {
  const decision = await limiter.hit(key, options.clock());
  return decision.allowed ? null : tooManyRequests(c, decision.retryAfterSeconds, options.tooMany);
}

/**
 * Counts the request against `limiter` for its client (see client-address.ts); past the limit,
 * answers with `tooManyRequests`. Mounted after the validators, so malformed requests are refused
 * before they count.
 */
export function rateLimited(
  limiter: RateLimiter,
  options: {
    clock: () => Date;
    trustProxy: number;
    /** What was too much ("Trop de tentatives."), from the message catalogue. */
    tooMany: string;
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
    const refused = await overLimit(c, limiter, client, options);
    if (refused) return refused;
    await next();
  };
}
