import type { CountedAmount, SalesTotalsPayload } from "@comptoir/contracts";
import { reports as text } from "@comptoir/messages";
import { ratePercent, reportCount, reportEuros } from "../../lib/reports/report-format.ts";
import { FigureTable, ReportSection } from "./report-table.tsx";

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
    <FigureTable
      caption={caption}
      columns={[{ label: head }, { label: text.amount, figure: true }]}
      rows={rows.map(([label, amount]) => ({ key: label, label, cells: [reportEuros(amount)] }))}
    />
  );
}

/** The VAT per rate with its total row: the accountant's table. */
export function VatTable({ totals }: { totals: SalesTotalsPayload }) {
  return (
    <ReportSection id="rapport-tva" title={text.vatTitle}>
      {totals.rates.length === 0 ? (
        <p className="text-muted">{text.noSales}</p>
      ) : (
        <FigureTable
          caption={text.vatTitle}
          testId="vat-table"
          columns={[
            { label: text.rate },
            { label: text.excludingTaxShort, figure: true },
            { label: text.taxShort, figure: true },
            { label: text.includingTaxShort, figure: true },
          ]}
          rows={totals.rates.map((rate) => ({
            key: String(rate.rate_basis_points),
            label: <span className="whitespace-nowrap">{ratePercent(rate.rate_basis_points)}</span>,
            cells: [reportEuros(rate.excluding_tax), reportEuros(rate.tax), reportEuros(rate.including_tax)],
          }))}
          total={{
            key: "total",
            label: text.total,
            cells: [
              reportEuros(totals.excluding_tax),
              reportEuros(totals.tax),
              reportEuros(totals.including_tax),
            ],
          }}
        />
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

/** A count and an amount per row: the discounts, the orders refused, cancelled and refunded. */
const countedColumns = (head: string) => [
  { label: head },
  { label: text.count, figure: true },
  { label: text.amount, figure: true },
];

/** The discounts given, per offer (a coupon said so). */
export function DiscountsTable({ totals }: { totals: SalesTotalsPayload }) {
  return (
    <ReportSection id="rapport-remises" title={text.discountsTitle}>
      {totals.discounts.length === 0 ? (
        <p className="text-muted">{text.noDiscounts}</p>
      ) : (
        <FigureTable
          caption={text.discountsTitle}
          columns={countedColumns(text.discount)}
          rows={totals.discounts.map((discount) => ({
            key: `${discount.offer_id ?? "remise"}-${discount.name}`,
            label: (
              <>
                {discount.name}
                {discount.coupon ? <span className="text-muted"> ({text.coupon})</span> : null}
              </>
            ),
            cells: [reportCount(discount.count), reportEuros(discount.amount)],
          }))}
        />
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
      <FigureTable
        caption={text.incidentsTitle}
        columns={countedColumns(text.orders)}
        rows={rows.map(([label, counted]) => ({
          key: label,
          label,
          cells: [reportCount(counted.count), reportEuros(counted.amount)],
        }))}
      />
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
