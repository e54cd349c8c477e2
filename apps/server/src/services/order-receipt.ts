import type { OrderView, Restaurant } from "@comptoir/contracts";
import type { schema } from "@comptoir/db";
import {
  type Cents,
  cents,
  centsToEuros,
  clockTimeAt,
  customerStatus,
  dayDateAt,
  formatPayloadEuros,
  orderVatByRate,
} from "@comptoir/domain";
import { checkoutApi, fill, receiptMail as text } from "@comptoir/messages";
import { type OrderEventRow, progressFacts } from "./progress/order-history.ts";

export type OrderRow = typeof schema.orders.$inferSelect;
type OrderLineRow = typeof schema.orderLines.$inferSelect;
type OrderLineOptionRow = typeof schema.orderLineOptions.$inferSelect;

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  options: OrderLineOptionRow[];
  /** Its progress history (ADR 042); without it, the view knows only the current state. */
  events?: OrderEventRow[];
}

const euros = (amount: number) => centsToEuros(cents(amount));

/** "mardi 24 novembre, dès que possible (vers 12:30)" or "mardi 24 novembre, 12:00 - 12:15". */
function scheduleLabel(order: OrderRow, timeZone: string): string {
  const day = dayDateAt(order.readyAt, timeZone);
  if (order.deliveryTimeRange === null) {
    return fill(text.whenAsap, { day, time: clockTimeAt(order.readyAt, timeZone) });
  }
  return fill(text.whenSlot, { day, slot: order.deliveryTimeRange });
}

/** VAT per rate, by the one rule the reports and the sales journal read too (`orderVatByRate`). */
function taxesPerRate(stored: StoredOrder): { rateBasisPoints: number; amount: Cents }[] {
  return orderVatByRate({ ...stored.order, lines: stored.lines })
    .filter((rate) => rate.tax !== 0)
    .map(({ rateBasisPoints, tax }) => ({ rateBasisPoints, amount: tax }));
}

