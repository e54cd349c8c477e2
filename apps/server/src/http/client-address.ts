import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client of a request that reached us with no way to tell who sent it (in-process calls). */
export const UNKNOWN_CLIENT = "inconnu";

/**
 * Who is asking, for rate limits: the first address of `X-Forwarded-For` when a proxy set it, else
 * the socket's peer address, else "inconnu" (requests made in-process by the pages have no socket).
 * Behind no proxy a client can forge `X-Forwarded-For`; see docs/decisions for why this is accepted.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}
