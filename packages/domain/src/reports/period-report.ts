import { divideRoundingHalfUp } from "../money/rounding.ts";
import { addDays, type LocalDate, utcOffsetAt } from "../schedule/local-time.ts";
import { WEEKDAYS } from "../schedule/weekly-hours.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";
import { serviceDayBounds } from "./service-day.ts";
import { linesIncludingTax } from "./sold-order.ts";

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
 * Sales added up by service day (its index among the period's days) and by slice of time that
 * reads one hour on the restaurant's clock (`heatSliceSeconds`): what the days and the heat map
 * are drawn from.
 */
export interface SalesSlice {
  dayIndex: number;
  /** The slice's first instant. */
  slice: Date;
  count: number;
  total: number;
}

/** Refunds added up by service day. */
export interface RefundsOfDay {
  dayIndex: number;
  total: number;
}

/**
 * The slices (in seconds, from the epoch) the period's sales may be added up by for the heat map:
 * an hour where the zone's offset from UTC stays whole hours over the period (then each UTC hour is
 * one local hour), else a quarter of an hour, which every zone's offset is a multiple of.
 */
export function heatSliceSeconds(days: readonly ServiceDay[], timeZone: string): number {
  const wholeHours = days.every(
    (day) =>
      utcOffsetAt(day.start.getTime(), timeZone) % 3_600_000 === 0 &&
      utcOffsetAt(day.end.getTime(), timeZone) % 3_600_000 === 0,
  );
  return wholeHours ? 3600 : 900;
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
  sales: readonly SalesSlice[],
  refunds: readonly RefundsOfDay[],
): DaySeriesPoint[] {
  const points = days.map((day) => ({ date: day.date, sales: 0, includingTax: 0 }));
  for (const slice of sales) {
    const point = points[slice.dayIndex];
    if (!point) continue;
    point.sales += slice.count;
    point.includingTax += slice.total;
  }
  for (const refund of refunds) {
    const point = points[refund.dayIndex];
    if (point) point.includingTax -= refund.total;
  }
  return points;
}

/**
 * Sales per weekday and hour on the restaurant's clock: `heat[0]` is Monday, `heat[d][h]` the
 * sales recorded between h:00 and h:59 (local time, whatever the service day).
 */
export function salesHeat(
  sales: readonly Pick<SalesSlice, "slice" | "count">[],
  timeZone: string,
): number[][] {
  const heat = WEEKDAYS.map(() => Array.from({ length: 24 }, () => 0));
  for (const { slice, count } of sales) {
    const clock = zonedClock(slice, timeZone);
    const row = heat[WEEKDAYS.indexOf(clock.weekday)] as number[];
    const hour = Math.floor(clock.minutes / 60);
    row[hour] = (row[hour] as number) + count;
  }
  return heat;
}

/** Lines of one dish (by id and name as sold) added up, from orders whose prices were written alike. */
export interface DishLines {
  itemId: number;
  name: string;
  pricesIncludeTax: boolean;
  quantity: number;
  lineTotal: number;
  discount: number;
  tax: number;
}

/**
 * One choice (by group and name as sold) added up over the lines it was chosen with, from orders
 * whose prices were written alike: its units, and its share of those lines after their discount
 * and of their VAT, in proportion of its price in each line's (in cents, not rounded yet).
 */
export interface ChoiceLines {
  group: string;
  name: string;
  pricesIncludeTax: boolean;
  quantity: number;
  writtenShare: number;
  taxShare: number;
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
  /** Its share of the lines it was chosen with, including VAT, after discounts. */
  amount: number;
}

const bySales = <T extends { quantity: number; amount: number; name: string }>(a: T, b: T) =>
  b.quantity - a.quantity || b.amount - a.amount || a.name.localeCompare(b.name, "fr");

/**
 * The dishes and options the sales held, by name as sold (a dish renamed since counts apart), most
 * sold first, each with what it was paid including VAT after discounts. A choice's amount is its
 * share of its lines' (rounded half-up once, at the end): what it brought, as near as lines say.
 */
export function soldDishes(
  dishLines: readonly DishLines[],
  choiceLines: readonly ChoiceLines[],
): { dishes: SoldDish[]; options: SoldChoice[] } {
  const dishes = new Map<string, SoldDish>();
  for (const lines of dishLines) {
    const key = `${lines.itemId}\u0000${lines.name}`;
    const dish = dishes.get(key) ?? { itemId: lines.itemId, name: lines.name, quantity: 0, amount: 0 };
    dish.quantity += lines.quantity;
    dish.amount += linesIncludingTax(lines.pricesIncludeTax, lines);
    dishes.set(key, dish);
  }
  const shares = new Map<string, SoldChoice>();
  for (const lines of choiceLines) {
    const key = `${lines.group}\u0000${lines.name}`;
    const choice = shares.get(key) ?? { group: lines.group, name: lines.name, quantity: 0, amount: 0 };
    choice.quantity += lines.quantity;
    choice.amount += lines.writtenShare + (lines.pricesIncludeTax ? 0 : lines.taxShare);
    shares.set(key, choice);
  }
  const options = [...shares.values()].map((choice) => ({
    ...choice,
    // Shares are sums of fractions of cents: to the hundredth of a cent, then half-up to the cent.
    amount: divideRoundingHalfUp(Math.round(choice.amount * 100), 100),
  }));
  return { dishes: [...dishes.values()].sort(bySales), options: options.sort(bySales) };
}
