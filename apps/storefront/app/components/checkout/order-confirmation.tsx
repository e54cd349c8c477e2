import type { OrderView } from "@comptoir/contracts";
import { eurosToCents, isStoppedProgress } from "@comptoir/domain";
import { fill, success as successText } from "@comptoir/messages";
import { useCallback, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { createApiClient } from "../../lib/api-client.ts";
import { samePrefixPath } from "../../lib/checkout/checkout-paths.ts";
import { type LastOrder, readLastOrder } from "../../lib/checkout/last-order.ts";
import { pickupMapUrl } from "../../lib/checkout/map-link.ts";
import { orderWhenLabel, progressWordOf } from "../../lib/checkout/order-progress-label.ts";
import { orderTaxRows } from "../../lib/checkout/order-tax-rows.ts";
import { useOrderProgress } from "../../lib/checkout/use-order-progress.ts";
import { Icon, PinIcon } from "../ui/icons.tsx";
import { Price } from "../ui/price.tsx";
import { ConfirmationSkeleton } from "./confirmation-skeleton.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderPaymentState } from "./order-payment-state.tsx";
import { OrderStatusCard } from "./order-status-card.tsx";

type Load =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; order: OrderView; key: LastOrder };

const euros = (amount: number) => eurosToCents(amount);

/**
 * What /success shows, read back from the server (GET …/checkout/orders/{id}?local_id=…) with the
 * key kept in local storage (`last-order`), so a reload shows the same order.
 */
