import type { Context } from "hono";
import type { PublicBody } from "../services/catalog.ts";

/**
 * Public reads may be kept by browsers and a CDN for a short while, and served stale while they
 * revalidate; a matching If-None-Match costs a 304 and no body.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=300";

export function sendPublicBody(c: Context, { body, etag }: PublicBody) {
  c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
  c.header("ETag", etag);
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) return c.body(null, 304);
  c.header("Content-Type", "application/json; charset=UTF-8");
  return c.body(body, 200);
}
