import { MAX_REPORT_DAYS } from "@comptoir/contracts/report-constants";
import { isLocalDate } from "@comptoir/domain";
import { fill, reports as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { HeatMap } from "../components/reports/heat-map.tsx";
import { ReportExports } from "../components/reports/report-exports.tsx";
import { ReportsFrame } from "../components/reports/reports-frame.tsx";
import { RevenueChart } from "../components/reports/revenue-chart.tsx";
import { SalesFigures } from "../components/reports/sales-figures.tsx";
import {
  DiscountsTable,
  IncidentsTable,
  PaymentTables,
  TillFigure,
  VatTable,
} from "../components/reports/sales-tables.tsx";
import { SoldTables } from "../components/reports/sold-tables.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { mediumDateOf } from "../lib/reports/report-format.ts";
import {
  daysBetween,
  monthOf,
  type Period,
  type PeriodKind,
  periodFromSearch,
  periodSearch,
  shiftPeriod,
  weekOf,
} from "../lib/reports/report-period.ts";
import { todayServiceDay } from "../lib/reports/service-day.server.ts";
import { useReport } from "../lib/reports/use-report.ts";
import { useReportsSession } from "../lib/reports/use-reports-api.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/reports-period";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.periodTitle);
}

/** Today's service day on the shop's clock, which the page shows unless its address names another. */
export async function loader({ context }: Route.LoaderArgs) {
  return { today: await todayServiceDay(context) };
}

const fieldClass = "min-h-12 rounded-xl border border-line bg-ink px-4 text-lg text-cream";
const buttonClass = "min-h-12 rounded-full border-2 border-cream px-5 font-bold";
const KINDS: [PeriodKind, string][] = [
  ["week", text.week],
  ["month", text.month],
  ["custom", text.custom],
];

/** Why a custom period cannot be asked for, or null. */
function customProblem(from: string, to: string): string | null {
  if (!isLocalDate(from) || !isLocalDate(to)) return null;
  if (daysBetween(from, to) < 0) return text.periodReversed;
  return daysBetween(from, to) + 1 > MAX_REPORT_DAYS ? text.periodTooLong : null;
}

/**
 * /admin/rapports/periode, the owner's: a week, a month or the owner's own days
 * (`?vue=semaine&du=2026-11-23`): the totals against the period before, the revenue per day, the
 * orders per hour and weekday, the dishes and options sold, the exports.
 */
export default function ReportsPeriod({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const shop = useShop();
  const { token, isOwner, api, endSession } = useReportsSession();
  // Not useSearchParams: see reports-day.tsx.
  const navigate = useNavigate();
  const period = periodFromSearch(new URLSearchParams(useLocation().search), today);
  const [custom, setCustom] = useState({ from: period.from, to: period.to });
  const problem = customProblem(custom.from, custom.to);

  useEffect(() => setCustom({ from: period.from, to: period.to }), [period.from, period.to]);

  // The token in the key: another member signing in on the tablet reads the report afresh.
  const load = useReport(
    token && isOwner ? () => api.period(period.from, period.to) : null,
    `${token}:${period.from}:${period.to}`,
    endSession,
  );

  const show = (next: Period) => navigate(periodSearch(next));
  function choose(kind: PeriodKind) {
    if (kind === "week") show(weekOf(period.from));
    else if (kind === "month") show(monthOf(period.from));
    else show({ kind, from: period.from, to: period.to });
  }
  const report = load.kind === "ready" ? load.report : null;

  return (
    <ReportsFrame isOwner={isOwner}>
      <div className="report-sheet flex min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-3 print:hidden">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 font-semibold">{text.periodKind}</legend>
            {KINDS.map(([kind, label]) => (
              <label
                key={kind}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${period.kind === kind ? "border-cream bg-cream text-ink" : "border-line"}`}
              >
                <input
                  type="radio"
                  name="rapport-vue"
                  value={kind}
                  checked={period.kind === kind}
                  onChange={() => choose(kind)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {period.kind === "custom" ? (
            <form
              aria-label={text.custom}
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (!problem && isLocalDate(custom.from) && isLocalDate(custom.to))
                  show({ kind: "custom", ...custom });
              }}
            >
              <div className="flex flex-col gap-1">
                <label htmlFor="rapport-du" className="font-semibold">
                  {text.from}
                </label>
                <input
                  id="rapport-du"
                  type="date"
                  required
                  value={custom.from}
                  onChange={(event) => setCustom((now) => ({ ...now, from: event.target.value }))}
                  className={fieldClass}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="rapport-au" className="font-semibold">
                  {text.to}
                </label>
                <input
                  id="rapport-au"
                  type="date"
                  required
                  value={custom.to}
                  aria-describedby={problem ? "rapport-periode-probleme" : undefined}
                  onChange={(event) => setCustom((now) => ({ ...now, to: event.target.value }))}
                  className={fieldClass}
                />
              </div>
              <button type="submit" className="min-h-12 rounded-full bg-accent px-6 font-bold text-ink">
                {text.dayShow}
              </button>
              {problem ? (
                <p
                  id="rapport-periode-probleme"
                  role="alert"
                  className="basis-full font-semibold text-danger"
                >
                  {problem}
                </p>
              ) : null}
            </form>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass} onClick={() => show(shiftPeriod(period, -1))}>
              {text.previousPeriod}
            </button>
            <button type="button" className={buttonClass} onClick={() => show(shiftPeriod(period, 1))}>
              {text.nextPeriod}
            </button>
            <button type="button" onClick={() => window.print()} className={buttonClass}>
              {text.printA4}
            </button>
          </div>
        </div>

        <div className="flex flex-col gap-1">
          <p className="hidden font-bold print:block">{shop.restaurantName}</p>
          <h2 className="text-2xl font-black" data-testid="report-period">
            {fill(text.periodHeading, { from: mediumDateOf(period.from), to: mediumDateOf(period.to) })}
          </h2>
          <p className="text-muted">
            {fill(text.periodDays, { count: daysBetween(period.from, period.to) + 1 })}
            {report
              ? ` · ${fill(text.changeAgainst, {
                  from: mediumDateOf(report.previous.from),
                  to: mediumDateOf(report.previous.to),
                })}`
              : null}
          </p>
        </div>

        {load.kind === "failed" ? <FormMessages problem={load.message} /> : null}
        {load.kind === "loading" ? <p className="text-muted">{text.loading}</p> : null}
        {report ? (
          <>
            <SalesFigures totals={report.totals} previous={report.previous.totals} />
            <RevenueChart days={report.days} />
            <HeatMap heat={report.heat} />
            <SoldTables report={report} />
            <VatTable totals={report.totals} />
            <PaymentTables totals={report.totals} />
            <div className="grid gap-6 lg:grid-cols-2">
              <DiscountsTable totals={report.totals} />
              <IncidentsTable totals={report.totals} />
            </div>
            <TillFigure totals={report.totals} />
            <ReportExports api={api} from={report.from} to={report.to} onUnauthorized={endSession} />
          </>
        ) : null}
      </div>
    </ReportsFrame>
  );
}
