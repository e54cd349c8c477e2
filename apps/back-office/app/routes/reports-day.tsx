import type { DayReportPayload } from "@comptoir/contracts";
import { addDays, isLocalDate } from "@comptoir/domain";
import { fill, reports as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ReportExports } from "../components/reports/report-exports.tsx";
import { ReportsFrame } from "../components/reports/reports-frame.tsx";
import { SalesFigures } from "../components/reports/sales-figures.tsx";
import { SalesJournal } from "../components/reports/sales-journal.tsx";
import {
  DiscountsTable,
  IncidentsTable,
  PaymentTables,
  TillFigure,
  VatTable,
} from "../components/reports/sales-tables.tsx";
import { TicketZ } from "../components/reports/ticket-z.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { instantParts, longDateOf } from "../lib/reports/report-format.ts";
import { todayServiceDay } from "../lib/reports/service-day.server.ts";
import { useReport } from "../lib/reports/use-report.ts";
import { useReportsSession } from "../lib/reports/use-reports-api.ts";
import { useTicketZPrinter } from "../lib/reports/use-ticket-z-printer.ts";
import { useShop, useShopClock } from "../lib/shop.ts";
import type { Route } from "./+types/reports-day";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.dayTitle);
}

/** Today's service day on the shop's clock, which the page shows unless its address names another. */
export async function loader({ context }: Route.LoaderArgs) {
  return { today: await todayServiceDay(context) };
}

const fieldClass = "min-h-12 rounded-xl border border-line bg-ink px-4 text-lg text-cream";
const buttonClass = "min-h-12 rounded-full border-2 border-cream px-5 font-bold";

/**
 * /admin/rapports, the owner's: a service day's report (today's by default, on the shop's clock;
 * `?jour=2026-11-24` for another), its exports, its ticket Z, its A4 print, and the sales journal.
 */
export default function ReportsDay({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const shop = useShop();
  const shopNow = useShopClock();
  const { token, isOwner, api, endSession } = useReportsSession();
  // The location and navigate the frame already uses, rather than useSearchParams: the board's first
  // load carries what every page shares, and this keeps React Router's search helpers out of it.
  const navigate = useNavigate();
  const asked = new URLSearchParams(useLocation().search).get("jour") ?? "";
  const date = isLocalDate(asked) ? asked : today;
  const [picked, setPicked] = useState(date);
  const printer = useTicketZPrinter();

  useEffect(() => setPicked(date), [date]);

  // The token in the key: another member signing in on the tablet reads the report afresh.
  const load = useReport(token && isOwner ? () => api.day(date) : null, `${token}:${date}`, endSession);

  const show = (day: string) => navigate(day === today ? "." : `?${new URLSearchParams({ jour: day })}`);
  const report = load.kind === "ready" ? load.report : null;

  return (
    <ReportsFrame isOwner={isOwner}>
      <div className={`report-sheet flex flex-col gap-6 ${printer.printing ? "print:hidden" : ""}`}>
        <form
          aria-label={text.dayPicker}
          className="flex flex-wrap items-end gap-2 print:hidden"
          onSubmit={(event) => {
            event.preventDefault();
            if (isLocalDate(picked)) show(picked);
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="rapport-jour" className="font-semibold">
              {text.dayPicker}
            </label>
            <input
              id="rapport-jour"
              type="date"
              value={picked}
              required
              onChange={(event) => setPicked(event.target.value)}
              className={fieldClass}
            />
          </div>
          <button type="submit" className="min-h-12 rounded-full bg-accent px-6 font-bold text-ink">
            {text.dayShow}
          </button>
          <button type="button" className={buttonClass} onClick={() => show(addDays(date, -1))}>
            {text.previousDay}
          </button>
          <button type="button" className={buttonClass} onClick={() => show(addDays(date, 1))}>
            {text.nextDay}
          </button>
          {date === today ? null : (
            <button type="button" className={buttonClass} onClick={() => show(today)}>
              {text.today}
            </button>
          )}
        </form>

        <div className="flex flex-col gap-1">
          <p className="hidden font-bold print:block">{shop.restaurantName}</p>
          <h2 className="text-2xl font-black" data-testid="report-day">
            {fill(text.dayHeading, { date: longDateOf(date) })}
          </h2>
          {report ? <DayState report={report} timeZone={shop.timeZone} /> : null}
        </div>

        {load.kind === "failed" ? <FormMessages problem={load.message} /> : null}
        {load.kind === "loading" ? <p className="text-muted">{text.loading}</p> : null}
        {report ? (
          <>
            <div className="flex flex-wrap gap-2 print:hidden">
              <button
                type="button"
                onClick={printer.print}
                className="min-h-12 rounded-full bg-accent px-6 font-bold text-ink"
              >
                {text.printZ}
              </button>
              <button type="button" onClick={() => window.print()} className={buttonClass}>
                {text.printA4}
              </button>
            </div>
            <SalesFigures totals={report.totals} />
            <TillFigure totals={report.totals} />
            <VatTable totals={report.totals} />
            <PaymentTables totals={report.totals} />
            <div className="grid gap-6 lg:grid-cols-2">
              <DiscountsTable totals={report.totals} />
              <IncidentsTable totals={report.totals} />
            </div>
            <ReportExports api={api} from={date} to={date} onUnauthorized={endSession} />
          </>
        ) : null}
        {token && isOwner ? (
          <div className="print:hidden">
            <SalesJournal api={api} timeZone={shop.timeZone} onUnauthorized={endSession} />
          </div>
        ) : null}
      </div>
      {report && printer.printing ? (
        <div className="hidden print:block">
          <TicketZ
            report={report}
            restaurantName={shop.restaurantName}
            timeZone={shop.timeZone}
            printedAt={shopNow()}
          />
        </div>
      ) : null}
    </ReportsFrame>
  );
}

/** Whether the day is closed (its figures final) or still running, and its bounds on the clock. */
function DayState({ report, timeZone }: { report: DayReportPayload; timeZone: string }) {
  const start = instantParts(report.starts_at, timeZone);
  const end = instantParts(report.ends_at, timeZone);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p
        className={`rounded-full px-3 py-1 font-bold ${report.closed ? "bg-cream text-ink" : "border border-line"}`}
        data-testid="report-closed"
      >
        {report.closed ? text.closed : text.open}
      </p>
      <p className="text-muted">
        {report.closed ? text.closedHint : text.openHint}{" "}
        {fill(text.dayBounds, {
          startDate: start.date,
          startTime: start.time,
          endDate: end.date,
          endTime: end.time,
        })}
      </p>
    </div>
  );
}
