import type { SalesTotalsPayload } from "@comptoir/contracts";
import { fill, reports as text } from "@comptoir/messages";
import { changeOf, reportCount, reportEuros } from "../../lib/reports/report-format.ts";

const CHANGE_CLASSES = {
  up: "text-success",
  down: "text-danger",
  same: "text-muted",
  none: "text-muted",
} as const;

/** One headline figure, with its change against the period before when there is one. */
function Figure({
  label,
  value,
  current,
  previous,
  previousValue,
  className = "",
}: {
  className?: string;
  label: string;
  value: string;
  current: number;
  previous?: number;
  previousValue?: string;
}) {
  const change = previous === undefined ? null : changeOf(current, previous);
  return (
    <div className={`flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-panel p-4 ${className}`}>
      <dt className="text-muted">{label}</dt>
      <dd className="text-3xl font-black tabular-nums">{value}</dd>
      {change ? (
        <dd className="text-sm" data-testid="report-change">
          {/* The sign and the colour for the eye; the words for a screen reader. */}
          <span aria-hidden="true" className={`font-bold ${CHANGE_CLASSES[change.direction]}`}>
            {change.short}
          </span>
          <span className="sr-only">{change.words}</span>
          {previousValue ? (
            <span className="text-muted"> · {fill(text.previousValue, { value: previousValue })}</span>
          ) : null}
        </dd>
      ) : null}
    </div>
  );
}

/**
 * The three numbers an owner looks at first (revenue, orders, average ticket), then the revenue
 * without VAT and the VAT; against the period before when given one.
 */
export function SalesFigures({
  totals,
  previous,
}: {
  totals: SalesTotalsPayload;
  previous?: SalesTotalsPayload;
}) {
  return (
    <section aria-labelledby="rapport-chiffres" className="flex flex-col gap-3">
      <h2 id="rapport-chiffres" className="sr-only">
        {text.figures}
      </h2>
      {/* On a phone the revenue takes the whole line, the orders and the average ticket share one. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          className="col-span-2 sm:col-span-1"
          label={text.revenue}
          value={reportEuros(totals.including_tax)}
          current={totals.including_tax}
          previous={previous?.including_tax}
          previousValue={previous ? reportEuros(previous.including_tax) : undefined}
        />
        <Figure
          label={text.orders}
          value={reportCount(totals.sales.count)}
          current={totals.sales.count}
          previous={previous?.sales.count}
          previousValue={previous ? reportCount(previous.sales.count) : undefined}
        />
        <Figure
          label={text.averageTicket}
          value={reportEuros(totals.average_ticket)}
          current={totals.average_ticket}
          previous={previous?.average_ticket}
          previousValue={previous ? reportEuros(previous.average_ticket) : undefined}
        />
      </dl>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-muted">
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex gap-2">
            <dt>{text.excludingTax}</dt>
            <dd className="font-bold text-cream tabular-nums">{reportEuros(totals.excluding_tax)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>{text.tax}</dt>
            <dd className="font-bold text-cream tabular-nums">{reportEuros(totals.tax)}</dd>
          </div>
        </dl>
        <p>{text.netHint}</p>
      </div>
    </section>
  );
}
