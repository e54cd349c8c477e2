import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client of a request that reached us with no way to tell who sent it (in-process calls). */
export const UNKNOWN_CLIENT = "inconnu";

/**
 * Who is asking, for rate limits: the socket's peer address, else "inconnu" (requests made
 * in-process by the pages have no socket). Behind `trustedProxies` proxies or load balancers
 * (TRUST_PROXY) every request comes from the last of them: then the client is the address the
 * first trusted proxy appended to `X-Forwarded-For`, the `trustedProxies`-th from the right. Each
 * proxy appends the address it was reached from, so everything left of that is the client's own
 * word (a forged chain) and is never read, or anyone could reset their counter by changing it.
 * A chain shorter than the proxies (a request that went round them) gives the socket's address.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const forwarded =
    trustedProxies > 0 ? forwardedClient(c.req.header("x-forwarded-for"), trustedProxies) : null;
  if (forwarded) return forwarded.slice(0, 100);
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}

/** The entry the first trusted proxy appended: the `trustedProxies`-th from the right, if any. */
function forwardedClient(header: string | undefined, trustedProxies: number): string | null {
  if (!header) return null;
  const entries = header.split(",").map((entry) => entry.trim());
  return entries[entries.length - trustedProxies] || null;
}
