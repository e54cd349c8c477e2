import {
  addTotals,
  type CashCollectedBody,
  type ClosingBody,
  canonicalJson,
  type JournalTotals,
  journalTotals,
} from "@comptoir/domain";

/** An entry of an archive, as the totals read it. */
interface ArchivedEntry {
  seq: number;
  kind: string;
  body: unknown;
  closes: string | null;
}

export type TotalsProblem = { seq: number; what: "totals" | "grand_totals" } | null;

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * Each closing of an archive checked against what the file itself holds (ADR 066, 071), by the
 * journal's one totals rule (`journalTotals`, `addTotals`): a day's totals against the entries it
 * seals (`firstSeq` to `lastSeq`) when they are all in the file, its grand totals against the
 * previous day's in the file plus its own, and the archived month's or year's totals against its
 * days' or months' in the file. A cash correction of an entry outside the file leaves the till
 * unchecked (its first amount is not in the file); every other figure is checked. Returns the
 * first closing that does not match.
 */
export function archiveTotalsProblem(entries: readonly ArchivedEntry[], closes: string): TotalsProblem {
  const firstInFile = entries[0]?.seq ?? 0;
  const bySeq = new Map(entries.map((entry) => [entry.seq, entry]));
  const cashAmount = (seq: number) => {
    const entry = bySeq.get(seq);
    return entry?.kind === "cash_collected" ? (entry.body as CashCollectedBody).amount : undefined;
  };
  const [period = "", label = ""] = closes.split(":");
  const parts: ClosingBody[] = [];
  let previousDay: ClosingBody | null = null;
  for (const entry of entries) {
    if (entry.kind !== "closing") continue;
    const body = entry.body as ClosingBody;
    if (body.period === "day" && body.firstSeq >= firstInFile) {
      const sealed = entries.filter((item) => item.seq >= body.firstSeq && item.seq <= body.lastSeq);
      const totals: JournalTotals = journalTotals(sealed, cashAmount);
      const outside = sealed.some((item) => {
        const corrects = item.kind === "cash_collected" ? (item.body as CashCollectedBody).corrects : null;
        return corrects !== null && !bySeq.has(corrects);
      });
      if (!same(outside ? { ...totals, till: body.totals.till } : totals, body.totals))
        return { seq: entry.seq, what: "totals" };
      if (previousDay && !same(addTotals([previousDay.grandTotals, body.totals]), body.grandTotals))
        return { seq: entry.seq, what: "grand_totals" };
      previousDay = body;
    }
    const partOf = period === "month" ? "day" : "month";
    if (body.period === partOf && body.label.startsWith(label)) parts.push(body);
    if (entry.closes === closes && body.period !== "day") {
      if (!same(addTotals(parts.map((part) => part.totals)), body.totals))
        return { seq: entry.seq, what: "totals" };
      const last = parts.at(-1);
      if (last && !same(last.grandTotals, body.grandTotals)) return { seq: entry.seq, what: "grand_totals" };
    }
  }
  return null;
}
