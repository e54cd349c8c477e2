import type { BoardOrderPayload, OrderEventPayload } from "@comptoir/contracts";
import { clockTimeAt, dayDateAt, dayFromToday, weekdayAt, whenFromToday, zonedClock } from "@comptoir/domain";
import { formatEuros, formatPayloadEuros } from "@comptoir/domain/money-format";
import { boardProgressLabels, cashLabels, fill, backOffice as text, whenAt } from "@comptoir/messages";

/** Cents (the cash recorded at a handover) as the board shows them: `12,50 €`. */
export function formatCents(amount: number): string {
  return formatEuros(amount as Parameters<typeof formatEuros>[0]);
}

/** Whether nothing is left to collect: paid by card, or nothing due. */
export function isSettled(order: Pick<BoardOrderPayload, "paid" | "to_collect">): boolean {
  return order.paid || order.to_collect <= 0;
}

/**
 * When the customer expects the order: "Dès que possible — promise pour 12:40" or "Créneau
 * 12:30 – 12:45 — promise pour 12:30", with the day when it is not the day the board shows.
 */
export function promisedLabel(
  order: Pick<BoardOrderPayload, "slot" | "promised_at" | "delivery_date">,
  timeZone: string,
  today: string,
): string {
  const promised = new Date(order.promised_at);
  let time = clockTimeAt(promised, timeZone);
  if (order.delivery_date !== today) {
    time = `${fill(text.otherDay, { date: dayDateAt(promised, timeZone) })} ${time}`;
  }
  return order.slot ? fill(text.slot, { slot: order.slot, time }) : fill(text.asap, { time });
}

/**
 * The promise as the card shows it large under the mode: "12:40" (with the day when it is not the
 * board's day) and, small beside it, the slot ("créneau 12:30 – 12:45"); "as soon as possible", the usual
 * case, goes without saying (`kind` null). The whole sentence (`promisedLabel`) is what screen
 * readers are told.
 */
export function promisedParts(
  order: Pick<BoardOrderPayload, "slot" | "promised_at" | "delivery_date">,
  timeZone: string,
  today: string,
): { time: string; kind: string | null } {
  const promised = new Date(order.promised_at);
  let time = clockTimeAt(promised, timeZone);
  if (order.delivery_date !== today) time = `${dayDateAt(promised, timeZone)} ${time}`;
  return {
    time,
    kind: order.slot ? fill(text.slotShort, { slot: order.slot }) : null,
  };
}

/**
 * Whether the money is in: "Payée par carte", the cash recorded at the handover ("Encaissé
 * 12,50 €"), or what to collect ("À encaisser : 12,50 €"), in cash on the bag ticket.
 */
export function paymentLabel(
  order: Pick<
    BoardOrderPayload,
    "paid" | "payment_method" | "to_collect" | "refunded" | "refund_pending" | "cash_collected"
  >,
  options: { cash?: boolean } = {},
): string {
  if (order.refunded) return text.refunded;
  // The provider could not be reached yet: the server tries again every minute (ADR 042).
  if (order.refund_pending) return text.refundPending;
  if (order.cash_collected)
    return fill(cashLabels.collected, { amount: formatCents(order.cash_collected.amount) });
  if (isSettled(order)) return text.paidByCard;
  const amount = formatPayloadEuros(order.to_collect);
  return fill(options.cash && order.payment_method === "cash" ? text.toCollectCash : text.toCollect, {
    amount,
  });
}

/** One line of an order's history: "Acceptée à 12:05 par Samir". */
export function historyLine(event: OrderEventPayload, timeZone: string): string {
  const values = {
    progress: boardProgressLabels[event.progress],
    time: clockTimeAt(new Date(event.at), timeZone),
  };
  return event.by ? fill(text.historyBy, { ...values, by: event.by }) : fill(text.historyByShop, values);
}

/** An order line's options as the kitchen reads them: "Sauce samouraï, Frites ×2". */
export function optionsLine(options: readonly { name: string; quantity: number }[]): string {
  return options
    .map((option) => (option.quantity > 1 ? `${option.name} ×${option.quantity}` : option.name))
    .join(", ");
}

/** The customer's full name, as the board calls them. */
export function customerName(customer: BoardOrderPayload["customer"]): string {
  return [customer.first_name, customer.last_name].filter(Boolean).join(" ");
}

/** The phone number as a `tel:` address: digits and a leading +, nothing else. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The address on one line: "12 rue de la République, 69002 Lyon". */
export function addressLine(address: NonNullable<BoardOrderPayload["address"]>): string {
  return [address.address, `${address.postal_code} ${address.city}`.trim()].filter(Boolean).join(", ");
}

/**
 * When a sold-out entry comes back by itself, as the staff say it: "demain à 11:30", "aujourd'hui
 * à 18:00", "jeudi à 11:30" (the restaurant's next opening, which the server computed); a return at
 * the start of a day is said without a time: "demain", "jeudi".
 */
export function returnLabel(untilIso: string, now: Date, timeZone: string): string {
  const until = new Date(untilIso);
  if (clockTimeAt(until, timeZone) === "00:00") {
    const day = dayFromToday(zonedClock(until, timeZone).date, zonedClock(now, timeZone).date);
    if (day === "tomorrow") return text.returnTomorrowDay;
    if (day === "later") return weekdayAt(until, timeZone);
  }
  return whenFromToday(until, now, timeZone, whenAt);
}
