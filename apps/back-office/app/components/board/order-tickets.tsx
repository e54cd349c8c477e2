import type { BoardOrderPayload } from "@comptoir/contracts";
import { clockTimeAt } from "@comptoir/domain";
import { formatPayloadEuros } from "@comptoir/domain/money-format";
import { fill, backOffice as text } from "@comptoir/messages";
import { addressLine, customerName, isSettled, paymentLabel } from "../../lib/board-labels.ts";
import { OrderLinesList } from "./order-lines-list.tsx";

const sheet =
  "ticket-sheet mx-auto w-[76mm] max-w-full bg-white p-2 font-mono text-[13px] leading-snug text-black";

/**
 * The two tickets of an order, for an 80 mm receipt printer (back-office.css gives them their paper):
 * the kitchen's (what to make, for when) and the bag's (who, where, what it costs, whether it is
 * paid). Black on white, a monospaced face, big numbers.
 */
export function OrderTickets({ order, timeZone }: { order: BoardOrderPayload; timeZone: string }) {
  const promised = fill(text.ticketPromised, { time: clockTimeAt(new Date(order.promised_at), timeZone) });
  const mode = order.is_pickup ? text.pickup : text.delivery;
  const settled = isSettled(order);
  return (
    <div className="flex flex-col gap-6 print:gap-0" data-testid="order-tickets">
      <section className={sheet} aria-label={text.kitchenTicket}>
        <p className="text-center font-bold uppercase">{text.kitchenTicket}</p>
        <p className="text-center text-3xl font-black">{order.number}</p>
        <p className="text-center text-lg font-bold">
          {mode} · {promised}
        </p>
        {order.slot ? <p className="text-center">{order.slot}</p> : null}
        <hr className="my-2 border-dashed border-black" />
        <OrderLinesList items={order.items} />
      </section>

      <section className={sheet} aria-label={text.bagTicket}>
        <p className="text-center font-bold uppercase">{text.bagTicket}</p>
        <p className="text-center text-3xl font-black">{order.number}</p>
        <p className="text-center font-bold">
          {mode} · {promised}
        </p>
        <hr className="my-2 border-dashed border-black" />
        <p className="font-bold">{customerName(order.customer)}</p>
        <p>{order.customer.phone}</p>
        {order.address ? <p>{addressLine(order.address)}</p> : null}
        <hr className="my-2 border-dashed border-black" />
        <OrderLinesList items={order.items} prices />
        <hr className="my-2 border-dashed border-black" />
        {order.discount > 0 ? (
          <p className="flex justify-between">
            <span>{text.discount}</span>
            <span>-{formatPayloadEuros(order.discount)}</span>
          </p>
        ) : null}
        {order.is_pickup ? null : (
          <p className="flex justify-between">
            <span>{text.delivery}</span>
            <span>{formatPayloadEuros(order.delivery)}</span>
          </p>
        )}
        <p className="flex justify-between text-lg font-black">
          <span>{text.total}</span>
          <span>{formatPayloadEuros(order.total)}</span>
        </p>
        <p
          className="mt-2 border-2 border-black p-1 text-center text-lg font-black"
          data-testid="ticket-payment"
        >
          {settled && !order.refunded && !order.refund_pending
            ? text.ticketPaid
            : paymentLabel(order, { cash: true })}
        </p>
      </section>
    </div>
  );
}
