import { reportTexts } from "@comptoir/messages";
import type { PaymentMethod } from "../checkout/delivery-step.ts";
import type { OrderMode } from "../menu/menu.ts";
import { cents } from "../money/cents.ts";
import { divideRoundingHalfUp } from "../money/rounding.ts";
import { addRateFigures, orderVatByRate, type RateFigures } from "./order-vat.ts";
import { deliveryIncludingTax, type SoldOrders } from "./sold-order.ts";

/** Orders and what they held: a count and their amount including VAT (cents). */
interface CountedAmount {
  count: number;
  amount: number;
}

/**
 * What an offer took off the sales: as the orders kept it per offer, or (`offerId` and `name`
 * null) the whole discount of orders placed before it was kept per offer.
 */
export interface DiscountGiven {
  offerId: number | null;
  name: string | null;
  coupon: boolean;
  /** The orders it was given on, and what it took off them. */
  count: number;
  amount: number;
}

interface DiscountTotal extends DiscountGiven {
  /** The offer's name as sold; "Remise" for orders placed before offers were kept per order. */
  name: string;
}

/** Orders refused or cancelled (at the instant the board, or the shop, recorded it), added up. */
export interface StoppedOrders {
  progress: "refused" | "cancelled";
  count: number;
  amount: number;
}

/**
 * What happened to the money in a day or a period: the sales paid in it and the discounts they
 * were given, the refunds confirmed in it (whenever their sale was), the orders stopped in it.
 */
export interface SalesFacts {
  sales: readonly SoldOrders[];
  discounts: readonly DiscountGiven[];
  refunds: readonly SoldOrders[];
  stopped: readonly StoppedOrders[];
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
  /** What each offer (or coupon) took off the sales; the largest first. */
  discounts: DiscountTotal[];
  /** Delivery fees charged including VAT, net of refunds (within `includingTax`). */
  deliveryFees: number;
  refused: CountedAmount;
  cancelled: CountedAmount;
  refunded: CountedAmount;
  /** Cash to be found in the till for the sales. */
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

function counted(orders: readonly SoldOrders[]): CountedAmount {
  return {
    count: orders.reduce((sum, order) => sum + order.count, 0),
    amount: orders.reduce((sum, order) => sum + order.total, 0),
  };
}

function stoppedTotal(stopped: readonly StoppedOrders[], progress: StoppedOrders["progress"]): CountedAmount {
  const these = stopped.filter((orders) => orders.progress === progress);
  return {
    count: these.reduce((sum, orders) => sum + orders.count, 0),
    amount: these.reduce((sum, orders) => sum + orders.amount, 0),
  };
}

/** The discounts per offer (by id and name as sold); the older orders' under one "Remise". */
function discountTotals(discounts: readonly DiscountGiven[]): DiscountTotal[] {
  const byOffer = new Map<string, DiscountTotal>();
  for (const given of discounts) {
    const name = given.name ?? reportTexts.discountWithoutOffer;
    const key = `${given.offerId}\u0000${name}\u0000${given.coupon}`;
    const known = byOffer.get(key) ?? { ...given, name, count: 0, amount: 0 };
    byOffer.set(key, { ...known, count: known.count + given.count, amount: known.amount + given.amount });
  }
  return [...byOffer.values()]
    .filter((total) => total.count > 0)
    .sort((a, b) => b.amount - a.amount || b.count - a.count || a.name.localeCompare(b.name, "fr"));
}

export function salesTotals({ sales, discounts, refunds, stopped }: SalesFacts): SalesTotals {
  const rates = addRateFigures([
    ...sales.map(orderVatByRate),
    ...refunds.map((orders) => negated(orderVatByRate(orders))),
  ]).filter((figure) => figure.includingTax !== 0 || figure.tax !== 0 || figure.excludingTax !== 0);
  const net = <Key extends string>(keyOf: (orders: SoldOrders) => Key, keys: readonly Key[]) => {
    const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
    for (const orders of sales) totals[keyOf(orders)] += orders.total;
    for (const orders of refunds) totals[keyOf(orders)] -= orders.total;
    return totals;
  };
  const sold = counted(sales);
  return {
    sales: sold,
    averageTicket: sold.count === 0 ? 0 : divideRoundingHalfUp(sold.amount, sold.count),
    includingTax: rates.reduce((sum, figure) => sum + figure.includingTax, 0),
    excludingTax: rates.reduce((sum, figure) => sum + figure.excludingTax, 0),
    tax: rates.reduce((sum, figure) => sum + figure.tax, 0),
    rates,
    paymentMethods: net((orders) => orders.method, ["card", "cash"] as const),
    modes: net((orders) => orders.mode, ["pickup", "delivery"] as const),
    discounts: discountTotals(discounts),
    deliveryFees:
      sales.reduce((sum, orders) => sum + deliveryIncludingTax(orders), 0) -
      refunds.reduce((sum, orders) => sum + deliveryIncludingTax(orders), 0),
    refused: stoppedTotal(stopped, "refused"),
    cancelled: stoppedTotal(stopped, "cancelled"),
    refunded: counted(refunds),
    till: sales.reduce((sum, orders) => sum + orders.till, 0),
  };
}
