import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JournalRate } from "./journal-entry.ts";
import { addTotals, emptyTotals, journalTotals, type TotalledEntry } from "./journal-totals.ts";

const RATES = [550, 1000, 2000];

/** An order's amounts: a few rates, their `incl` adding up to the total. */
const amounts = fc.uniqueArray(fc.constantFrom(...RATES), { minLength: 1, maxLength: 3 }).chain((rates) =>
  fc
    .tuple(
      ...rates.map(() => fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 5_000 }))),
    )
    .map((figures) => {
      const list: JournalRate[] = figures.map(([excl, tax], index) => ({
        rate: rates[index] ?? 1000,
        excl,
        tax,
        incl: excl + tax,
      }));
      return { total: list.reduce((sum, rate) => sum + rate.incl, 0), rates: list };
    }),
);

type Event =
  | { kind: "paid"; method: "card" | "cash"; amounts: { total: number; rates: JournalRate[] } }
  | { kind: "refunded"; amounts: { total: number; rates: JournalRate[] } }
  | { kind: "cash"; amount: number; correctsPrevious: boolean; order: number };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant("paid" as const),
    method: fc.constantFrom("card" as const, "cash" as const),
    amounts,
  }),
  fc.record({ kind: fc.constant("refunded" as const), amounts }),
  fc.record({
    kind: fc.constant("cash" as const),
    amount: fc.integer({ min: 0, max: 20_000 }),
    correctsPrevious: fc.boolean(),
    order: fc.integer({ min: 1, max: 4 }),
  }),
);

/**
 * Entries numbered from 1, the way the journal holds them; a cash correction names the last
 * amount recorded for its order. Also returns what the till must hold, reckoned another way.
 */
function journalOf(events: readonly Event[]): { entries: TotalledEntry[]; till: number } {
  const lastCash = new Map<number, number>();
  const entries = events.map((item, index): TotalledEntry => {
    const seq = index + 1;
    if (item.kind === "paid")
      return { seq, kind: "order_paid", body: { method: item.method, ...item.amounts } };
    if (item.kind === "refunded") return { seq, kind: "order_refunded", body: item.amounts };
    // Each amount corrects at most once: the order's last one is the one a correction names.
    const previous = lastCash.get(item.order);
    const corrects = item.correctsPrevious && previous !== undefined ? previous : null;
    lastCash.set(item.order, seq);
    return { seq, kind: "cash_collected", body: { amount: item.amount, corrects } };
  });
  return { entries, till: tillOf(entries) };
}

/** The till as the rule says it: for each chain of corrections, the last amount. */
function tillOf(entries: readonly TotalledEntry[]): number {
  const corrected = new Set<number>();
  for (const entry of entries) {
    const corrects = (entry.body as { corrects?: number | null }).corrects;
    if (entry.kind === "cash_collected" && corrects != null) corrected.add(corrects);
  }
  return entries
    .filter((entry) => entry.kind === "cash_collected" && !corrected.has(entry.seq))
    .reduce((sum, entry) => sum + (entry.body as { amount: number }).amount, 0);
}

/** Cuts a list into consecutive pieces at the given places. */
function piecesOf<T>(list: readonly T[], cuts: readonly number[]): T[][] {
  const places = [...new Set(cuts.map((cut) => cut % (list.length + 1)))].sort((a, b) => a - b);
  const pieces: T[][] = [];
  let from = 0;
  for (const place of [...places, list.length]) {
    pieces.push(list.slice(from, place));
    from = place;
  }
  return pieces;
}

describe("les totaux du journal des ventes", () => {
  it("compte les ventes, les remboursements, les taux, les moyens de paiement et la caisse", () => {
    const entries: TotalledEntry[] = [
      { seq: 1, kind: "opening", body: { orders: 3, totals: { ...emptyTotals(), sales: 3 } } },
      {
        seq: 2,
        kind: "order_placed",
        body: { total: 1200, rates: [{ rate: 1000, excl: 1091, tax: 109, incl: 1200 }] },
      },
      {
        seq: 3,
        kind: "order_paid",
        body: { method: "card", total: 1200, rates: [{ rate: 1000, excl: 1091, tax: 109, incl: 1200 }] },
      },
      {
        seq: 4,
        kind: "order_paid",
        body: { method: "cash", total: 550, rates: [{ rate: 550, excl: 521, tax: 29, incl: 550 }] },
      },
      { seq: 5, kind: "cash_collected", body: { amount: 600, corrects: null } },
      { seq: 6, kind: "cash_collected", body: { amount: 550, corrects: 5 } },
      {
        seq: 7,
        kind: "order_refunded",
        body: { total: 1200, rates: [{ rate: 1000, excl: 1091, tax: 109, incl: 1200 }] },
      },
      { seq: 8, kind: "order_refused", body: { total: 900 } },
    ];
    expect(journalTotals(entries)).toEqual({
      sales: 2,
      salesTotal: 1750,
      refunds: 1,
      refundsTotal: 1200,
      net: 550,
      // The 10 % sold and refunded nets to nothing and is left out.
      rates: [{ rate: 550, excl: 521, tax: 29, incl: 550 }],
      card: 0,
      cash: 550,
      till: 550,
    });
  });

  it("lit le montant corrigé hors de la liste (une correction le lendemain)", () => {
    const totals = journalTotals(
      [{ seq: 9, kind: "cash_collected", body: { amount: 1000, corrects: 5 } }],
      (seq) => (seq === 5 ? 1200 : undefined),
    );
    expect(totals.till).toBe(-200);
  });

  it("les totaux d'une période sont la somme de ceux de ses journées, quel que soit le découpage", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (events, cuts) => {
          const { entries } = journalOf(events);
          const amountOf = (seq: number) =>
            (entries[seq - 1]?.body as { amount?: number } | undefined)?.amount;
          const days = piecesOf(entries, cuts).map((day) => journalTotals(day, amountOf));
          expect(addTotals(days)).toEqual(journalTotals(entries));
          // The grand totals: each day's added to the previous ones, from the opening's.
          const opening = journalTotals(entries.slice(0, 3));
          const grand = days.reduce((previous, day) => addTotals([previous, day]), opening);
          expect(grand).toEqual(addTotals([opening, journalTotals(entries)]));
        },
      ),
    );
  });

  it("le net est les ventes moins les remboursements, par taux et par moyen de paiement ; la caisse tient le dernier montant", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const { entries, till } = journalOf(events);
        const totals = journalTotals(entries);
        expect(totals.net).toBe(totals.salesTotal - totals.refundsTotal);
        expect(totals.card + totals.cash).toBe(totals.net);
        expect(totals.rates.reduce((sum, rate) => sum + rate.incl, 0)).toBe(totals.net);
        expect(totals.rates.reduce((sum, rate) => sum + rate.excl + rate.tax, 0)).toBe(totals.net);
        expect(totals.sales).toBe(events.filter((item) => item.kind === "paid").length);
        expect(totals.till).toBe(till);
      }),
    );
  });
});
