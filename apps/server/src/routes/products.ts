import { menuIdParamSchema } from "@comptoir/contracts";
import { menuApi } from "@comptoir/messages";
import { Hono } from "hono";
import { ERROR_CODES, errorResponse } from "../http/api-error.ts";
import { sendPublicBody } from "../http/public-body.ts";
import { validate } from "../http/validate.ts";
import type { Catalog } from "../services/catalog.ts";

/** GET /v2/public/products/{menu id}: the items of one menu (the storefront calls it on add). */
export function productsRoutes(catalog: Catalog) {
  return new Hono({ strict: false }).get("/:menuId", validate("param", menuIdParamSchema), async (c) => {
    const { menuId } = c.req.valid("param");
    const products = await catalog.products(menuId);
    if (!products) return errorResponse(c, 404, ERROR_CODES.notFound, menuApi.menuNotFound);
    return sendPublicBody(c, products);
  });
}
