import { type Db, schema } from "@comptoir/db";
import {
  addTotals,
  type CashCollectedBody,
  type ClosingBody,
  canonicalJson,
  emptyTotals,
  type JournalOrderAmounts,
  type JournalTotals,
  journalOrderAmounts,
  journalTotals,
  type OpeningBody,
  type OrderPlacedBody,
} from "@comptoir/domain";
import { fill, journalOrderFields, journalVerifyCommand as texts } from "@comptoir/messages";
import { and, asc, count, gt, inArray, lte } from "drizzle-orm";
import { CHAIN_START, chainHash } from "./chain-hash.ts";

const { journalEntries, journalChain, orders, orderLines } = schema;

/** Links (and their entries) read per step: a year's journal is checked in bounded memory. */
const PAGE = 1_000;

type EntryRow = typeof journalEntries.$inferSelect;

/** The first entry that does not match, as `journal:verify` names it. */
interface JournalProblem {
  seq: number;
  kind: string | null;
  orderId: number | null;
  /** What differs, in French. */
  what: string;
}

export interface JournalVerification {
  ok: boolean;
  /** Entries checked (chained), closings among them, gaps (numbers no entry holds). */
  entries: number;
  closings: number;
  gaps: number;
  /** Entries written after the chain's last link: the chainer has not sealed them yet. */
  unchained: number;
  problem: JournalProblem | null;
}

/**
 * Checks the sales journal from its first entry (ADR 066): recomputes every link of the chain
 * (an entry changed, removed, moved, or a link rewritten, shows at once), recomputes each closing's
 * totals from its entries (a day) or its parts (a month, a year) and its grand totals from the
 * previous ones, and compares each entry naming an order with the order as stored (its total and
 * VAT per rate recomputed from its lines by `journalOrderAmounts`): an order changed behind the
 * application's back. Stops at the first entry that does not match.
 */
export async function verifyJournal(db: Db): Promise<JournalVerification> {
  const result: JournalVerification = {
    ok: true,
    entries: 0,
    closings: 0,
    gaps: 0,
    unchained: 0,
    problem: null,
  };
  const closingsCheck = createClosingsCheck();
  let previous = { seq: 0, hash: CHAIN_START };
  const fail = (seq: number, entry: EntryRow | undefined, what: string): JournalVerification => ({
    ...result,
    ok: false,
    problem: { seq, kind: entry?.kind ?? null, orderId: entry?.orderId ?? null, what },
  });

  for (;;) {
    const links = await db
      .select()
      .from(journalChain)
      .where(gt(journalChain.seq, previous.seq))
      .orderBy(asc(journalChain.seq))
      .limit(PAGE);
    const lastOfPage = links.at(-1)?.seq ?? previous.seq;
    const entries = new Map(
      (
        await db
          .select()
          .from(journalEntries)
          .where(and(gt(journalEntries.seq, previous.seq), lte(journalEntries.seq, lastOfPage)))
      ).map((entry) => [entry.seq, entry]),
    );
    const ordersOfPage = await ordersOf(db, [...entries.values()]);
    for (const link of links) {
      const expected = previous.seq + 1;
      if (link.seq !== expected) return fail(expected, entries.get(expected), texts.linkMissing);
      const entry = entries.get(link.seq);
      if (link.gap && entry) return fail(link.seq, entry, texts.entryInGap);
      if (!link.gap && !entry) return fail(link.seq, undefined, texts.entryMissing);
      const hash = entry
        ? chainHash(previous.hash, entry)
        : chainHash(previous.hash, { seq: link.seq, gap: true });
      if (hash !== link.hash) return fail(link.seq, entry, texts.hashDiffers);
      previous = { seq: link.seq, hash: link.hash };
      if (!entry) {
        result.gaps += 1;
        continue;
      }
      result.entries += 1;
      const mismatch = closingsCheck.add(entry) ?? orderMismatch(entry, ordersOfPage);
      if (mismatch) return fail(entry.seq, entry, mismatch);
      if (entry.kind === "closing") result.closings += 1;
    }
    if (links.length < PAGE) break;
  }
  const [beyond] = await db
    .select({ count: count() })
    .from(journalEntries)
    .where(gt(journalEntries.seq, previous.seq));
  result.unchained = Number(beyond?.count ?? 0);
  return result;
}

/**
 * Follows the closings through the journal, in order: the entries since the last day's closing
 * (kept until a closing seals them), the opening's totals, the days of each month and the months of
 * each year. Returns what differs about a closing entry, else null.
 */
