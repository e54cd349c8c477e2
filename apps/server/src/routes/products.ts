import {
  ERROR_CODES,
  menuIdParamSchema,
  type ProductAddedPayload,
  productsQuerySchema,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { menuApi } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../http/api-error.ts";
import { rateLimited } from "../http/rate-limited.ts";
import { validate } from "../http/validate.ts";
import { countItemAdd, menuExists } from "../services/item-adds.ts";
import { createRateLimiter, type RateLimitPolicy } from "../services/rate-limit.ts";

/**
 * Far more than a customer adds while ordering, even for a group; past it the additions are simply
 * not counted (the storefront ignores the answer), so one client cannot push an item up the list.
 */
const PRODUCT_ADD_RATE_LIMIT: RateLimitPolicy = {
  name: "product-add",
  limit: 60,
  windowMs: 10 * 60_000,
};

/**
 * GET /v2/public/products/{menu id}?item={item id}: fired by the storefront each time an item goes
 * into the cart (docs/product.md#cart, answer unused). It counts the addition for the popular list (ADR 022) and answers
 * a small acknowledgement; without `?item=` it counts nothing and still answers 200, as the
 * storefront ignores the answer (an unknown menu stays a 404). A write, though a GET: never cached,
 * so that every addition reaches the server, and rate-limited per client like the other public
 * writes.
 */
export function productsRoutes({ db, clock, trustProxy }: { db: Db; clock: () => Date; trustProxy: number }) {
  const limiter = createRateLimiter(db, PRODUCT_ADD_RATE_LIMIT);
  return new Hono({ strict: false }).get(
    "/:menuId",
    async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    },
    validate("param", menuIdParamSchema),
    validate("query", productsQuerySchema),
    rateLimited(limiter, { clock, trustProxy, tooMany: menuApi.tooManyAdds }),
    async (c) => {
      const { menuId } = c.req.valid("param");
      const { item: itemId } = c.req.valid("query");
      if (itemId === undefined) {
        if (!(await menuExists(db, menuId))) {
          return errorResponse(c, 404, ERROR_CODES.notFound, menuApi.menuNotFound);
        }
        const payload: ProductAddedPayload = { menu_id: menuId, item_id: null, added: false };
        return c.json({ status: "success" as const, payload });
      }
      const outcome = await countItemAdd(db, { menuId, itemId, now: clock() });
      if (outcome === "unknown_menu")
        return errorResponse(c, 404, ERROR_CODES.notFound, menuApi.menuNotFound);
      if (outcome === "not_in_menu") {
        return errorResponse(c, 404, ERROR_CODES.itemNotInMenu, menuApi.itemNotInMenu);
      }
      const payload: ProductAddedPayload = { menu_id: menuId, item_id: itemId, added: true };
      return c.json({ status: "success" as const, payload });
    },
  );
}
