import type { Restaurant } from "@comptoir/contracts";
import { type Cents, cents, customerStatus, formatEuros, type OrderProgress } from "@comptoir/domain";
import { checkoutApi, fill, progressMail as text } from "@comptoir/messages";
import type { OutgoingMail } from "../../adapters/mail/mail.ts";
import type { OrderRow } from "../order-receipt.ts";

/** What a mail about this change needs to know besides the order. */
export interface ProgressChange {
  progress: OrderProgress;
  /** With an acceptance: the promised ready time. */
  readyAt: Date | null;
  reason: string | null;
  /** With a refusal or cancellation of a paid order: the amount given back. */
  refunded: Cents | null;
}

/** The steps the customer is written about: a delivery waiting at the pass, a finished order, are not. */
const MAILED_STEPS = new Set<OrderProgress>([
  "accepted",
  "refused",
  "cancelled",
  "ready",
  "out_for_delivery",
]);

/**
 * The customer's French mail for a change of their order (ADR 042): accepted (with the time),
 * refused or cancelled (with the reason and the refund), ready (pickup) or on its way (delivery).
 * Its subject's word and its sentence are those /success shows for the same state (ADR 060).
 * Null for the changes the customer is not written about.
 */
export function progressMailFor(
  order: OrderRow,
  change: ProgressChange,
  restaurant: Restaurant,
): OutgoingMail | null {
  const pickup = order.mode === "pickup";
  // A delivery's customer is written to when it leaves, not when it waits at the pass.
  if (!MAILED_STEPS.has(change.progress) || (change.progress === "ready" && !pickup)) return null;
  const number = fill(checkoutApi.orderNumber, { number: order.dayNumber });
  const status = customerStatus({
    progress: change.progress,
    isPickup: pickup,
    number,
    promisedAt: change.readyAt ?? order.readyAt,
    reason: change.reason,
    place: pickup
      ? {
          address: restaurant.contact.address,
          postalCode: restaurant.contact.postalCode,
          city: restaurant.contact.city,
        }
      : { address: order.address ?? "", postalCode: order.postalCode ?? "", city: order.city ?? "" },
    timeZone: restaurant.timeZone,
  });
  const toPay = formatEuros(cents(order.status === "paid" ? 0 : order.total));
  const cashDue = order.paymentMethod === "cash" && order.status !== "paid";
  const body = [status.sentence];
  if (status.reasonLine) body.push(status.reasonLine);
  if (change.progress === "refused" || change.progress === "cancelled") {
    body.push(
      change.refunded !== null
        ? fill(text.refunded, { amount: formatEuros(change.refunded) })
        : text.nothingToPay,
    );
  }
  if (cashDue && change.progress === "ready") body.push(fill(text.readyCash, { amount: toPay }));
  if (cashDue && change.progress === "out_for_delivery") body.push(fill(text.outCash, { amount: toPay }));
  const lines = [
    fill(text.greeting, { firstName: order.firstName }),
    "",
    ...body.flatMap((paragraph) => [paragraph, ""]),
    ...(restaurant.contact.phone ? [fill(text.callUs, { phone: restaurant.contact.phone }), ""] : []),
    fill(text.signature, { restaurant: restaurant.name }),
    "",
  ];
  const ofYours = change.progress === "ready" || change.progress === "out_for_delivery";
  const subject = fill(ofYours ? text.subjectOfYours : text.subject, {
    restaurant: restaurant.name,
    number,
    state: status.word,
  });
  return { to: order.email, subject, text: lines.join("\n") };
}
