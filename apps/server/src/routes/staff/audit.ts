import { auditQuerySchema } from "@comptoir/contracts/catalogue-requests";
import type { Db } from "@comptoir/db";
import { Hono } from "hono";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import { auditPage } from "../../services/audit/audit-reading.ts";

/**
 * /v2/staff/audit (ADR 052): who of the team changed what and when, for the owners alone; newest
 * first, filtered by thing (`subject`), person (`staff`, an id) or kind of action (`action`, a
 * prefix), in pages of 50 continued with `before`.
 */
export function staffAuditRoutes({ db, clock }: { db: Db; clock: () => Date }) {
  return new Hono({ strict: false }).get(
    "/",
    staffOnly({ db, clock }, { role: "owner" }),
    validate("query", auditQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "success" as const, payload: await auditPage(db, c.req.valid("query")) });
    },
  );
}
