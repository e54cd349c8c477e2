/**
 * The owner's reports, exports and sales journal on the API (ADR 066). Owner only: 401 without a
 * staff session, 403 for another role. Amounts are whole cents (integers), rates basis points
 * (550 = 5,5 %), dates `YYYY-MM-DD` service days in the restaurant's zone, instants ISO 8601.
 *
 * | method and path                                   | body → payload                          |
 * |---------------------------------------------------|-----------------------------------------|
 * | GET /v2/staff/reports/day?date=                   | → DayReportPayload                      |
 * | GET /v2/staff/reports/period?from=&to=            | → PeriodReportPayload (`to` included)   |
 * | GET /v2/staff/reports/exports/:export.csv?from=&to= | → text/csv (orders, order-lines, vat, days) |
 * | GET /v2/staff/journal                             | → JournalStatusPayload                  |
 * | GET /v2/staff/journal/archives/:closes            | → the signed archive file of a closing  |
 *
 * A sale counts on the service day its payment was recorded (a card payment confirmed, the cash
 * collected at handover), a refund on the day the provider confirmed it. Every figure is read from
 * the orders' own lines (as sold), never from the catalogue.
 */
import { isLocalDate } from "@comptoir/domain";
import { journalArchiveApi, reportChecks } from "@comptoir/messages";
import { z } from "zod";

export * from "./report-constants.ts";

// The setting of the hour a service day ends, `DAY_CLOSES_AT_SETTING`, lives with the other settings
// in restaurant-settings.ts (read into `Restaurant.reports.dayClosesAt`), out of this zod module.

const localDate = z.string({ error: reportChecks.dateInvalid }).refine(isLocalDate, reportChecks.dateInvalid);

export const dayReportQuerySchema = z.object({ date: localDate });

/** `from` ≤ `to`, at most MAX_REPORT_DAYS days (checked by the service, which knows the calendar). */
export const periodQuerySchema = z.object({ from: localDate, to: localDate });

export interface RatePayload {
  rate_basis_points: number;
  excluding_tax: number;
  tax: number;
  including_tax: number;
}

/** Orders and what they held: a count and their amount including VAT. */
export interface CountedAmount {
  count: number;
  amount: number;
}

export interface DiscountPayload {
  /** The offer's name as sold; "Remise" for orders placed before offers were kept per order. */
  name: string;
  offer_id: number | null;
  /** Whether it is a coupon the customer typed. */
  coupon: boolean;
  count: number;
  amount: number;
}

/** The totals of a day or a period: net of the refunds counted in it. */
export interface SalesTotalsPayload {
  /** Sales recorded (orders paid) and their amount including VAT, before refunds. */
  sales: CountedAmount;
  /** salesTotal ÷ sales, rounded half-up to the cent; 0 without sales. */
  average_ticket: number;
  /** Net of refunds. */
  including_tax: number;
  excluding_tax: number;
  tax: number;
  /** Net per VAT rate, lowest first: their sums are the three figures above. */
  rates: RatePayload[];
  /** Net including VAT per means of payment and per mode. */
  payment_methods: { card: number; cash: number };
  modes: { pickup: number; delivery: number };
  /** What each offer or coupon took off the sales (on the sales, refunds not taken back), the largest first. */
  discounts: DiscountPayload[];
  /** Delivery fees charged (including VAT), within `including_tax`. */
  delivery_fees: number;
  refused: CountedAmount;
  cancelled: CountedAmount;
  refunded: CountedAmount;
  /**
   * Cash to be found in the till: the last amount recorded for each cash sale (a corrected amount
   * no longer counts; its total for an order handed over before the till was kept).
   */
  till: number;
}

export interface DayReportPayload {
  date: string;
  /** The service day's bounds (23 or 25 hours when clocks change). */
  starts_at: string;
  ends_at: string;
  /** Whether its closing is written in the journal (then its figures never change). */
  closed: boolean;
  totals: SalesTotalsPayload;
}

export interface SoldPayload {
  name: string;
  quantity: number;
  /** Including VAT, after discounts. */
  amount: number;
}

export interface PeriodReportPayload {
  from: string;
  to: string;
  totals: SalesTotalsPayload;
  /** The period of the same length just before, for the change. */
  previous: { from: string; to: string; totals: SalesTotalsPayload };
  /** Every day of the period, in order, days without sales included. */
  days: { date: string; sales: number; including_tax: number }[];
  /**
   * Sales per weekday and hour on the restaurant's clock: `heat[0]` is Monday, `heat[d][h]` the
   * sales recorded between h:00 and h:59.
   */
  heat: number[][];
  /** The dishes sold (by name as sold), most sold first; then the options chosen with them. */
  dishes: (SoldPayload & { item_id: number })[];
  options: (SoldPayload & { group: string })[];
}

export interface ClosingPayload {
  /** `day:2026-11-26`, `month:2026-11`, `year:2026`. */
  closes: string;
  seq: number;
  at: string;
  net: number;
}

export interface JournalStatusPayload {
  /** The shop's Ed25519 public key (PEM, SPKI), the one archives are signed with. */
  public_key: string;
  /** The last entry chained and its hash; entries written but not chained yet. */
  chained: { seq: number; hash: string } | null;
  unchained: number;
  /** Closings, newest first (the last 100). */
  closings: ClosingPayload[];
}

/** A closing's period as `closes` names it: `day:2026-11-26`, `month:2026-11` or `year:2026`. */
function isClosedPeriodName(text: string): boolean {
  const colon = text.indexOf(":");
  const period = text.slice(0, colon);
  const label = text.slice(colon + 1);
  if (period === "day") return isLocalDate(label);
  if (period === "month") return /^\d{4}-(0[1-9]|1[0-2])$/.test(label);
  if (period === "year") return /^\d{4}$/.test(label);
  return false;
}

/** GET /v2/staff/journal/archives/:closes */
export const journalArchiveParamSchema = z.object({
  closes: z
    .string({ error: journalArchiveApi.closesInvalid })
    .refine(isClosedPeriodName, journalArchiveApi.closesInvalid),
});
