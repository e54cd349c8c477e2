import type { OrderView } from "@comptoir/contracts";
import { eurosToCents } from "@comptoir/domain";
import { account as accountText, dishesAddedText, fill, orderStatusLabels } from "@comptoir/messages";
import { Link } from "react-router";
import { orderProgressLabel, progressWordOf } from "../../lib/checkout/order-progress-label.ts";
import { recapLinesOfOrder } from "../../lib/checkout/recap.ts";
import { OrderLines } from "../checkout/order-lines.tsx";
import { Price } from "../ui/price.tsx";

export interface ReorderNews {
  /** Units put back in the cart (each line with its quantity). */
  added: number;
  unavailable: readonly string[];
}

/**
 * One past order: its number, date, mode, payment status, where the restaurant is with it (the
 * same words as /success, as of the page's load), lines and total, and "Commander à nouveau",
 * which then says what went back into the cart and what is no longer sold.
 */
export function PastOrder({
  order,
  timeZone,
  news,
  onReorder,
  cartPath,
}: {
  order: OrderView;
  timeZone: string;
  news: ReorderNews | null;
  onReorder: () => void;
  cartPath: string;
}) {
  const placed = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone }).format(
    new Date(order.placed_at),
  );
  const titleId = `commande-${order.order_id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-panel p-4"
      data-testid="past-order"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          {fill(accountText.orderNumber, { number: order.order_number })}
        </h3>
        <span className="rounded-full border border-line px-3 py-0.5 text-sm font-semibold">
          {orderStatusLabels[order.status]}
        </span>
      </div>
      <p className="text-sm text-muted">
        {fill(accountText.orderPlacedOn, { date: placed })} ·{" "}
        {order.is_pickup ? accountText.orderPickup : accountText.orderDelivery}
      </p>
      <p className="mt-1 font-semibold" data-testid="past-order-progress">
        {orderProgressLabel(order, progressWordOf(order), timeZone)}
      </p>
      <div className="mt-2">
        <OrderLines lines={recapLinesOfOrder(order)} />
      </div>
      <p className="mt-2 flex justify-between font-bold">
        <span>{accountText.orderTotalLabel}</span>
        <Price amount={eurosToCents(order.total)} />
      </p>
      <button
        type="button"
        onClick={onReorder}
        className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 font-bold text-ink"
      >
        {accountText.reorder}
      </button>
      <div role="status" className="empty:hidden">
        {news ? (
          <div className="mt-3 flex flex-col gap-1" data-testid="reorder-news">
            <p className="font-semibold">
              {news.added > 0 ? dishesAddedText(news.added) : accountText.reorderNothing}
            </p>
            {news.unavailable.length > 0 ? (
              <p>{fill(accountText.reorderUnavailable, { names: news.unavailable.join(", ") })}</p>
            ) : null}
            {news.added > 0 ? (
              <Link
                to={cartPath}
                className="inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
              >
                {accountText.seeCart}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
