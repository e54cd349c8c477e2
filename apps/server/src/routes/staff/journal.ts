import { ERROR_CODES, journalArchiveParamSchema } from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { journalArchiveApi } from "@comptoir/messages";
import { Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { Catalog } from "../../services/catalog.ts";
import { archiveFileName, journalArchive } from "../../services/journal/archive.ts";
import { journalStatus } from "../../services/journal/journal-status.ts";
import type { ShopKey } from "../../services/journal/shop-key.ts";
import { restaurantOf } from "../../services/restaurant.ts";

/**
 * /v2/staff/journal (ADR 066, 071), for the owners alone: the sales journal's status, and each
 * closed period's archive, signed with the shop's key, as a file to keep.
 */
export function staffJournalRoutes({
  db,
  clock,
  catalog,
  shopKey,
}: {
  db: Db;
  clock: () => Date;
  catalog: Catalog;
  shopKey: ShopKey;
}) {
  return new Hono({ strict: false })
    .use(staffOnly({ db, clock }, { role: "owner" }))
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .get("/", async (c) => c.json({ status: "success" as const, payload: await journalStatus(db, shopKey) }))

    .get("/archives/:closes", validate("param", journalArchiveParamSchema), async (c) => {
      const { closes } = c.req.valid("param");
      const shopName = restaurantOf(await catalog.snapshot()).name;
      const made = await journalArchive(db, closes, { shopName, key: shopKey });
      if (!made.ok && made.refused === "not_closed")
        return errorResponse(c, 404, ERROR_CODES.notFound, journalArchiveApi.notClosed);
      if (!made.ok) {
        // The closing is written and its chain row follows within a second (the chainer's sweep).
        c.header("Retry-After", "1");
        return errorResponse(c, 503, ERROR_CODES.serviceUnavailable, journalArchiveApi.notChainedYet);
      }
      c.header("Content-Disposition", `attachment; filename="${archiveFileName(closes)}"`);
      return c.body(`${JSON.stringify(made.archive, null, 2)}\n`, 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
    });
}
