import { addDays, isLocalDate } from "@comptoir/domain";

/**
 * The days a report covers, on the restaurant's calendar: a week (Monday to Sunday), a month, or
 * the owner's own from–to. Calendar arithmetic only: the server turns days into instants, and says
 * which is today (service-day.server.ts).
 */

export type PeriodKind = "week" | "month" | "custom";

export interface Period {
  kind: PeriodKind;
  from: string;
  to: string;
}

/** The Monday to Sunday week a day is in. */
export function weekOf(date: string): Period {
  // Noon UTC of a calendar date: its weekday whatever the zone (0 is Sunday).
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { kind: "week", from, to: addDays(from, 6) };
}

/** The calendar month a day is in. */
export function monthOf(date: string): Period {
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(`${from}T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { kind: "month", from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The week or month before (`-1`) or after (`1`); a custom period moves by its own length. */
export function shiftPeriod(period: Period, direction: 1 | -1): Period {
  if (period.kind === "week") return weekOf(addDays(period.from, 7 * direction));
  if (period.kind === "month") {
    return monthOf(direction > 0 ? addDays(period.to, 1) : addDays(period.from, -1));
  }
  const length = daysBetween(period.from, period.to) + 1;
  return {
    kind: "custom",
    from: addDays(period.from, length * direction),
    to: addDays(period.to, length * direction),
  };
}

/** Days from `from` to `to` (0 for the same day, negative when reversed). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The period an address names (`?du=…&au=…&vue=semaine`), else the week of `today`. */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const view = search.get("vue");
  const from = search.get("du") ?? "";
  const to = search.get("au") ?? "";
  if (view === "mois") return monthOf(isLocalDate(from) ? from : today);
  if (view === "personnalisee" && isLocalDate(from) && isLocalDate(to)) return { kind: "custom", from, to };
  return weekOf(isLocalDate(from) ? from : today);
}

const VIEW_NAMES: Record<PeriodKind, string> = { week: "semaine", month: "mois", custom: "personnalisee" };

/** The address's search of a period, the reverse of `periodFromSearch`. */
export function periodSearch(period: Period): string {
  const params = new URLSearchParams({ vue: VIEW_NAMES[period.kind], du: period.from });
  if (period.kind === "custom") params.set("au", period.to);
  return `?${params.toString()}`;
}
