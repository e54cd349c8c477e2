import { median, pairRatios, spread } from "./capacity-report.ts";
import type { LoadResult } from "./load.ts";

/** The figures of bench/journal.ts (orders with and without the sales journal's writing), and their section of results.md. */

/**
 * What one run left in its shop's database, read after its server stopped: the proof that the
 * journal was written (one `order_placed` entry per order) or taken out (none).
 */
export interface JournalCheck {
  /** Orders the run placed: the shop's orders after it, less those it was copied with. */
  orders: number;
  /** `order_placed` entries in the journal. */
  orderPlaced: number;
  /** Every entry (the opening included), and those the chainer had sealed when the server stopped. */
  entries: number;
  chained: number;
}

export interface JournalFigures {
  /** Runs of each side, and each run's seconds, after `warmUpSeconds` of the same load not counted. */
  runs: number;
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  /** How many distinct cart shapes the load sent in turn, each with a new `local_id`. */
  bodies: number;
  /** Each run's result and check, in the order run. */
  with: LoadResult[];
  without: LoadResult[];
  checks: { with: JournalCheck[]; without: JournalCheck[] };
}

/** The section's own date and machine: it may be measured apart from the rest (`--save`). */
export interface JournalResults {
  date: string;
  node: string;
  cpus: number;
  /** The machine's one-minute load average when the section started, and when it ended. */
  loadAverage: number;
  loadAverageEnd?: number;
  pglite?: JournalFigures;
  postgresql?: JournalFigures;
}

const count = (value: number) => value.toLocaleString("en");
const sum = (checks: readonly JournalCheck[], figure: (check: JournalCheck) => number) =>
  checks.reduce((total, check) => total + figure(check), 0);

function rows(name: string, figures: JournalFigures): string[] {
  const errors = (results: readonly LoadResult[]) =>
    results.reduce((total, result) => total + result.non2xx + result.errors + result.timeouts, 0);
  const requests = (results: readonly LoadResult[]) =>
    results.reduce((total, result) => total + result.total, 0);
  const ratio =
    median(figures.with.map((result) => result.okPerSecond)) /
    median(figures.without.map((result) => result.okPerSecond));
  const { with: withChecks, without: withoutChecks } = figures.checks;
  const side = (label: string, results: readonly LoadResult[], journal: string) =>
    `| ${name}: ${label} | ${spread(results, (result) => result.okPerSecond, "/s")} | ${spread(results, (result) => result.p99, " ms")} | ${errors(results)} of ${count(requests(results))} | ${journal} |`;
  return [
    side(
      "with the journal (as the shop runs)",
      figures.with,
      `${count(sum(withChecks, (check) => check.orders))} orders, ${count(sum(withChecks, (check) => check.orderPlaced))} \`order_placed\`; ${count(sum(withChecks, (check) => check.chained))} of ${count(sum(withChecks, (check) => check.entries))} entries chained at stop`,
    ),
    side(
      "without (its writer stubbed)",
      figures.without,
      `${count(sum(withoutChecks, (check) => check.orders))} orders, ${count(sum(withoutChecks, (check) => check.orderPlaced))} \`order_placed\``,
    ),
    `| ${name}: with ÷ without | medians **${ratio.toFixed(2)}×**; run by run (each with the run after it) ${pairRatios(figures)} | | | |`,
  ];
}

/** The section of results.md. */
export function journalSection(results: JournalResults): string[] {
  const measured = results.pglite ?? results.postgresql;
  if (!measured) return [];
  const load =
    results.loadAverageEnd === undefined
      ? `load average ${results.loadAverage.toFixed(1)} at start`
      : `load average ${results.loadAverage.toFixed(1)} at start, ${results.loadAverageEnd.toFixed(1)} at the end`;
  const busiest = Math.max(results.loadAverage, results.loadAverageEnd ?? 0);
  return [
    "## Orders with and without the sales journal",
    "",
    `Measured on ${results.date}, Node ${results.node}, ${results.cpus} cores (${load}). \`POST /v2/public/checkout/\`, ${measured.connections} connections, ${measured.bodies} distinct cash orders ("dès que possible") of the demo, each request with a new \`local_id\`; ${measured.runs} runs of ${measured.seconds} s on each side, alternating with and without, each on a fresh server started on a copy of the shop as installed (a data folder, or a database of its own), after ${measured.warmUpSeconds} s of the same load not counted. With: the shop as it runs, each placement inserting its \`order_placed\` entry in its transaction and the chainer sealing the entries in the background (ADR 066, 067). Without: the same server started with \`--import bench/without-journal-hooks.ts\`, whose module hooks resolve \`services/journal/journal-entries.ts\` to a writer that writes nothing (the chainer still runs, with nothing to seal); the production server has no switch for it. Each run's database is read after its server stopped: a run with must hold one \`order_placed\` entry per order it placed, a run without none, or the bench stops without a figure. That the journal adds exactly one statement to a placement, the insert of its entry, is a test, not a figure here: \`apps/server/src/services/journal/placement-statements.test.ts\`. Median of the runs, (min–max).`,
    "",
    "| figure | orders placed | p99 | errors | the journal, read after each run (sums, the warm-ups' orders included) |",
    "|---|---|---|---|---|",
    ...(results.pglite ? rows("PGlite", results.pglite) : []),
    ...(results.postgresql ? rows("PostgreSQL", results.postgresql) : []),
    ...(busiest > results.cpus
      ? [
          "",
          `> Measured on a machine busy with other work (load average up to ${busiest.toFixed(1)} on ${results.cpus} cores): where the two sides' ranges overlap, their difference is within the machine's noise.`,
        ]
      : []),
  ];
}