export function OrderConfirmation({
  restaurantPhone,
  restaurantMapUrl,
  timeZone,
}: {
  restaurantPhone: string;
  /** The restaurant's own map link, if its settings give one. */
  restaurantMapUrl: string | null;
  timeZone: string;
}) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  // Once the order is shown, what the restaurant does with it, live (ADR 044).
  const progress = useOrderProgress(load.kind === "ready" ? load.key : null);
  const { pathname } = useLocation();
  const menuPath = samePrefixPath(pathname, "/menu");

  const read = useCallback(async () => {
    const last = readLastOrder();
    if (!last) {
      setLoad({ kind: "missing" });
      return;
    }
    setLoad({ kind: "loading" });
    const result = await createApiClient().readOrder(last.order_id, last.local_id);
    if (result.ok) setLoad({ kind: "ready", order: result.payload, key: last });
    else if (result.status === 404) setLoad({ kind: "missing" });
    else setLoad({ kind: "failed", message: result.message });
  }, []);

  useEffect(() => {
    void read();
  }, [read]);

  if (load.kind === "loading") return <ConfirmationSkeleton />;
  if (load.kind === "missing" || load.kind === "failed") {
    return (
      <div className="mt-10 flex flex-col items-start gap-4">
        <h1 className="text-3xl font-black">
          {load.kind === "failed" ? successText.failedTitle : successText.missingTitle}
        </h1>
        <p className="text-muted">{load.kind === "failed" ? load.message : successText.missingText}</p>
        <div className="flex flex-wrap gap-3">
          {load.kind === "failed" ? (
            <button
              type="button"
              onClick={() => void read()}
              className="inline-flex min-h-12 items-center rounded-full border border-cream px-6 font-bold"
            >
              {successText.retry}
            </button>
          ) : null}
          <Link
            to={menuPath}
            className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
          >
            {successText.menuCta}
          </Link>
        </div>
      </div>
    );
  }

  const { order } = load;
  // Where the order is: the stream's latest word, else what it said when it was read.
  const stage = (progress ?? order).progress;
  const due = euros(order.amount_due);
  const row = "flex items-center justify-between gap-3 py-0.5";
  const place = [order.place.address, `${order.place.postal_code} ${order.place.city}`.trim()]
    .filter(Boolean)
    .join(", ");
  // The way to the restaurant, while there is something to collect there.
  const mapUrl =
    order.is_pickup && !isStoppedProgress(stage)
      ? pickupMapUrl(restaurantMapUrl, {
          name: order.place.name,
          address: order.place.address,
          postalCode: order.place.postal_code,
          city: order.place.city,
        })
      : null;
  return (
    <div className="mt-6 flex flex-col gap-5 pb-16" data-testid="order-confirmation">
      <div>
        <h1 className="text-3xl font-black">
          {order.customer.first_name
            ? fill(successText.title, { name: order.customer.first_name })
            : successText.titleNoName}
        </h1>
        <p className="mt-2 text-lg" data-testid="order-number">
          {fill(successText.received, { number: order.order_number })}
        </p>
      </div>

      <OrderStatusCard order={order} progress={progress} timeZone={timeZone} />

      <div className="flex flex-col gap-2">
        <OrderPaymentState order={order} progress={stage} />
        {order.customer.email ? (
          <p className="text-sm text-muted">{fill(successText.mailNote, { email: order.customer.email })}</p>
        ) : null}
      </div>

      <dl className="flex flex-col divide-y divide-line rounded-2xl bg-panel px-4">
        <div className="py-3">
          <dt className="text-sm text-muted">{successText.whenTitle}</dt>
          <dd className="font-semibold" data-testid="order-when">
            {orderWhenLabel(order, progress ?? progressWordOf(order), timeZone)}
          </dd>
        </div>
        <div className="py-3">
          <dt className="text-sm text-muted">
            {order.is_pickup ? successText.pickupTitle : successText.deliveryTitle}
          </dt>
          <dd className="font-semibold" data-testid="order-place">
            {order.is_pickup ? (
              <address className="not-italic">
                {order.place.name}
                <br />
                {place}
              </address>
            ) : (
              place
            )}
          </dd>
          {mapUrl ? (
            <dd className="mt-1">
              <a
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-bold text-cream underline decoration-accent decoration-2 underline-offset-4 hover:bg-ink"
                data-testid="order-map-link"
              >
                <PinIcon className="size-5 text-accent" />
                {successText.mapLink}
                <span className="sr-only"> {successText.opensElsewhere}</span>
                <Icon className="size-4 text-muted">
                  <path d="M14 5h5v5M19 5l-8 8M18 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h4" />
                </Icon>
              </a>
            </dd>
          ) : null}
        </div>
      </dl>

      <section aria-labelledby="commande-articles">
        <h2 id="commande-articles" className="text-lg font-black">
          {successText.itemsTitle}
        </h2>
        <OrderLines
          lines={order.items.map((item, index) => ({
            key: `${index}-${item.item_id}`,
            quantity: item.quantity,
            name: item.item_name,
            options: item.options
              .map((option) => (option.quantity > 1 ? `${option.name} ×${option.quantity}` : option.name))
              .join(", "),
            note: item.note,
            amount: item.is_free ? null : euros(item.amount),
          }))}
        />
        <dl className="mt-3" data-testid="order-totals">
          <div className={row}>
            <dt>{successText.subtotal}</dt>
            <dd>
              <Price amount={euros(order.subtotal)} />
            </dd>
          </div>
          {order.discount > 0 ? (
            <div className={`${row} font-semibold text-saving`}>
              <dt>{successText.discount}</dt>
              <dd>
                <Price amount={euros(order.discount)} sign="-" />
              </dd>
            </div>
          ) : null}
          {order.is_pickup ? null : (
            <div className={row}>
              <dt>{successText.delivery}</dt>
              <dd>
                <Price amount={euros(order.delivery)} />
              </dd>
            </div>
          )}
          {orderTaxRows(order).map(({ label, amount }) => (
            <div key={label} className={`${row} text-sm text-muted`}>
              <dt>{label}</dt>
              <dd>
                <Price amount={euros(amount)} />
              </dd>
            </div>
          ))}
          <div className={`${row} mt-1 text-xl font-black`}>
            <dt>{successText.total}</dt>
            <dd>
              <Price amount={euros(order.total)} testId="order-total" />
            </dd>
          </div>
          {isStoppedProgress(stage) ? null : (
            <>
              <div className={row}>
                <dt>{successText.amountPaid}</dt>
                <dd>
                  <Price amount={euros(order.amount_paid)} testId="order-paid" />
                </dd>
              </div>
              <div className={`${row} font-bold`}>
                <dt>{successText.amountDue}</dt>
                <dd>
                  <Price amount={due} testId="order-due" />
                </dd>
              </div>
            </>
          )}
        </dl>
      </section>

      {restaurantPhone ? (
        <p className="text-muted">{fill(successText.callUs, { phone: restaurantPhone })}</p>
      ) : null}
      <Link
        to={menuPath}
        className="inline-flex min-h-12 w-fit items-center rounded-full border border-cream px-6 font-bold"
      >
        {successText.backToMenu}
      </Link>
    </div>
  );
}
