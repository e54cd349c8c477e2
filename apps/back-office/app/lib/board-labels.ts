import type { BoardOrderPayload, OrderEventPayload } from "@comptoir/contracts";
import { boardProgressLabels, fill, backOffice as text } from "@comptoir/messages";
import { boardEuros } from "./board-money.ts";

/**
 * One formatter per style and time zone, made once: the board draws every card again on each
 * event, and building an `Intl.DateTimeFormat` costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** "12:40", in the restaurant's time zone (never the tablet's). */
export function clockTime(iso: string, timeZone: string): string {
  return formatter("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** `YYYY-MM-DD` of an instant in the restaurant's time zone. */
function localDate(iso: string, timeZone: string): string {
  return formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );
}

/** The calendar day after a `YYYY-MM-DD` (counted on the date, so a 23- or 25-hour day changes nothing). */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
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
  let time = clockTime(order.promised_at, timeZone);
  if (order.delivery_date !== today) {
    const date = formatter("fr-FR", { timeZone, weekday: "long", day: "numeric", month: "long" }).format(
      new Date(order.promised_at),
    );
    time = `${fill(text.otherDay, { date })} ${time}`;
  }
  return order.slot ? fill(text.slot, { slot: order.slot, time }) : fill(text.asap, { time });
}

/** The restaurant's date of an instant: the day the board is showing. */
export function restaurantToday(now: Date, timeZone: string): string {
  return localDate(now.toISOString(), timeZone);
}

/**
 * Whether the money is in: "Payée par carte", or what to collect ("À encaisser : 12,50 €"), in cash
 * on the bag ticket.
 */
export function paymentLabel(
  order: Pick<BoardOrderPayload, "paid" | "payment_method" | "to_collect" | "refunded" | "refund_pending">,
  options: { cash?: boolean } = {},
): string {
  if (order.refunded) return text.refunded;
  // The provider could not be reached yet: the server tries again every minute (ADR 042).
  if (order.refund_pending) return text.refundPending;
  if (isSettled(order)) return text.paidByCard;
  const amount = boardEuros(order.to_collect);
  return fill(options.cash && order.payment_method === "cash" ? text.toCollectCash : text.toCollect, {
    amount,
  });
}

/** One line of an order's history: "Acceptée à 12:05 par Samir". */
export function historyLine(event: OrderEventPayload, timeZone: string): string {
  const values = { progress: boardProgressLabels[event.progress], time: clockTime(event.at, timeZone) };
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
  const time = clockTime(untilIso, timeZone);
  const today = localDate(now.toISOString(), timeZone);
  const day = localDate(untilIso, timeZone);
  const tomorrow = nextDate(today);
  const atDayStart = time === "00:00";
  if (day === today) return fill(text.returnToday, { time });
  if (day === tomorrow) return atDayStart ? text.returnTomorrowDay : fill(text.returnTomorrow, { time });
  const weekday = formatter("fr-FR", { timeZone, weekday: "long" }).format(until);
  return atDayStart ? weekday : fill(text.returnOn, { day: weekday, time });
}
