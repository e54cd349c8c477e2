import { Hono } from "hono";
import { sendPublicBody } from "../http/public-body.ts";
import type { Catalog } from "../services/catalog.ts";

/** GET /v2/public/menus: every menu with its hours, categories and items, open flags as of now. */
export function menusRoutes(catalog: Catalog, clock: () => Date) {
  return new Hono({ strict: false }).get("/", async (c) => sendPublicBody(c, await catalog.menus(clock())));
}