function createClosingsCheck() {
  let pending: EntryRow[] = [];
  const cashAmounts = new Map<number, number>();
  let lastDay: ClosingBody | null = null;
  let grand: JournalTotals = emptyTotals();
  const days = new Map<string, ClosingBody[]>();
  const months = new Map<string, ClosingBody[]>();
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

  return {
    add(entry: EntryRow): string | null {
      if (entry.kind === "opening") grand = (entry.body as OpeningBody).totals;
      if (entry.kind === "cash_collected")
        cashAmounts.set(entry.seq, (entry.body as CashCollectedBody).amount);
      if (entry.kind !== "closing") {
        pending.push(entry);
        return null;
      }
      const body = entry.body as ClosingBody;
      if (body.period === "day") {
        const firstSeq = (lastDay?.lastSeq ?? 0) + 1;
        if (body.firstSeq !== firstSeq || body.lastSeq < body.firstSeq - 1 || body.lastSeq >= entry.seq)
          return fill(texts.closingRange, { first: body.firstSeq, last: body.lastSeq });
        const sealed = pending.filter((item) => item.seq >= body.firstSeq && item.seq <= body.lastSeq);
        pending = pending.filter((item) => item.seq > body.lastSeq);
        if (
          !same(
            journalTotals(sealed, (seq) => cashAmounts.get(seq)),
            body.totals,
          )
        )
          return texts.closingTotals;
        if (!same(addTotals([grand, body.totals]), body.grandTotals)) return texts.grandTotals;
        grand = body.grandTotals;
        lastDay = body;
        const month = body.label.slice(0, 7);
        days.set(month, [...(days.get(month) ?? []), body]);
        return null;
      }
      const parts = (body.period === "month" ? days : months).get(body.label) ?? [];
      const last = parts.at(-1);
      if (body.firstSeq !== (parts[0]?.firstSeq ?? 0) || body.lastSeq !== (last?.lastSeq ?? 0))
        return fill(texts.closingRange, { first: body.firstSeq, last: body.lastSeq });
      if (!same(addTotals(parts.map((part) => part.totals)), body.totals)) return texts.closingTotals;
      if (!same(last?.grandTotals ?? emptyTotals(), body.grandTotals)) return texts.grandTotals;
      if (body.period === "month") {
        const year = body.label.slice(0, 4);
        months.set(year, [...(months.get(year) ?? []), body]);
      }
      return null;
    },
  };
}

interface StoredOrder {
  row: typeof orders.$inferSelect;
  amounts: JournalOrderAmounts;
}

/** The orders the entries name, with their amounts recomputed from their stored lines. */
async function ordersOf(db: Db, entries: EntryRow[]): Promise<Map<number, StoredOrder>> {
  const ids = [...new Set(entries.map((entry) => entry.orderId).filter((id): id is number => id !== null))];
  const found = new Map<number, StoredOrder>();
  if (ids.length === 0) return found;
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
  for (const row of rows)
    found.set(row.id, {
      row,
      amounts: journalOrderAmounts({ ...row, lines: lines.filter((line) => line.orderId === row.id) }),
    });
  return found;
}

/** What differs between an entry and its order as stored; null when they agree. */
function orderMismatch(entry: EntryRow, stored: Map<number, StoredOrder>): string | null {
  if (entry.orderId === null || !["order_placed", "order_paid", "order_refunded"].includes(entry.kind))
    return null;
  const order = stored.get(entry.orderId);
  if (!order) return texts.orderMissing;
  const body = entry.body as Partial<OrderPlacedBody>;
  const differs = (field: keyof typeof journalOrderFields, written: unknown, actual: unknown) =>
    canonicalJson(written) === canonicalJson(actual)
      ? null
      : fill(texts.orderDiffers, {
          field: journalOrderFields[field],
          written: shown(written),
          stored: shown(actual),
        });
  const checks: (string | null)[] = [
    differs("total", body.total, order.amounts.total),
    differs("rates", body.rates, order.amounts.rates),
  ];
  if (entry.kind !== "order_refunded") checks.push(differs("method", body.method, order.row.paymentMethod));
  if (entry.kind === "order_placed")
    checks.push(
      differs("number", body.number, order.row.dayNumber),
      differs("date", body.date, order.row.deliveryDate),
      differs("mode", body.mode, order.row.mode),
      differs("discount", body.discount, order.row.discount),
      differs("delivery", body.delivery, order.row.delivery),
    );
  return checks.find((check) => check !== null) ?? null;
}

/** A figure as the message shows it: a number or a word as is, a list of rates as `5,5 % : 300 dont TVA 16, 10 % : 1200 dont TVA 109` (cents). */
function shown(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map(
        (rate: { rate: number; incl: number; tax: number }) =>
          `${String(rate.rate / 100).replace(".", ",")} % : ${rate.incl} dont TVA ${rate.tax}`,
      )
      .join(", ");
  return value === undefined ? "—" : String(value);
}

/** What `journal:verify` prints: the journal intact (and what still waits to be chained), or its first bad entry. */
export function verificationText(result: JournalVerification): string {
  if (result.problem) {
    const { seq, kind, orderId, what } = result.problem;
    return fill(texts.broken, {
      seq,
      kind: kind ?? texts.unknownKind,
      order: orderId === null ? "" : fill(texts.orderOf, { order: orderId }),
      what,
    });
  }
  // French counts 0 and 1 in the singular: "0 clôture", "1 écriture", "3 écritures".
  const counted = (count: number, one: string, many: string) =>
    count <= 1 ? fill(one, { count }) : fill(many, { count });
  const intact = fill(texts.intact, {
    entries: counted(result.entries, texts.oneEntry, texts.entries),
    closings: counted(result.closings, texts.oneClosing, texts.closings),
  });
  return result.unchained > 0 ? `${intact}\n${fill(texts.unchained, { count: result.unchained })}` : intact;
}
