import type { OrderView } from "@comptoir/contracts";
import type { schema } from "@comptoir/db";
import {
  type Cents,
  cents,
  centsToEuros,
  clockTimeOfMinutes,
  formatEuros,
  zonedClock,
} from "@comptoir/domain";
import type { RestaurantRules } from "./restaurant-rules.ts";

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderLineRow = typeof schema.orderLines.$inferSelect;
export type OrderLineOptionRow = typeof schema.orderLineOptions.$inferSelect;

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  options: OrderLineOptionRow[];
}

const euros = (amount: number) => centsToEuros(cents(amount));

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "mardi 24 novembre", in the restaurant's zone (formatters are costly to build: one per zone). */
function dayLabel(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("fr-FR", { timeZone, weekday: "long", day: "numeric", month: "long" });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** "mardi 24 novembre, dès que possible (vers 12:30)" or "mardi 24 novembre, 12:00 - 12:15". */
export function scheduleLabel(order: OrderRow, timeZone: string): string {
  const day = dayLabel(order.readyAt, timeZone);
  if (order.deliveryTimeRange === null) {
    const around = clockTimeOfMinutes(zonedClock(order.readyAt, timeZone).minutes);
    return `${day}, dès que possible (vers ${around})`;
  }
  return `${day}, ${order.deliveryTimeRange}`;
}

/** VAT per rate: the lines' VAT at their rates, the delivery fee's at its own. */
function taxesPerRate(stored: StoredOrder): { rateBasisPoints: number; amount: Cents }[] {
  const perRate = new Map<number, number>();
  let linesTax = 0;
  for (const line of stored.lines) {
    linesTax += line.tax;
    if (line.tax !== 0)
      perRate.set(line.taxRateBasisPoints, (perRate.get(line.taxRateBasisPoints) ?? 0) + line.tax);
  }
  const deliveryTax = stored.order.tax - linesTax;
  if (deliveryTax !== 0) {
    const rate = stored.order.deliveryTaxRateBasisPoints;
    perRate.set(rate, (perRate.get(rate) ?? 0) + deliveryTax);
  }
  return [...perRate]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, amount]) => ({ rateBasisPoints, amount: cents(amount) }));
}

/** What the /success page shows of a stored order, in the payload's terms. */
export function orderView(stored: StoredOrder, rules: RestaurantRules): OrderView {
  const { order } = stored;
  const isPickup = order.mode === "pickup";
  const paid = order.status === "paid" ? order.total : 0;
  const lines = [...stored.lines].sort((a, b) => a.position - b.position);
  return {
    order_id: order.id,
    order_number: `n° ${order.id}`,
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
      label: scheduleLabel(order, rules.timeZone),
    },
    place: isPickup
      ? {
          name: rules.contact.name,
          address: rules.contact.address,
          city: rules.contact.city,
          postal_code: rules.contact.postalCode,
          country: "France",
          phone: rules.contact.phone,
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
  };
}

const money = (amount: number) => formatEuros(cents(Math.round(amount * 100)));

function percentLabel(rate: number): string {
  return `${String(rate).replace(".", ",")} %`;
}

/** One line of a plain-text receipt: the label on the left, the amount right-aligned. */
function row(label: string, amount: string, width = 46): string {
  const gap = Math.max(width - label.length - amount.length, 1);
  return `${label}${" ".repeat(gap)}${amount}`;
}

/**
 * The order confirmation e-mail, in French: the order number, when and where, every line with its
 * options and note, the totals, the VAT per rate, and how it is (or will be) paid.
 */
export function confirmationMail(view: OrderView, rules: RestaurantRules): { subject: string; text: string } {
  const restaurant = rules.contact.name;
  const paidByCard = view.payment_method === "card" && view.status === "paid";
  const when = view.is_pickup ? `À emporter : ${view.schedule.label}` : `Livraison : ${view.schedule.label}`;
  const where = view.is_pickup
    ? `Au restaurant : ${restaurant}, ${view.place.address}, ${view.place.postal_code} ${view.place.city}` +
      (view.place.phone ? ` (${view.place.phone})` : "")
    : `À l'adresse : ${view.place.address}, ${view.place.postal_code} ${view.place.city}`;

  const lines: string[] = [];
  for (const item of view.items) {
    const label = `${item.quantity} × ${item.item_name}${item.is_free ? " (offert)" : ""}`;
    lines.push(row(label, item.is_free ? "offert" : money(item.amount)));
    for (const option of item.options) {
      lines.push(
        `    ${option.group_name} : ${option.name}${option.quantity > 1 ? ` × ${option.quantity}` : ""}`,
      );
    }
    if (item.note) lines.push(`    Note : ${item.note}`);
  }

  const totals = [row("Sous-total", money(view.subtotal))];
  if (view.discount > 0) totals.push(row("Remise", `− ${money(view.discount)}`));
  if (!view.is_pickup) totals.push(row("Livraison", view.delivery > 0 ? money(view.delivery) : "offerte"));
  totals.push(row("Total", money(view.total)));
  for (const tax of view.taxes) totals.push(row(`  dont TVA ${percentLabel(tax.rate)}`, money(tax.amount)));

  const payment = paidByCard
    ? `Payé par carte : ${money(view.amount_paid)}.`
    : view.payment_method === "cash"
      ? `À régler en espèces ${view.is_pickup ? "au retrait" : "à la livraison"} : ${money(view.amount_due)}.`
      : `Paiement par carte en attente de confirmation : ${money(view.amount_due)}.`;

  const text = [
    `Bonjour ${view.customer.first_name},`,
    "",
    `Merci pour votre commande ${view.order_number} chez ${restaurant} : nous l'avons bien reçue.`,
    "",
    when,
    where,
    "",
    "Votre commande",
    ...lines,
    "",
    ...totals,
    "",
    payment,
    "",
    rules.contact.phone ? `Une question ? Appelez-nous au ${rules.contact.phone}.` : "À très vite !",
    restaurant,
    "",
  ].join("\n");
  return { subject: `${restaurant} · Commande ${view.order_number} confirmée`, text };
}
