import { divideRoundingHalfUp } from "../money/rounding.ts";
import { addDays, type LocalDate } from "../schedule/local-time.ts";
import { WEEKDAYS } from "../schedule/weekly-hours.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";
import { serviceDayBounds } from "./service-day.ts";
import { lineIncludingTax, type SoldOrder } from "./sold-order.ts";

/** A service day and its bounds, [start, end). */
export interface ServiceDay {
  date: LocalDate;
  start: Date;
  end: Date;
}

/** The service days from `from` to `to` included, in order, each ending where the next starts. */
export function serviceDaysBetween(
  from: LocalDate,
  to: LocalDate,
  closesAt: number,
  timeZone: string,
): ServiceDay[] {
  const days: ServiceDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    days.push({ date, ...serviceDayBounds(date, closesAt, timeZone) });
  return days;
}

/**
 * The index of the day an instant belongs to among `days` (contiguous, in order), or -1 outside:
 * a search over the days' bounds, so that a month of orders never asks the zone's rules per order.
 */
export function dayIndexOf(days: readonly ServiceDay[], instant: Date): number {
  const ms = instant.getTime();
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const day = days[middle] as ServiceDay;
    if (ms < day.start.getTime()) high = middle - 1;
    else if (ms >= day.end.getTime()) low = middle + 1;
    else return middle;
  }
  return -1;
}

export interface DaySeriesPoint {
  date: LocalDate;
  /** Sales recorded that day. */
  sales: number;
  /** Net including VAT: the sales' amount less the refunds confirmed that day. */
  includingTax: number;
}

/** Every day of the period, days without sales included. */
export function daySeries(
  days: readonly ServiceDay[],
  sales: readonly SoldOrder[],
  refunds: readonly SoldOrder[],
): DaySeriesPoint[] {
  const points = days.map((day) => ({ date: day.date, sales: 0, includingTax: 0 }));
  for (const order of sales) {
    const point = order.paidAt ? points[dayIndexOf(days, order.paidAt)] : undefined;
    if (!point) continue;
    point.sales += 1;
    point.includingTax += order.total;
  }
  const refunded = new Set<number>();
  for (const order of refunds) {
    const point = order.refundedAt ? points[dayIndexOf(days, order.refundedAt)] : undefined;
    if (!point || refunded.has(order.id)) continue;
    refunded.add(order.id);
    point.includingTax -= order.total;
  }
  return points;
}

/** All zones' offsets are whole quarters of an hour: one reading of the clock per quarter. */
const QUARTER_MS = 15 * 60_000;

/**
 * Sales per weekday and hour on the restaurant's clock: `heat[0]` is Monday, `heat[d][h]` the
 * sales recorded between h:00 and h:59 (local time, whatever the service day).
 */
export function salesHeat(sales: readonly SoldOrder[], timeZone: string): number[][] {
  const heat = WEEKDAYS.map(() => Array.from({ length: 24 }, () => 0));
  const cells = new Map<number, { weekday: number; hour: number }>();
  for (const order of sales) {
    if (!order.paidAt) continue;
    const quarter = Math.floor(order.paidAt.getTime() / QUARTER_MS);
    let cell = cells.get(quarter);
    if (!cell) {
      const clock = zonedClock(order.paidAt, timeZone);
      cell = { weekday: WEEKDAYS.indexOf(clock.weekday), hour: Math.floor(clock.minutes / 60) };
      cells.set(quarter, cell);
    }
    const row = heat[cell.weekday] as number[];
    row[cell.hour] = (row[cell.hour] as number) + 1;
  }
  return heat;
}

export interface SoldDish {
  itemId: number;
  name: string;
  quantity: number;
  /** Including VAT, after discounts. */
  amount: number;
}

export interface SoldChoice {
  group: string;
  name: string;
  quantity: number;
  /** Its part of the lines it was chosen with, including VAT, after discounts. */
  amount: number;
}

/**
 * The dishes and options the sales held, by name as sold (a dish renamed since counts apart), most
 * sold first. A choice's amount is its share of its line's amount after discount, in proportion
 * of its price in the line's (rounded half-up per line): what it brought, as near as the line says.
 */
export function soldDishes(sales: readonly SoldOrder[]): { dishes: SoldDish[]; options: SoldChoice[] } {
  const dishes = new Map<string, SoldDish>();
  const options = new Map<string, SoldChoice>();
  for (const order of sales)
    for (const line of order.lines) {
      const amount = lineIncludingTax(order, line);
      const dishKey = `${line.itemId}\u0000${line.name}`;
      const dish = dishes.get(dishKey) ?? { itemId: line.itemId, name: line.name, quantity: 0, amount: 0 };
      dish.quantity += line.quantity;
      dish.amount += amount;
      dishes.set(dishKey, dish);
      for (const option of line.options) {
        const quantity = option.quantity * line.quantity;
        const gross = option.unitPrice * quantity;
        const share = line.lineTotal > 0 ? divideRoundingHalfUp(gross * amount, line.lineTotal) : 0;
        const key = `${option.group}\u0000${option.name}`;
        const choice = options.get(key) ?? { group: option.group, name: option.name, quantity: 0, amount: 0 };
        choice.quantity += quantity;
        choice.amount += share;
        options.set(key, choice);
      }
    }
  const bySales = <T extends { quantity: number; amount: number; name: string }>(a: T, b: T) =>
    b.quantity - a.quantity || b.amount - a.amount || a.name.localeCompare(b.name, "fr");
  return { dishes: [...dishes.values()].sort(bySales), options: [...options.values()].sort(bySales) };
}
