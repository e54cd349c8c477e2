import { cents } from "@comptoir/domain";
import { formatEuros } from "@comptoir/domain/money-format";
import { fill, reports as text } from "@comptoir/messages";

/**
 * How the report pages write their figures: amounts of the reports API are whole cents, rates
 * basis points, dates the restaurant's calendar days (`YYYY-MM-DD`). French throughout: "12,50 €",
 * "5,5 %", "mardi 24 novembre 2026".
 */

/** An amount of the reports API (cents) as the shop writes prices: "12,50 €". */
export function reportEuros(amount: number): string {
  return formatEuros(cents(amount));
}

const wholeEuros = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

/** A chart's axis: whole euros, "1 200 €". */
export function axisEuros(amount: number): string {
  return wholeEuros.format(Math.round(amount / 100));
}

const rateFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** A VAT rate in basis points as French receipts write it: 550 → "5,5 %", 2000 → "20 %". */
export function ratePercent(basisPoints: number): string {
  return `${rateFormat.format(basisPoints / 100)}\u00a0%`;
}

const countFormat = new Intl.NumberFormat("fr-FR");

/** A count with the French thousands separator: "1 234". */
export function reportCount(count: number): string {
  return countFormat.format(count);
}

/** Midnight UTC of a calendar date: its own day whatever the device's zone, for Intl to word it. */
function calendarDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const longDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const mediumDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const dayMonth = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "2-digit", month: "2-digit" });
const monthYear = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", month: "long", year: "numeric" });

/** "mardi 24 novembre 2026". */
export const longDateOf = (date: string) => longDate.format(calendarDay(date));
/** "24 novembre 2026". */
export const mediumDateOf = (date: string) => mediumDate.format(calendarDay(date));
/** "24/11/2026", as the accountant's files write it. */
export const shortDateOf = (date: string) => shortDate.format(calendarDay(date));
/** "24/11", under a chart's bar. */
export const dayMonthOf = (date: string) => dayMonth.format(calendarDay(date));
/** "novembre 2026", for a month's closing (`2026-11`). */
const monthYearOf = (month: string) => monthYear.format(calendarDay(`${month}-01`));

/** A date and time of an instant on the restaurant's clock: "24/11/2026" and "04:00". */
export function instantParts(instant: string, timeZone: string): { date: string; time: string } {
  const at = new Date(instant);
  return {
    date: new Intl.DateTimeFormat("fr-FR", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(at),
    time: new Intl.DateTimeFormat("fr-FR", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at),
  };
}

/** The change of a figure against the period before, shown short and said in full words. */
export interface Change {
  direction: "up" | "down" | "same" | "none";
  /** "+12 %", "−5 %", "0 %", or "—" when the period before had nothing to compare with. */
  short: string;
  /** What a screen reader says: "en hausse de 12 % par rapport à la période précédente". */
  words: string;
}

/** The change from `previous` to `current`, in whole percent (half-up, away from zero). */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { direction: "same", short: "0\u00a0%", words: text.changeSame }
      : { direction: "none", short: "—", words: text.changeNone };
  }
  const ratio = ((current - previous) / Math.abs(previous)) * 100;
  const percent = Math.sign(ratio) * Math.round(Math.abs(ratio));
  if (percent === 0) return { direction: "same", short: "0\u00a0%", words: text.changeSame };
  const size = `${countFormat.format(Math.abs(percent))}\u00a0%`;
  return percent > 0
    ? { direction: "up", short: `+${size}`, words: fill(text.changeUp, { percent: size }) }
    : { direction: "down", short: `\u2212${size}`, words: fill(text.changeDown, { percent: size }) };
}

/** A closing as the journal names it (`day:2026-11-26`, `month:2026-11`, `year:2026`), in words. */
export function closingLabel(closes: string): string {
  const [kind, period = ""] = closes.split(":");
  if (kind === "day") return fill(text.closingDay, { date: shortDateOf(period) });
  if (kind === "month") return fill(text.closingMonth, { month: monthYearOf(period) });
  if (kind === "year") return fill(text.closingYear, { year: period });
  return closes;
}
