import type { PaymentMethod } from "../checkout/delivery-step.ts";
import type { OrderMode } from "../menu/menu.ts";
import { orderVatByRate, type SoldOrderAmounts } from "../reports/order-vat.ts";

/**
 * The sales journal's entries (ADR 066), as stored in `journal_entries.body` and hashed into the
 * chain: cents and basis points, never a customer's name, mail, phone, address or note.
 *
 * A sale counts when its payment is recorded: a card payment confirmed (`order_paid`), the cash
 * collected at handover (the first `cash_collected` of the order). A refund counts when the
 * provider confirmed it (`order_refunded`). Placement, refusal and cancellation are recorded for
 * the trail; they move no money.
 */
const JOURNAL_ENTRY_KINDS = [
  "opening",
  "order_placed",
  "order_paid",
  "cash_collected",
  "order_refused",
  "order_cancelled",
  "order_refunded",
  "closing",
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

/** One VAT rate's amounts: excluding VAT, VAT, including VAT (cents). */
export interface JournalRate {
  rate: number;
  excl: number;
  tax: number;
  incl: number;
}

/** What an order was sold for, as its journal entries repeat it. */
export interface JournalOrderAmounts {
  /** The order's total including VAT, in cents. */
  total: number;
  /** Its VAT per rate, by `orderVatByRate`: their `incl` add up to `total`. */
  rates: JournalRate[];
}

export interface OrderPlacedBody extends JournalOrderAmounts {
  /** The service day's order number and date (`YYYY-MM-DD`), as the board says it. */
  number: number;
  date: string;
  mode: OrderMode;
  method: PaymentMethod;
  discount: number;
  delivery: number;
}

/** A sale: a card payment confirmed, or a cash order's cash first collected. */
export interface OrderPaidBody extends JournalOrderAmounts {
  method: PaymentMethod;
}

/** Cash counted into the till at handover; `corrects` names the entry (its `seq`) it replaces. */
export interface CashCollectedBody {
  amount: number;
  corrects: number | null;
}

/** A refusal or a cancellation: no money moves by it (a paid card's refund is its own entry). */
export interface OrderStoppedBody {
  total: number;
}

/** A refund the provider confirmed: the order's amounts, counted out of the day it happens. */
export type OrderRefundedBody = JournalOrderAmounts;

/** The money of a period (or of all time): every figure a closing seals. */
export interface JournalTotals {
  /** Sales recorded (payments) and their amount including VAT. */
  sales: number;
  salesTotal: number;
  refunds: number;
  refundsTotal: number;
  /** salesTotal − refundsTotal, per rate likewise. */
  net: number;
  rates: JournalRate[];
  /** Net per means of payment. */
  card: number;
  cash: number;
  /** Cash counted into the till (the last amount recorded for each order). */
  till: number;
}

export type ClosingPeriod = "day" | "month" | "year";

export interface ClosingBody {
  period: ClosingPeriod;
  /** `2026-11-26`, `2026-11` or `2026`: service days, and the months and years they make. */
  label: string;
  /** The entries it seals: for a day, every entry chained since the previous day's closing. */
  firstSeq: number;
  lastSeq: number;
  totals: JournalTotals;
  /** Perpetual: everything since the journal opened, this period included. */
  grandTotals: JournalTotals;
}

/** The first entry: what the orders recorded before the journal existed add up to. */
export interface OpeningBody {
  orders: number;
  totals: JournalTotals;
}

/**
 * The text hashed for an entry: JSON with its keys sorted at every depth, so that the same entry
 * always gives the same bytes, whatever order a database hands the keys back in.
 */
export function canonicalJson(value: unknown): string {
  // Written into one string as it goes, with no array per level: the chainer hashes every order's
  // entry. An array's item JSON cannot write (undefined) stays empty, as `join` leaves it.
  if (Array.isArray(value)) {
    let text = "[";
    for (let index = 0; index < value.length; index++) {
      if (index > 0) text += ",";
      text += canonicalJson(value[index]) ?? "";
    }
    return `${text}]`;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    let text = "{";
    // The default sort compares the keys' UTF-16 code units: the same order as `<`.
    for (const key of Object.keys(record).sort()) {
      const item = record[key];
      if (item === undefined) continue;
      if (text.length > 1) text += ",";
      text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value);
}

/** An order's amounts as its journal entries repeat them: its total and its VAT per rate. */
export function journalOrderAmounts(order: SoldOrderAmounts): JournalOrderAmounts {
  return {
    total: order.total,
    rates: orderVatByRate(order).map((figure) => ({
      rate: figure.rateBasisPoints,
      excl: figure.excludingTax,
      tax: figure.tax,
      incl: figure.includingTax,
    })),
  };
}