/** What the /success page shows of a stored order, in the payload's terms. */
export function orderView(stored: StoredOrder, restaurant: Restaurant): OrderView {
  const { order } = stored;
  const isPickup = order.mode === "pickup";
  const paid = order.status === "paid" ? order.total : 0;
  const lines = [...stored.lines].sort((a, b) => a.position - b.position);
  const facts = progressFacts(order, stored.events);
  return {
    order_id: order.id,
    order_number: fill(checkoutApi.orderNumber, { number: order.dayNumber }),
    status: order.status,
    placed_at: order.createdAt.toISOString(),
    is_pickup: isPickup,
    payment_method: order.paymentMethod,
    customer: {
      first_name: order.firstName,
      last_name: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    schedule: {
      delivery_date: order.deliveryDate,
      delivery_time_range: order.deliveryTimeRange,
      ready_at: order.readyAt.toISOString(),
      label: scheduleLabel(order, restaurant.timeZone),
    },
    place: isPickup
      ? {
          name: restaurant.name,
          address: restaurant.contact.address,
          city: restaurant.contact.city,
          postal_code: restaurant.contact.postalCode,
          country: "France",
          phone: restaurant.contact.phone,
        }
      : {
          name: `${order.firstName} ${order.lastName}`,
          address: order.address ?? "",
          city: order.city ?? "",
          postal_code: order.postalCode ?? "",
          country: order.country ?? "France",
          phone: order.phone,
        },
    items: lines.map((line) => ({
      item_id: line.itemId,
      item_name: line.itemName,
      quantity: line.quantity,
      note: line.note,
      options: stored.options
        .filter((option) => option.lineId === line.id)
        .map((option) => ({
          choice_id: option.choiceId,
          group_name: option.groupName,
          name: option.choiceName,
          quantity: option.quantity,
        })),
      unit_price: euros(line.unitPrice),
      amount: euros(line.lineTotal),
      is_free: line.isFree,
    })),
    subtotal: euros(order.subtotal),
    discount: euros(order.discount),
    delivery: euros(order.delivery),
    tax: euros(order.tax),
    taxes: taxesPerRate(stored).map(({ rateBasisPoints, amount }) => ({
      rate: rateBasisPoints / 100,
      amount: centsToEuros(amount),
    })),
    total: euros(order.total),
    amount_paid: euros(paid),
    amount_due: euros(order.total - paid),
    progress: order.progress,
    promised_at: facts.promisedAt.toISOString(),
    progress_reason: facts.reason,
    refunded: order.refundId !== null,
  };
}

/** "Le restaurant a bien reçu votre commande n° 12 : il va la confirmer…", as /success says it. */
function receivedSentence(view: OrderView, restaurant: Restaurant): string {
  return customerStatus({
    progress: "placed",
    isPickup: view.is_pickup,
    number: view.order_number,
    promisedAt: new Date(view.promised_at),
    reason: null,
    place: { address: view.place.address, postalCode: view.place.postal_code, city: view.place.city },
    timeZone: restaurant.timeZone,
  }).sentence;
}

/** An amount of the order's view (euros, two decimals) as the e-mail writes it. */
const money = formatPayloadEuros;

function percentLabel(rate: number): string {
  return fill(text.taxRate, { rate: String(rate).replace(".", ",") });
}

/** One line of a plain-text receipt: the label on the left, the amount right-aligned. */
function row(label: string, amount: string, width = 46): string {
  const gap = Math.max(width - label.length - amount.length, 1);
  return `${label}${" ".repeat(gap)}${amount}`;
}

/**
 * The mail of a received order, in French: that it is received and waits for the restaurant's
 * answer, in the words /success says it (ADR 060); when and where, every line with its options
 * and note, the totals, the VAT per rate, and how it is (or will be) paid.
 */
export function confirmationMail(view: OrderView, restaurant: Restaurant): { subject: string; text: string } {
  const restaurantName = restaurant.name;
  const paidByCard = view.payment_method === "card" && view.status === "paid";
  const when = fill(view.is_pickup ? text.pickupWhen : text.deliveryWhen, { when: view.schedule.label });
  const place = { address: view.place.address, postalCode: view.place.postal_code, city: view.place.city };
  const where = view.is_pickup
    ? fill(text.pickupPlace, { restaurant: restaurantName, ...place }) +
      (view.place.phone ? fill(text.pickupPhone, { phone: view.place.phone }) : "")
    : fill(text.deliveryPlace, place);

  const lines: string[] = [];
  for (const item of view.items) {
    const label = fill(item.is_free ? text.lineFree : text.line, {
      quantity: item.quantity,
      name: item.item_name,
    });
    lines.push(row(label, item.is_free ? text.free : money(item.amount)));
    for (const option of item.options) {
      lines.push(
        fill(text.option, { group: option.group_name, name: option.name }) +
          (option.quantity > 1 ? fill(text.optionQuantity, { quantity: option.quantity }) : ""),
      );
    }
    if (item.note) lines.push(fill(text.note, { note: item.note }));
  }

  const totals = [row(text.subtotal, money(view.subtotal))];
  if (view.discount > 0)
    totals.push(row(text.discount, fill(text.discountAmount, { amount: money(view.discount) })));
  if (!view.is_pickup)
    totals.push(row(text.delivery, view.delivery > 0 ? money(view.delivery) : text.deliveryFree));
  totals.push(row(text.total, money(view.total)));
  for (const tax of view.taxes)
    totals.push(row(fill(text.taxIncluded, { rate: percentLabel(tax.rate) }), money(tax.amount)));

  const payment = paidByCard
    ? fill(text.paidByCard, { amount: money(view.amount_paid) })
    : fill(
        view.payment_method === "cash"
          ? view.is_pickup
            ? text.cashAtPickup
            : text.cashOnDelivery
          : text.cardPending,
        { amount: money(view.amount_due) },
      );

  const body = [
    fill(text.greeting, { firstName: view.customer.first_name }),
    "",
    fill(text.thanks, { restaurant: restaurantName }),
    receivedSentence(view, restaurant),
    "",
    when,
    where,
    "",
    text.itemsTitle,
    ...lines,
    "",
    ...totals,
    "",
    payment,
    "",
    restaurant.contact.phone ? fill(text.callUs, { phone: restaurant.contact.phone }) : text.seeYouSoon,
    restaurantName,
    "",
  ].join("\n");
  return {
    subject: fill(text.subject, { restaurant: restaurantName, number: view.order_number }),
    text: body,
  };
}
