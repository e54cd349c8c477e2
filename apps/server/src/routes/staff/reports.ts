import {
  dayReportQuerySchema,
  ERROR_CODES,
  periodQuerySchema,
  REPORT_EXPORTS,
  type ReportExport,
} from "@comptoir/contracts";
import type { Db } from "@comptoir/db";
import { reportChecks } from "@comptoir/messages";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { Catalog } from "../../services/catalog.ts";
import { exportFileName, exportStream } from "../../services/reports/report-exports.ts";
import { dayReport, periodReport, type ReportClock, reportPeriod } from "../../services/reports/reports.ts";
import { restaurantOf } from "../../services/restaurant.ts";

/** `orders.csv`: the export's name, then its one format; null for anything else. */
function exportOf(file: string): ReportExport | null {
  const name = /^(.+)\.csv$/.exec(file)?.[1];
  return REPORT_EXPORTS.find((known) => known === name) ?? null;
}

/** An unknown export is a 404 whatever its query. */
const knownExport = createMiddleware(async (c, next) => {
  if (!exportOf(c.req.param("file") ?? ""))
    return errorResponse(c, 404, ERROR_CODES.notFound, reportChecks.exportUnknown);
  await next();
});

/**
 * /v2/staff/reports (ADR 066): the owner's day and period reports and the period's CSV exports,
 * read from the orders as sold. Owners only; nothing is cached on the way.
 */
export function staffReportsRoutes({ db, clock, catalog }: { db: Db; clock: () => Date; catalog: Catalog }) {
  const reportClock = async (): Promise<ReportClock> => {
    const restaurant = restaurantOf(await catalog.snapshot());
    return { timeZone: restaurant.timeZone, dayClosesAt: restaurant.reports.dayClosesAt };
  };
  return new Hono({ strict: false })
    .use(staffOnly({ db, clock }, { role: "owner" }))
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .get("/day", validate("query", dayReportQuerySchema), async (c) => {
      const payload = await dayReport(db, c.req.valid("query").date, await reportClock());
      return c.json({ status: "success" as const, payload });
    })

    .get("/period", validate("query", periodQuerySchema), async (c) => {
      const { from, to } = c.req.valid("query");
      const period = reportPeriod(from, to);
      if (!period.ok) return errorResponse(c, 400, ERROR_CODES.invalidInput, period.message);
      const payload = await periodReport(db, period.period, await reportClock(), clock());
      return c.json({ status: "success" as const, payload });
    })

    .get("/exports/:file", knownExport, validate("query", periodQuerySchema), async (c) => {
      const kind = exportOf(c.req.param("file")) as ReportExport;
      const { from, to } = c.req.valid("query");
      const period = reportPeriod(from, to);
      if (!period.ok) return errorResponse(c, 400, ERROR_CODES.invalidInput, period.message);
      const stream = exportStream(db, kind, period.period, await reportClock());
      return c.body(stream, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(kind, period.period)}"`,
      });
    });
}
