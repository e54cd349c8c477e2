import type { BoardOrderPayload } from "@comptoir/contracts";
import { clockTimeAt, type OrderAction } from "@comptoir/domain";
import { formatPayloadEuros } from "@comptoir/domain/money-format";
import { boardActionLabels, boardProgressLabels, fill, backOffice as text } from "@comptoir/messages";
import {
  addressLine,
  customerName,
  historyLine,
  isSettled,
  paymentLabel,
  phoneHref,
  promisedLabel,
} from "../../lib/board-labels.ts";
import { OrderLinesList } from "./order-lines-list.tsx";

/** The main action of a state is the accent button; going back or stopping is outlined. */
const QUIET_ACTIONS: readonly OrderAction[] = ["refuse", "cancel"];

/**
 * One order on the board: everything to make it, hand it over and get it paid, and the buttons of
 * exactly the actions the server allows now. A waiting order stands out until someone answers it.
 */
export function OrderCard({
  order,
  timeZone,
  today,
  busy,
  onAction,
  onPrint,
}: {
  order: BoardOrderPayload;
  timeZone: string;
  today: string;
  busy: boolean;
  onAction: (order: BoardOrderPayload, action: OrderAction) => void;
  onPrint: (order: BoardOrderPayload) => void;
}) {
  const waiting = order.progress === "placed";
  const headingId = `commande-${order.id}`;
  const name = customerName(order.customer);
  const settled = isSettled(order);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="board-order"
      data-order-id={order.id}
      data-progress={order.progress}
      className={`flex flex-col gap-3 rounded-2xl bg-panel p-4 ${waiting ? "border-4 border-accent" : "border border-line"}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} tabIndex={-1} className="text-2xl font-black">
          {fill(text.orderTitle, { number: order.number })}
        </h3>
        <p
          className={`rounded-full px-3 py-1 text-sm font-bold ${waiting ? "bg-accent text-ink" : "bg-cream text-ink"}`}
        >
          {boardProgressLabels[order.progress]}
        </p>
      </header>

      <p className="font-bold">
        {order.is_pickup ? text.pickup : text.delivery} · {promisedLabel(order, timeZone, today)}
      </p>
      {order.address ? <p>{addressLine(order.address)}</p> : null}
      <p className="text-sm text-muted">
        {fill(text.placedAt, { time: clockTimeAt(new Date(order.placed_at), timeZone) })}
      </p>

      <p className="flex flex-wrap items-center gap-x-3">
        <span className="font-semibold">{name}</span>
        <a
          href={phoneHref(order.customer.phone)}
          className="inline-flex min-h-12 items-center font-bold underline underline-offset-4"
          aria-label={fill(text.call, { name, phone: order.customer.phone })}
        >
          {order.customer.phone}
        </a>
      </p>

      <OrderLinesList items={order.items} />

      <p className="flex flex-wrap items-center justify-between gap-2">
        <span
          data-testid="board-payment"
          className={`rounded-full px-3 py-1 font-bold ${settled ? "bg-emerald-300 text-ink" : "bg-amber-300 text-ink"}`}
        >
          {paymentLabel(order)}
        </span>
        <span className="font-black tabular-nums">
          {text.total} {formatPayloadEuros(order.total)}
        </span>
      </p>
      {order.coupon ? (
        <p className="text-sm text-muted">{fill(text.coupon, { code: order.coupon })}</p>
      ) : null}

      {order.history.length > 1 ? (
        <details className="text-sm text-muted">
          <summary className="min-h-12 cursor-pointer content-center">{text.history}</summary>
          <ul>
            {order.history.map((event) => (
              <li key={`${event.progress}-${event.at}`}>
                {historyLine(event, timeZone)}
                {event.reason ? ` — ${event.reason}` : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{fill(text.actionsLabel, { number: order.number })}</legend>
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => onAction(order, action)}
            className={`min-h-12 grow rounded-full px-5 text-lg font-bold disabled:opacity-60 ${
              QUIET_ACTIONS.includes(action) ? "border-2 border-cream text-cream" : "bg-accent text-ink"
            }`}
          >
            {boardActionLabels[action]}
          </button>
        ))}
        {waiting ? null : (
          <button
            type="button"
            onClick={() => onPrint(order)}
            className="min-h-12 rounded-full border border-line px-4 font-semibold"
          >
            {text.printTicket}
          </button>
        )}
      </fieldset>
    </article>
  );
}
