import { Hono } from "hono";
import { sendPublicBody } from "../http/public-body.ts";
import type { Catalog } from "../services/catalog.ts";

/** GET /v2/public/settings: the restaurant's settings as name/value pairs. */
export function settingsRoutes(catalog: Catalog) {
  return new Hono({ strict: false }).get("/", async (c) => sendPublicBody(c, await catalog.settings()));
}
