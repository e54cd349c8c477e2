import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client of a request that reached us with no way to tell who sent it (in-process calls). */
export const UNKNOWN_CLIENT = "inconnu";

/**
 * Who is asking, for rate limits: the socket's peer address, else "inconnu" (requests made
 * in-process by the pages have no socket). Behind a proxy or a load balancer (`trustProxy`, set by
 * TRUST_PROXY) every request comes from the proxy: then the first address of `X-Forwarded-For`,
 * which the proxy sets, names the client. Without a proxy that header is the client's own word and
 * is ignored, or anyone could reset their counter by changing it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  if (forwarded) return forwarded.slice(0, 100);
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}
