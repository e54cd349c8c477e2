import { reportTexts } from "@comptoir/messages";
import type { PaymentMethod } from "../checkout/delivery-step.ts";
import type { OrderMode } from "../menu/menu.ts";
import { cents } from "../money/cents.ts";
import { divideRoundingHalfUp } from "../money/rounding.ts";
import { addRateFigures, orderVatByRate, type RateFigures } from "./order-vat.ts";
import { deliveryIncludingTax, type SoldOrder } from "./sold-order.ts";

/** Orders and what they held: a count and their amount including VAT (cents). */
export interface CountedAmount {
  count: number;
  amount: number;
}

export interface DiscountTotal {
  /** The offer's name as sold; "Remise" for orders placed before offers were kept per order. */
  name: string;
  offerId: number | null;
  coupon: boolean;
  /** The sales it was given on, and what it took off them. */
  count: number;
  amount: number;
}

/** A refusal or a cancellation, at the instant the board (or the shop) recorded it. */
export interface StoppedOrder {
  id: number;
  progress: "refused" | "cancelled";
  at: Date;
  total: number;
}

/** What happened to the money in a day or a period: the sales paid in it, the refunds confirmed in it. */
export interface SalesFacts {
  sales: readonly SoldOrder[];
  refunds: readonly SoldOrder[];
  stopped: readonly StoppedOrder[];
}

/**
 * The totals of a day or a period (ADR 066), net of the refunds counted in it: a refund counts on
 * the day it is confirmed, whenever the sale was. Every figure but the average ticket adds up
 * from days to a period (property-tested). VAT per rate is the orders' own (`orderVatByRate`),
 * never recomputed from a rate's total.
 */
export interface SalesTotals {
  /** Sales recorded (orders paid) and their amount including VAT, before refunds. */
  sales: CountedAmount;
  /** The sales' amount ÷ their count, rounded half-up to the cent; 0 without sales. */
  averageTicket: number;
  includingTax: number;
  excludingTax: number;
  tax: number;
  rates: RateFigures[];
  paymentMethods: Record<PaymentMethod, number>;
  modes: Record<OrderMode, number>;
  /** What each offer (or coupon) took off the sales, by name; the largest first. */
  discounts: DiscountTotal[];
  /** Delivery fees charged including VAT, net of refunds (within `includingTax`). */
  deliveryFees: number;
  refused: CountedAmount;
  cancelled: CountedAmount;
  refunded: CountedAmount;
  /** Cash to be found in the till: the last amount recorded for each cash sale (its total without one). */
  till: number;
}

function negated(figures: readonly RateFigures[]): RateFigures[] {
  return figures.map((figure) => ({
    rateBasisPoints: figure.rateBasisPoints,
    excludingTax: cents(0 - figure.excludingTax),
    tax: cents(0 - figure.tax),
    includingTax: cents(0 - figure.includingTax),
  }));
}

function counted(orders: readonly { total: number }[]): CountedAmount {
  return { count: orders.length, amount: orders.reduce((sum, order) => sum + order.total, 0) };
}

/**
 * The discounts the sales were given, per offer: an order's `offerDiscounts` when it kept them,
 * else its whole `discount` as one "Remise".
 */
function discountsOf(sales: readonly SoldOrder[]): DiscountTotal[] {
  const byOffer = new Map<string, DiscountTotal>();
  const add = (key: string, found: Omit<DiscountTotal, "count" | "amount">, amount: number) => {
    const known = byOffer.get(key) ?? { ...found, count: 0, amount: 0 };
    byOffer.set(key, { ...known, count: known.count + 1, amount: known.amount + amount });
  };
  for (const order of sales) {
    if (order.offerDiscounts === null) {
      if (order.discount > 0)
        add("none", { name: reportTexts.discountWithoutOffer, offerId: null, coupon: false }, order.discount);
      continue;
    }
    for (const offer of order.offerDiscounts)
      add(
        `${offer.offerId}/${offer.name}`,
        { name: offer.name, offerId: offer.offerId, coupon: offer.coupon },
        offer.amount,
      );
  }
  return [...byOffer.values()].sort(
    (a, b) => b.amount - a.amount || b.count - a.count || a.name.localeCompare(b.name, "fr"),
  );
}

export function salesTotals({ sales, refunds, stopped }: SalesFacts): SalesTotals {
  // An order refunded twice over (a provider's repeated word) is refunded once.
  const refunded = [...new Map(refunds.map((order) => [order.id, order])).values()];
  const rates = addRateFigures([
    ...sales.map(orderVatByRate),
    ...refunded.map((order) => negated(orderVatByRate(order))),
  ]).filter((figure) => figure.includingTax !== 0 || figure.tax !== 0 || figure.excludingTax !== 0);
  const net = <Key extends string>(keyOf: (order: SoldOrder) => Key, keys: readonly Key[]) => {
    const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
    for (const order of sales) totals[keyOf(order)] += order.total;
    for (const order of refunded) totals[keyOf(order)] -= order.total;
    return totals;
  };
  const salesCount = counted(sales);
  return {
    sales: salesCount,
    averageTicket: salesCount.count === 0 ? 0 : divideRoundingHalfUp(salesCount.amount, salesCount.count),
    includingTax: rates.reduce((sum, figure) => sum + figure.includingTax, 0),
    excludingTax: rates.reduce((sum, figure) => sum + figure.excludingTax, 0),
    tax: rates.reduce((sum, figure) => sum + figure.tax, 0),
    rates,
    paymentMethods: net((order) => order.method, ["card", "cash"] as const),
    modes: net((order) => order.mode, ["pickup", "delivery"] as const),
    discounts: discountsOf(sales),
    deliveryFees:
      sales.reduce((sum, order) => sum + deliveryIncludingTax(order), 0) -
      refunded.reduce((sum, order) => sum + deliveryIncludingTax(order), 0),
    refused: counted(stopped.filter((order) => order.progress === "refused")),
    cancelled: counted(stopped.filter((order) => order.progress === "cancelled")),
    refunded: counted(refunded),
    till: sales
      .filter((order) => order.method === "cash")
      .reduce((sum, order) => sum + (order.cashCollected ?? order.total), 0),
  };
}
