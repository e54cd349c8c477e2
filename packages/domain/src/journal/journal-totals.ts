import type {
  CashCollectedBody,
  JournalEntryKind,
  JournalRate,
  JournalTotals,
  OrderPaidBody,
  OrderRefundedBody,
} from "./journal-entry.ts";

/** An entry as the totals read it: its number, its kind and its body. */
export interface TotalledEntry {
  seq: number;
  kind: JournalEntryKind | string;
  body: unknown;
}

/** Nothing sold, nothing refunded: a day without entries, the journal before its opening. */
export function emptyTotals(): JournalTotals {
  return {
    sales: 0,
    salesTotal: 0,
    refunds: 0,
    refundsTotal: 0,
    net: 0,
    rates: [],
    card: 0,
    cash: 0,
    till: 0,
  };
}

/**
 * The money a list of journal entries moved (ADR 066). Sales are the `order_paid` entries (a card
 * payment confirmed, a cash order's cash first collected), refunds the `order_refunded` ones, each
 * counted once, on its own entry, whatever period its order was sold in. The till adds the cash
 * counted at handover: each `cash_collected` amount, a correction replacing the amount it corrects
 * (so the till holds the last amount recorded for each order). A correction of an entry outside
 * the list reads that entry's amount from `correctedAmount`. Openings and closings move nothing.
 *
 * Each entry adds its own share, so the totals of consecutive lists add up to those of the whole
 * (`addTotals`, property-tested): a month is the sum of its days.
 */
export function journalTotals(
  entries: readonly TotalledEntry[],
  correctedAmount: (seq: number) => number | undefined = () => undefined,
): JournalTotals {
  const amounts = new Map<number, number>();
  for (const entry of entries)
    if (entry.kind === "cash_collected") amounts.set(entry.seq, (entry.body as CashCollectedBody).amount);
  const shares: JournalTotals[] = [];
  for (const entry of entries) {
    if (entry.kind === "order_paid") {
      const body = entry.body as OrderPaidBody;
      shares.push({
        ...emptyTotals(),
        sales: 1,
        salesTotal: body.total,
        net: body.total,
        rates: body.rates,
        card: body.method === "card" ? body.total : 0,
        cash: body.method === "cash" ? body.total : 0,
      });
    } else if (entry.kind === "order_refunded") {
      // A refund is the card provider's (a cash order is never refunded through the shop).
      const body = entry.body as OrderRefundedBody;
      shares.push({
        ...emptyTotals(),
        refunds: 1,
        refundsTotal: body.total,
        net: -body.total,
        rates: body.rates.map((rate) => ({
          rate: rate.rate,
          excl: -rate.excl,
          tax: -rate.tax,
          incl: -rate.incl,
        })),
        card: -body.total,
      });
    } else if (entry.kind === "cash_collected") {
      const body = entry.body as CashCollectedBody;
      const replaced =
        body.corrects === null ? 0 : (amounts.get(body.corrects) ?? correctedAmount(body.corrects) ?? 0);
      shares.push({ ...emptyTotals(), till: body.amount - replaced });
    }
  }
  return addTotals(shares);
}

/** Totals added up: a period's from its days', the grand totals from the previous ones and a period's. */
export function addTotals(list: readonly JournalTotals[]): JournalTotals {
  const sum = emptyTotals();
  const rates = new Map<number, JournalRate>();
  for (const totals of list) {
    sum.sales += totals.sales;
    sum.salesTotal += totals.salesTotal;
    sum.refunds += totals.refunds;
    sum.refundsTotal += totals.refundsTotal;
    sum.net += totals.net;
    sum.card += totals.card;
    sum.cash += totals.cash;
    sum.till += totals.till;
    for (const rate of totals.rates) {
      const known = rates.get(rate.rate) ?? { rate: rate.rate, excl: 0, tax: 0, incl: 0 };
      rates.set(rate.rate, {
        rate: rate.rate,
        excl: known.excl + rate.excl,
        tax: known.tax + rate.tax,
        incl: known.incl + rate.incl,
      });
    }
  }
  // A rate sold and refunded to nothing is left out, so that the same money gives the same totals
  // whichever way it was added up.
  sum.rates = [...rates.values()]
    .filter((rate) => rate.excl !== 0 || rate.tax !== 0 || rate.incl !== 0)
    .sort((a, b) => a.rate - b.rate);
  return sum;
}
