import type { Restaurant } from "@comptoir/contracts";
import { type Cents, cents, clockTimeAt, dayDateAt, formatEuros, type OrderProgress } from "@comptoir/domain";
import { checkoutApi, fill, progressMail as text } from "@comptoir/messages";
import type { OutgoingMail } from "../../adapters/mail/mail.ts";
import type { OrderRow } from "../order-receipt.ts";

/** "mardi 24 novembre vers 12:40", in the restaurant's zone. */
function whenLabel(instant: Date, timeZone: string): string {
  return fill(text.when, { day: dayDateAt(instant, timeZone), time: clockTimeAt(instant, timeZone) });
}

/** What a mail about this change needs to know besides the order. */
export interface ProgressChange {
  progress: OrderProgress;
  /** With an acceptance: the promised ready time. */
  readyAt: Date | null;
  reason: string | null;
  /** With a refusal or cancellation of a paid order: the amount given back. */
  refunded: Cents | null;
}

/**
 * The customer's French mail for a change of their order (ADR 042): accepted (with the time),
 * refused or cancelled (with the reason and the refund), ready (pickup) or on its way (delivery).
 * Null for the changes the customer is not written about.
 */
export function progressMailFor(
  order: OrderRow,
  change: ProgressChange,
  restaurant: Restaurant,
): OutgoingMail | null {
  const number = fill(checkoutApi.orderNumber, { number: order.dayNumber });
  const names = { restaurant: restaurant.name, number };
  const pickup = order.mode === "pickup";
  const toPay = formatEuros(cents(order.status === "paid" ? 0 : order.total));
  const cashDue = order.paymentMethod === "cash" && order.status !== "paid";
  let subject: string;
  const body: string[] = [];
  switch (change.progress) {
    case "accepted": {
      subject = fill(text.acceptedSubject, names);
      const when = whenLabel(change.readyAt ?? order.readyAt, restaurant.timeZone);
      body.push(fill(pickup ? text.acceptedPickup : text.acceptedDelivery, { number, when }));
      break;
    }
    case "refused":
    case "cancelled": {
      const refused = change.progress === "refused";
      subject = fill(refused ? text.refusedSubject : text.cancelledSubject, names);
      body.push(fill(refused ? text.refusedBody : text.cancelledBody, { number }));
      if (change.reason) body.push(fill(text.reason, { reason: change.reason }));
      body.push(
        change.refunded !== null
          ? fill(text.refunded, { amount: formatEuros(change.refunded) })
          : text.nothingToPay,
      );
      break;
    }
    case "ready": {
      // A delivery's customer is written to when it leaves, not when it waits at the pass.
      if (!pickup) return null;
      subject = fill(text.readySubject, names);
      body.push(
        fill(text.readyBody, {
          number,
          address: restaurant.contact.address,
          postalCode: restaurant.contact.postalCode,
          city: restaurant.contact.city,
        }),
      );
      if (cashDue) body.push(fill(text.readyCash, { amount: toPay }));
      break;
    }
    case "out_for_delivery": {
      subject = fill(text.outSubject, names);
      body.push(
        fill(text.outBody, {
          number,
          address: order.address ?? "",
          postalCode: order.postalCode ?? "",
          city: order.city ?? "",
        }),
      );
      if (cashDue) body.push(fill(text.outCash, { amount: toPay }));
      break;
    }
    default:
      return null;
  }
  const lines = [
    fill(text.greeting, { firstName: order.firstName }),
    "",
    ...body.flatMap((paragraph) => [paragraph, ""]),
    ...(restaurant.contact.phone ? [fill(text.callUs, { phone: restaurant.contact.phone }), ""] : []),
    fill(text.signature, { restaurant: restaurant.name }),
    "",
  ];
  return { to: order.email, subject, text: lines.join("\n") };
}
