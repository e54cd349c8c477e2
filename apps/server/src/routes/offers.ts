import { Hono } from "hono";
import { sendPublicBody } from "../http/public-body.ts";
import type { Catalog } from "../services/catalog.ts";

/** GET /v2/public/offers: the automatic offers in their reduced public form. */
export function offersRoutes(catalog: Catalog) {
  return new Hono({ strict: false }).get("/", async (c) => sendPublicBody(c, await catalog.offers()));
}
