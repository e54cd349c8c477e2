import type { DayReportPayload } from "@comptoir/contracts";
import { fill, reports as text } from "@comptoir/messages";
import {
  instantParts,
  ratePercent,
  reportCount,
  reportEuros,
  shortDateOf,
} from "../../lib/reports/report-format.ts";

const sheet =
  "ticket-sheet mx-auto w-[76mm] max-w-full bg-white p-2 font-mono text-[13px] leading-snug text-black";

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <p className={`flex justify-between gap-2 ${strong ? "font-black" : ""}`}>
      <span>{label}</span>
      <span className="whitespace-nowrap">{value}</span>
    </p>
  );
}

const Rule = () => <hr className="my-2 border-dashed border-black" />;

/**
 * The day's ticket Z on the 80 mm receipt roll, like the board's tickets (back-office.css gives it
 * its paper): the day and whether it is closed, the sales, the VAT per rate, the means of payment
 * and modes, the discounts, the orders refused, cancelled and refunded, and the cash in the till.
 */
export function TicketZ({
  report,
  restaurantName,
  timeZone,
  printedAt,
}: {
  report: DayReportPayload;
  restaurantName: string;
  timeZone: string;
  printedAt: Date;
}) {
  const { totals } = report;
  const start = instantParts(report.starts_at, timeZone);
  const end = instantParts(report.ends_at, timeZone);
  const printed = instantParts(printedAt.toISOString(), timeZone);
  return (
    <section className={sheet} aria-label={text.zTicket} data-testid="ticket-z">
      <p className="text-center font-bold">{restaurantName}</p>
      <p className="text-center text-2xl font-black uppercase">{text.zTicket}</p>
      <p className="text-center font-bold">{fill(text.zTicketDay, { date: shortDateOf(report.date) })}</p>
      <p className="text-center">
        {fill(text.dayBounds, {
          startDate: start.date,
          startTime: start.time,
          endDate: end.date,
          endTime: end.time,
        })}
      </p>
      <p className="mt-1 border-2 border-black p-1 text-center font-black">
        {report.closed ? text.zTicketClosed : text.zTicketOpen}
      </p>
      <Rule />
      <Row
        label={text.zTicketSales}
        value={`${reportCount(totals.sales.count)} · ${reportEuros(totals.sales.amount)}`}
      />
      <Row label={text.averageTicket} value={reportEuros(totals.average_ticket)} />
      <Rule />
      {totals.rates.map((rate) => (
        <div key={rate.rate_basis_points}>
          <p className="font-bold">{fill(text.zTicketRate, { rate: ratePercent(rate.rate_basis_points) })}</p>
          <Row label={text.excludingTaxShort} value={reportEuros(rate.excluding_tax)} />
          <Row label={text.taxShort} value={reportEuros(rate.tax)} />
          <Row label={text.includingTaxShort} value={reportEuros(rate.including_tax)} />
        </div>
      ))}
      <Row
        label={`${text.total} ${text.excludingTaxShort}`}
        value={reportEuros(totals.excluding_tax)}
        strong
      />
      <Row label={`${text.total} ${text.taxShort}`} value={reportEuros(totals.tax)} strong />
      <Row label={text.zTicketNet} value={reportEuros(totals.including_tax)} strong />
      <Rule />
      <Row label={text.card} value={reportEuros(totals.payment_methods.card)} />
      <Row label={text.cash} value={reportEuros(totals.payment_methods.cash)} />
      <Rule />
      <Row label={text.pickup} value={reportEuros(totals.modes.pickup)} />
      <Row label={text.delivery} value={reportEuros(totals.modes.delivery)} />
      <Row label={text.deliveryFees} value={reportEuros(totals.delivery_fees)} />
      {totals.discounts.length > 0 ? (
        <>
          <Rule />
          <p className="font-bold">{text.discountsTitle}</p>
          {totals.discounts.map((discount) => (
            <Row
              key={`${discount.offer_id ?? "remise"}-${discount.name}`}
              label={`${discount.name} × ${reportCount(discount.count)}`}
              value={reportEuros(discount.amount)}
            />
          ))}
        </>
      ) : null}
      <Rule />
      <Row
        label={`${text.refused} × ${reportCount(totals.refused.count)}`}
        value={reportEuros(totals.refused.amount)}
      />
      <Row
        label={`${text.cancelled} × ${reportCount(totals.cancelled.count)}`}
        value={reportEuros(totals.cancelled.amount)}
      />
      <Row
        label={`${text.refunded} × ${reportCount(totals.refunded.count)}`}
        value={reportEuros(totals.refunded.amount)}
      />
      <Rule />
      <p className="font-bold">{text.till}</p>
      <p className="text-right text-lg font-black">{reportEuros(totals.till)}</p>
      <Rule />
      <p className="text-center">{fill(text.zTicketPrinted, printed)}</p>
    </section>
  );
}
