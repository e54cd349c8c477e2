import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { percentToBasisPoints } from "../money/rounding.ts";
import { lineTax, lineTaxParts } from "../tax/tax.ts";
import { orderVatByRate, pricesIncludeTax } from "./order-vat.ts";
import { daySeries, serviceDaysBetween } from "./period-report.ts";
import { type DiscountGiven, type SalesFacts, type SalesTotals, salesTotals } from "./sales-totals.ts";
import { deliveryIncludingTax, lineIncludingTax, type SoldOrder, type SoldOrders } from "./sold-order.ts";

const PARIS = "Europe/Paris";
const FOUR = 4 * 60;
const FROM = Date.UTC(2026, 10, 1, 3);
const SPAN = 10 * 86_400_000;

let nextId = 1;

/** An order as the tests sell it: its figures, and whether its discount was kept per offer. */
type TestOrder = SoldOrder & { offers: boolean };

/** An order built the way checkout stores one: each line's parts by `lineTaxParts`, the fee by `lineTax`. */
function soldOrder(fields: {
  inclusive: boolean;
  lines: { amounts: { rate: number; amount: number }[]; discount: number; quantity: number; name: string }[];
  delivery: number;
  deliveryRate: number;
  method: "card" | "cash";
  paidAt: number;
  refundedAt: number | null;
  cashCollected: number | null;
  offers: boolean;
}): TestOrder {
  const mode = fields.inclusive ? "inclusive" : "exclusive";
  const lines = fields.lines.map(({ amounts, discount, quantity, name }, index) => {
    const lineTotal = amounts.reduce((sum, { amount }) => sum + amount, 0);
    const taken = Math.min(discount, lineTotal);
    const parts = lineTaxParts(
      amounts.map(({ rate, amount }) => ({ rate, amount: cents(amount) })),
      cents(taken),
      mode,
    );
    return {
      itemId: index % 3,
      name,
      quantity,
      options: [],
      lineTotal,
      discount: taken,
      tax: parts.reduce((sum, part) => sum + part.tax, 0),
      taxRateBasisPoints: percentToBasisPoints(amounts[0]?.rate ?? 10),
      taxParts: parts.map((part) => ({
        rateBasisPoints: percentToBasisPoints(part.rate),
        amount: part.amount,
        tax: part.tax,
      })),
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const tax =
    lines.reduce((sum, line) => sum + line.tax, 0) +
    lineTax(cents(fields.delivery), fields.deliveryRate, mode);
  const beforeTax = subtotal - discount + fields.delivery;
  const total = fields.inclusive ? beforeTax : beforeTax + tax;
  return {
    id: nextId++,
    count: 1,
    mode: fields.delivery > 0 ? "delivery" : "pickup",
    method: fields.method,
    offers: fields.offers,
    paidAt: new Date(fields.paidAt),
    refundedAt: fields.refundedAt === null ? null : new Date(fields.refundedAt),
    cashCollected: fields.cashCollected,
    till: fields.method === "cash" ? (fields.cashCollected ?? total) : 0,
    subtotal,
    discount,
    delivery: fields.delivery,
    tax,
    total,
    deliveryTaxRateBasisPoints: percentToBasisPoints(fields.deliveryRate),
    lines,
  };
}

/** What an order's discount reads as: per offer when kept, else one amount. */
function discountOf(order: TestOrder): DiscountGiven[] {
  if (order.offers) return [{ offerId: 7, name: "PIMENT20", coupon: true, count: 1, amount: order.discount }];
  return order.discount > 0
    ? [{ offerId: null, name: null, coupon: false, count: 1, amount: order.discount }]
    : [];
}

const rate = fc.constantFrom(0, 5.5, 10, 20);
const instant = fc.integer({ min: FROM, max: FROM + SPAN - 1 });
const anOrder = fc
  .record({
    inclusive: fc.boolean(),
    lines: fc.array(
      fc.record({
        amounts: fc.array(fc.record({ rate, amount: fc.integer({ min: 0, max: 20_000 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        discount: fc.integer({ min: 0, max: 3_000 }),
        quantity: fc.integer({ min: 1, max: 4 }),
        name: fc.constantFrom("Burger Piment", "Wings", "Cola"),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    delivery: fc.constantFrom(0, 250, 390),
    deliveryRate: rate,
    method: fc.constantFrom("card" as const, "cash" as const),
    paidAt: instant,
    refundedAt: fc.option(instant, { nil: null }),
    cashCollected: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    offers: fc.boolean(),
  })
  .map((fields) =>
    soldOrder({
      ...fields,
      refundedAt:
        fields.method === "card" && fields.refundedAt !== null
          ? Math.max(fields.refundedAt, fields.paidAt)
          : null,
    }),
  );
const orders = fc.array(anOrder, { maxLength: 25 });

const days = serviceDaysBetween("2026-11-01", "2026-11-11", FOUR, PARIS);
const inBounds = (at: Date | null, start: Date, end: Date) =>
  at !== null && at.getTime() >= start.getTime() && at.getTime() < end.getTime();

/** The facts of [start, end) among `sold`, each order on its own: sales by `paidAt`, refunds by `refundedAt`. */
function factsBetween(sold: readonly TestOrder[], start: Date, end: Date): SalesFacts {
  const sales = sold.filter((order) => inBounds(order.paidAt, start, end));
  return {
    sales,
    discounts: sales.flatMap(discountOf),
    refunds: sold.filter((order) => inBounds(order.refundedAt, start, end)),
    stopped: [],
  };
}

/**
 * Orders alike added up, as the server's SQL hands them: same mode, means of payment, fee's rate
 * and way of writing prices; their lines side by side.
 */
function addedUp(sold: readonly SoldOrders[]): SoldOrders[] {
  const groups = new Map<string, SoldOrders>();
  for (const order of sold) {
    const key = `${order.mode}/${order.method}/${order.deliveryTaxRateBasisPoints}/${pricesIncludeTax(order)}`;
    const known = groups.get(key);
    groups.set(
      key,
      known
        ? {
            ...known,
            count: known.count + order.count,
            subtotal: known.subtotal + order.subtotal,
            discount: known.discount + order.discount,
            delivery: known.delivery + order.delivery,
            tax: known.tax + order.tax,
            total: known.total + order.total,
            till: known.till + order.till,
            lines: [...known.lines, ...order.lines],
          }
        : { ...order },
    );
  }
  return [...groups.values()];
}

/** Every additive figure of totals, keyed, for comparing a period with the sum of its days. */
function additive(totals: SalesTotals): Map<string, number> {
  const figures = new Map<string, number>();
  const add = (key: string, value: number) => figures.set(key, (figures.get(key) ?? 0) + value);
  add("sales.count", totals.sales.count);
  add("sales.amount", totals.sales.amount);
  add("including", totals.includingTax);
  add("excluding", totals.excludingTax);
  add("tax", totals.tax);
  for (const figure of totals.rates) {
    add(`rate.${figure.rateBasisPoints}.incl`, figure.includingTax);
    add(`rate.${figure.rateBasisPoints}.tax`, figure.tax);
  }
  add("card", totals.paymentMethods.card);
  add("cash", totals.paymentMethods.cash);
  add("pickup", totals.modes.pickup);
  add("delivery", totals.modes.delivery);
  for (const discount of totals.discounts) {
    add(`discount.${discount.name}.count`, discount.count);
    add(`discount.${discount.name}`, discount.amount);
  }
  add("fees", totals.deliveryFees);
  add("refunded.count", totals.refunded.count);
  add("refunded.amount", totals.refunded.amount);
  add("till", totals.till);
  return figures;
}

function sumOf(maps: Map<string, number>[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const map of maps) for (const [key, value] of map) sum.set(key, (sum.get(key) ?? 0) + value);
  return new Map([...sum].filter(([, value]) => value !== 0).sort(([a], [b]) => a.localeCompare(b)));
}

const dayIndexOf = (at: Date) => days.findIndex((day) => inBounds(at, day.start, day.end));

describe("les totaux des ventes", () => {
  it("les lignes et les frais de livraison redonnent le total de la commande", () => {
    fc.assert(
      fc.property(anOrder, (order) => {
        const lines = order.lines.reduce((sum, line) => sum + lineIncludingTax(order, line), 0);
        expect(lines + deliveryIncludingTax(order)).toBe(order.total);
      }),
    );
  });

  it("les totaux d'une journée sont la somme de ses commandes, la TVA par taux celle de la TVA", () => {
    fc.assert(
      fc.property(orders, (sold) => {
        const totals = salesTotals({
          sales: sold,
          discounts: sold.flatMap(discountOf),
          refunds: [],
          stopped: [],
        });
        expect(totals.sales).toEqual({
          count: sold.length,
          amount: sold.reduce((sum, o) => sum + o.total, 0),
        });
        expect(totals.includingTax).toBe(totals.sales.amount);
        expect(totals.tax).toBe(sold.reduce((sum, order) => sum + order.tax, 0));
        expect(totals.rates.reduce((sum, figure) => sum + figure.tax, 0)).toBe(totals.tax);
        expect(totals.rates.reduce((sum, figure) => sum + figure.includingTax, 0)).toBe(totals.includingTax);
        expect(totals.excludingTax + totals.tax).toBe(totals.includingTax);
        expect(totals.paymentMethods.card + totals.paymentMethods.cash).toBe(totals.includingTax);
        expect(totals.modes.pickup + totals.modes.delivery).toBe(totals.includingTax);
        expect(totals.discounts.reduce((sum, d) => sum + d.amount, 0)).toBe(
          sold.reduce((sum, order) => sum + order.discount, 0),
        );
      }),
    );
  });

  it("des commandes semblables additionnées donnent les mêmes totaux que chacune à part", () => {
    fc.assert(
      fc.property(orders, (sold) => {
        const discounts = sold.flatMap(discountOf);
        const refunds = sold.filter((order) => order.refundedAt !== null);
        expect(
          salesTotals({ sales: addedUp(sold), discounts, refunds: addedUp(refunds), stopped: [] }),
        ).toEqual(salesTotals({ sales: sold, discounts, refunds, stopped: [] }));
      }),
    );
  });

  it("les totaux d'une période sont la somme de ses journées", () => {
    fc.assert(
      fc.property(orders, (sold) => {
        const first = days[0];
        const last = days.at(-1);
        if (!first || !last) throw new Error("pas de journées");
        const period = additive(salesTotals(factsBetween(sold, first.start, last.end)));
        const byDay = days.map((day) => additive(salesTotals(factsBetween(sold, day.start, day.end))));
        expect(sumOf(byDay)).toEqual(sumOf([period]));
        const series = daySeries(
          days,
          sold.map((order) => ({
            dayIndex: dayIndexOf(order.paidAt as Date),
            slice: order.paidAt as Date,
            count: 1,
            total: order.total,
          })),
          sold.flatMap((order) =>
            order.refundedAt ? [{ dayIndex: dayIndexOf(order.refundedAt), total: order.total }] : [],
          ),
        );
        expect(series.reduce((sum, point) => sum + point.includingTax, 0)).toBe(period.get("including") ?? 0);
        expect(series.reduce((sum, point) => sum + point.sales, 0)).toBe(period.get("sales.count") ?? 0);
      }),
    );
  });

  it("un remboursement compte une fois, le jour où il est confirmé, et la vente reste le jour de son paiement", () => {
    fc.assert(
      fc.property(orders, (sold) => {
        const refunded = sold.filter((order) => order.refundedAt !== null);
        const byDay = days.map((day) => salesTotals(factsBetween(sold, day.start, day.end)));
        expect(byDay.reduce((sum, totals) => sum + totals.refunded.count, 0)).toBe(refunded.length);
        expect(byDay.reduce((sum, totals) => sum + totals.sales.count, 0)).toBe(sold.length);
        for (const [index, totals] of byDay.entries()) {
          const day = days[index];
          if (!day) continue;
          const refundedThatDay = refunded.filter((order) => inBounds(order.refundedAt, day.start, day.end));
          expect(totals.refunded.amount).toBe(refundedThatDay.reduce((sum, order) => sum + order.total, 0));
          expect(totals.includingTax).toBe(totals.sales.amount - totals.refunded.amount);
        }
      }),
    );
  });

  it("la TVA par taux vient des commandes, jamais recalculée", () => {
    const order = soldOrder({
      inclusive: true,
      lines: [
        {
          amounts: [
            { rate: 10, amount: 1190 },
            { rate: 5.5, amount: 250 },
          ],
          discount: 0,
          quantity: 1,
          name: "Formule",
        },
        { amounts: [{ rate: 10, amount: 450 }], discount: 0, quantity: 1, name: "Wings" },
      ],
      delivery: 250,
      deliveryRate: 20,
      method: "card",
      paidAt: FROM,
      refundedAt: null,
      cashCollected: null,
      offers: false,
    });
    const totals = salesTotals({ sales: [order, order], discounts: [], refunds: [], stopped: [] });
    expect(totals.rates).toEqual(
      orderVatByRate(order).map((figure) => ({
        rateBasisPoints: figure.rateBasisPoints,
        excludingTax: figure.excludingTax * 2,
        tax: figure.tax * 2,
        includingTax: figure.includingTax * 2,
      })),
    );
    expect(totals.rates.map((figure) => [figure.rateBasisPoints, figure.tax])).toEqual([
      [550, 26],
      [1000, 298],
      [2000, 84],
    ]);
    expect(totals.deliveryFees).toBe(500);
    expect(totals.averageTicket).toBe(order.total);
  });

  it("compte la caisse, les refus et annulations à part, et une remise sans offre en « Remise »", () => {
    const base = {
      inclusive: true,
      lines: [{ amounts: [{ rate: 10, amount: 1000 }], discount: 150, quantity: 1, name: "Burger" }],
      delivery: 0,
      deliveryRate: 10,
      paidAt: FROM,
      refundedAt: null,
      offers: false,
    };
    const collected = soldOrder({ ...base, method: "cash", cashCollected: 2000 });
    const backfilled = soldOrder({ ...base, method: "cash", cashCollected: null });
    const card = soldOrder({ ...base, method: "card", cashCollected: null });
    const sales = [collected, backfilled, card];
    const totals = salesTotals({
      sales,
      discounts: sales.flatMap(discountOf),
      refunds: [],
      stopped: [
        { progress: "refused", count: 1, amount: 700 },
        { progress: "cancelled", count: 2, amount: 500 },
      ],
    });
    expect(totals.till).toBe(2850);
    expect(totals.paymentMethods).toEqual({ card: 850, cash: 1700 });
    expect(totals.refused).toEqual({ count: 1, amount: 700 });
    expect(totals.cancelled).toEqual({ count: 2, amount: 500 });
    expect(totals.averageTicket).toBe(850);
    expect(totals.discounts).toEqual([
      { name: "Remise", offerId: null, coupon: false, count: 3, amount: 450 },
    ]);
  });
});
