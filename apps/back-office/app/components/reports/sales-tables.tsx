import type { CountedAmount, SalesTotalsPayload } from "@comptoir/contracts";
import { reports as text } from "@comptoir/messages";
import { ratePercent, reportCount, reportEuros } from "../../lib/reports/report-format.ts";
import { cellClass, figureClass, headClass, ReportSection, tableClass } from "./report-table.tsx";

/** Two columns, a label and an amount: the means of payment, the modes. */
function AmountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: [label: string, amount: number][];
}) {
  return (
    <table className={tableClass}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            {head}
          </th>
          <th scope="col" className={`${headClass} ${figureClass}`}>
            {text.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {label}
            </th>
            <td className={`${cellClass} ${figureClass}`}>{reportEuros(amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The VAT per rate with its total row: the accountant's table. */
export function VatTable({ totals }: { totals: SalesTotalsPayload }) {
  return (
    <ReportSection id="rapport-tva" title={text.vatTitle}>
      {totals.rates.length === 0 ? (
        <p className="text-muted">{text.noSales}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass} data-testid="vat-table">
            <caption className="sr-only">{text.vatTitle}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {text.rate}
                </th>
                <th scope="col" className={`${headClass} ${figureClass}`}>
                  {text.excludingTaxShort}
                </th>
                <th scope="col" className={`${headClass} ${figureClass}`}>
                  {text.taxShort}
                </th>
                <th scope="col" className={`${headClass} ${figureClass}`}>
                  {text.includingTaxShort}
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.rates.map((rate) => (
                <tr key={rate.rate_basis_points}>
                  <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                    {ratePercent(rate.rate_basis_points)}
                  </th>
                  <td className={`${cellClass} ${figureClass}`}>{reportEuros(rate.excluding_tax)}</td>
                  <td className={`${cellClass} ${figureClass}`}>{reportEuros(rate.tax)}</td>
                  <td className={`${cellClass} ${figureClass}`}>{reportEuros(rate.including_tax)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-black">
                <th scope="row" className="py-2 pr-3 text-left">
                  {text.total}
                </th>
                <td className={`py-2 pr-3 ${figureClass}`}>{reportEuros(totals.excluding_tax)}</td>
                <td className={`py-2 pr-3 ${figureClass}`}>{reportEuros(totals.tax)}</td>
                <td className={`py-2 ${figureClass}`}>{reportEuros(totals.including_tax)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </ReportSection>
  );
}

/** Means of payment and modes, side by side when there is room. */
export function PaymentTables({ totals }: { totals: SalesTotalsPayload }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ReportSection id="rapport-paiements" title={text.paymentsTitle}>
        <AmountTable
          caption={text.paymentsTitle}
          head={text.paymentMethod}
          rows={[
            [text.card, totals.payment_methods.card],
            [text.cash, totals.payment_methods.cash],
          ]}
        />
      </ReportSection>
      <ReportSection id="rapport-modes" title={text.modesTitle}>
        <AmountTable
          caption={text.modesTitle}
          head={text.mode}
          rows={[
            [text.pickup, totals.modes.pickup],
            [text.delivery, totals.modes.delivery],
          ]}
        />
        <p className="text-muted">
          {text.deliveryFees} :{" "}
          <span className="font-bold text-cream">{reportEuros(totals.delivery_fees)}</span> ·{" "}
          {text.deliveryFeesHint}
        </p>
      </ReportSection>
    </div>
  );
}

/** The discounts given, per offer (a coupon said so). */
export function DiscountsTable({ totals }: { totals: SalesTotalsPayload }) {
  return (
    <ReportSection id="rapport-remises" title={text.discountsTitle}>
      {totals.discounts.length === 0 ? (
        <p className="text-muted">{text.noDiscounts}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{text.discountsTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                {text.discount}
              </th>
              <th scope="col" className={`${headClass} ${figureClass}`}>
                {text.count}
              </th>
              <th scope="col" className={`${headClass} ${figureClass}`}>
                {text.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.discounts.map((discount) => (
              <tr key={`${discount.offer_id ?? "remise"}-${discount.name}`}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {discount.name}
                  {discount.coupon ? <span className="text-muted"> ({text.coupon})</span> : null}
                </th>
                <td className={`${cellClass} ${figureClass}`}>{reportCount(discount.count)}</td>
                <td className={`${cellClass} ${figureClass}`}>{reportEuros(discount.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportSection>
  );
}

/** Orders refused, cancelled and refunded: how many, and what they held. */
export function IncidentsTable({ totals }: { totals: SalesTotalsPayload }) {
  const rows: [string, CountedAmount][] = [
    [text.refused, totals.refused],
    [text.cancelled, totals.cancelled],
    [text.refunded, totals.refunded],
  ];
  return (
    <ReportSection id="rapport-incidents" title={text.incidentsTitle}>
      <table className={tableClass}>
        <caption className="sr-only">{text.incidentsTitle}</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {text.orders}
            </th>
            <th scope="col" className={`${headClass} ${figureClass}`}>
              {text.count}
            </th>
            <th scope="col" className={`${headClass} ${figureClass}`}>
              {text.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, counted]) => (
            <tr key={label}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {label}
              </th>
              <td className={`${cellClass} ${figureClass}`}>{reportCount(counted.count)}</td>
              <td className={`${cellClass} ${figureClass}`}>{reportEuros(counted.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}

/** The cash to be found in the till: what the owner counts at closing. */
export function TillFigure({ totals }: { totals: SalesTotalsPayload }) {
  return (
    <section aria-labelledby="rapport-caisse" className="rounded-2xl border-2 border-cream p-4">
      <h2 id="rapport-caisse" className="text-xl font-black">
        {text.till}
      </h2>
      <p className="text-3xl font-black tabular-nums" data-testid="report-till">
        {reportEuros(totals.till)}
      </p>
      <p className="text-sm text-muted">{text.tillHint}</p>
    </section>
  );
}
