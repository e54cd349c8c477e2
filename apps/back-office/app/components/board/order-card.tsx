import type { BoardOrderPayload } from "@comptoir/contracts";
import type { OrderAction } from "@comptoir/domain";
import { formatPayloadEuros } from "@comptoir/domain/money-format";
import {
  boardActionLabels,
  boardProgressLabels,
  cashLabels,
  fill,
  backOffice as text,
} from "@comptoir/messages";
import {
  addressLine,
  customerName,
  formatCents,
  historyLine,
  isSettled,
  paymentLabel,
  phoneHref,
  promisedLabel,
  promisedParts,
} from "../../lib/board-labels.ts";
import { OrderLinesList } from "./order-lines-list.tsx";
import { OrderTimer } from "./order-timer.tsx";

/** The main action of a state is the accent button; going back or stopping is outlined. */
const QUIET_ACTIONS: readonly OrderAction[] = ["refuse", "cancel"];

/**
 * One order on the board, as a ticket read from across the kitchen (ADR 056): its number large,
 * the minutes since it arrived in a colour that warns, pickup or delivery and the promised time,
 * the lines, then who and how it is paid, and the buttons of exactly the actions the server allows
 * now, large enough for a greasy thumb. A waiting order stands out until someone answers it.
 */
export function OrderCard({
  order,
  timeZone,
  today,
  shopNow,
  busy,
  onAction,
  onPrint,
  onCorrectCash,
}: {
  order: BoardOrderPayload;
  timeZone: string;
  today: string;
  shopNow: () => Date;
  busy: boolean;
  onAction: (order: BoardOrderPayload, action: OrderAction) => void;
  onPrint: (order: BoardOrderPayload) => void;
  /** Opens the correction of the cash recorded at the handover. */
  onCorrectCash: (order: BoardOrderPayload) => void;
}) {
  const waiting = order.progress === "placed";
  const headingId = `commande-${order.id}`;
  const name = customerName(order.customer);
  const settled = isSettled(order);
  const promised = promisedParts(order, timeZone, today);
  const mode = order.is_pickup ? text.pickup : text.delivery;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="board-order"
      data-order-id={order.id}
      data-progress={order.progress}
      className={`flex flex-col gap-1 rounded-2xl bg-panel p-2.5 ${waiting ? "border-4 border-accent" : "border-2 border-line"}`}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 id={headingId} tabIndex={-1} className="text-4xl leading-none font-black whitespace-nowrap">
          <span className="sr-only">{text.orderWord} </span>
          {order.number}
        </h3>
        <p className="sr-only">
          {mode} · {promisedLabel(order, timeZone, today)}
        </p>
        <OrderTimer order={order} shopNow={shopNow} timeZone={timeZone} />
      </header>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span
          aria-hidden="true"
          className={`rounded px-1.5 text-sm font-black whitespace-nowrap uppercase ${order.is_pickup ? "bg-cream text-ink" : "bg-[#93c5fd] text-ink"}`}
        >
          {mode}
        </span>
        <span aria-hidden="true" className="text-xl font-black whitespace-nowrap tabular-nums">
          {promised.time}
        </span>
        {promised.kind ? (
          <span aria-hidden="true" className="text-sm text-muted">
            {promised.kind}
          </span>
        ) : null}
        {waiting ? null : (
          <span className="ml-auto text-sm font-bold text-muted">{boardProgressLabels[order.progress]}</span>
        )}
      </div>
      {order.address ? <p className="text-sm font-semibold">{addressLine(order.address)}</p> : null}

      <OrderLinesList items={order.items} large className="border-t border-line pt-1" />

      <div className="flex flex-wrap items-center justify-between gap-x-2 border-t border-line">
        <span
          data-testid="board-payment"
          className={`shrink-0 rounded-full px-2 py-0.5 text-sm font-bold ${settled ? "bg-emerald-300 text-ink" : "bg-amber-300 text-ink"}`}
        >
          {paymentLabel(order)}
        </span>
        <a
          href={phoneHref(order.customer.phone)}
          className="inline-flex min-h-11 max-w-full min-w-[6rem] flex-1 items-center justify-end gap-1 text-sm font-semibold underline underline-offset-4"
          aria-label={fill(text.call, { name, phone: order.customer.phone })}
          title={order.customer.phone}
        >
          <PhoneIcon />
          <span className="truncate">{name}</span>
        </a>
      </div>
      {order.coupon || settled ? (
        <p className="text-sm text-muted">
          {order.coupon ? `${fill(text.coupon, { code: order.coupon })} · ` : ""}
          {text.total} {formatPayloadEuros(order.total)}
        </p>
      ) : null}

      <fieldset className="mt-auto flex flex-wrap gap-2">
        <legend className="sr-only">{fill(text.actionsLabel, { number: order.number })}</legend>
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => onAction(order, action)}
            className={`min-h-12 rounded-xl disabled:opacity-60 ${
              QUIET_ACTIONS.includes(action)
                ? "border-2 border-cream px-3 font-bold text-cream"
                : "grow bg-accent px-4 text-lg leading-tight font-black text-ink"
            }`}
          >
            {boardActionLabels[action]}
          </button>
        ))}
      </fieldset>
      {waiting ? null : (
        // The day's story and the tickets again: on one quiet line under the actions.
        <div className="flex items-start justify-between gap-2">
          {order.history.length > 1 ? (
            <details className="min-w-0 flex-1 text-sm text-muted">
              <summary className="min-h-11 cursor-pointer content-center">{text.history}</summary>
              <ul>
                {order.history.map((event) => (
                  <li key={`${event.progress}-${event.at}`}>
                    {historyLine(event, timeZone)}
                    {event.reason ? ` — ${event.reason}` : ""}
                  </li>
                ))}
                {order.cash_collected ? (
                  <li data-testid="board-cash-collected">
                    {fill(cashLabels.collectedBy, {
                      amount: formatCents(order.cash_collected.amount),
                      name: order.cash_collected.by,
                    })}
                  </li>
                ) : null}
              </ul>
              {order.cash_collected ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onCorrectCash(order)}
                  className="mt-1 min-h-12 rounded-xl border-2 border-cream px-4 font-bold text-cream"
                >
                  {cashLabels.correct}
                </button>
              ) : null}
            </details>
          ) : null}
          <button
            type="button"
            onClick={() => onPrint(order)}
            aria-label={text.printTicket}
            title={text.printTicket}
            className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border-2 border-line"
          >
            <PrinterIcon />
          </button>
        </div>
      )}
    </article>
  );
}

function PrinterIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  );
}
