import { median } from "./capacity-report.ts";
import type { LoadResult } from "./load.ts";

/** The figures of bench/orders-load.ts (orders against the bare insert), and their section of results.md. */

/** `pg_stat_activity` sampled every 100 ms during a load, for the shop's database. */
export interface LockSamples {
  samples: number;
  /** Backends waiting on a lock (wait_event_type 'Lock'): the most at once, and in how many samples any. */
  maxLockWaits: number;
  withLockWaits: number;
  /** Backends idle inside an open transaction, waiting for the server's next statement. */
  maxIdleInTransaction: number;
  withIdleInTransaction: number;
  /** The statements found waiting on a lock, with the ones they wait for (100 characters each), each once. */
  waiting: string[];
}

type Loaded = LoadResult & { peakRss: number };

export interface OrderRun {
  /** One server process, 50 connections. */
  one: Loaded;
  /** PostgreSQL only. */
  oneLocks: LockSamples | null;
  /** The bare insert, the same bodies and connections, right after. */
  reference: LoadResult;
  /** PostgreSQL only: two processes, 25 connections each, right after. */
  two: { okPerSecond: number; p99: number; processes: Loaded[]; locks: LockSamples } | null;
}

export interface StatementCount {
  /** Orders placed (2xx) in the counted load, every answer awaited, and the other answers. */
  orders: number;
  refused: number;
  /** Statements the server's driver sent meanwhile (on PostgreSQL: its round trips). */
  statements: number;
  perOrder: number;
  /**
   * Statements per order by connection: `pool` (the requests' on PostgreSQL), a dedicated one by
   * its application name (`comptoir-journal`: the journal's chaining, off the request), `pglite`.
   */
  connections?: Record<string, number>;
  /** Transactions opened with BEGIN, per order (a single statement is a transaction of its own). */
  transactionsPerOrder: number;
  /** The most frequent statements, their text cut at 160 characters. */
  top: { connection?: string; text: string; perOrder: number }[];
}

export interface OrderFigures {
  date: string;
  loadAverage: number;
  loadAverageEnd: number;
  runs: number;
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  /** The server's pool on PostgreSQL, and the reference's. */
  poolSize: number;
  bodies: number;
  /** Bytes, one second after the first start, before any load. */
  idleRss: number;
  /** PostgreSQL's `fsync` setting, null on PGlite. */
  fsync: string | null;
  results: OrderRun[];
  statements: StatementCount | null;
}

/** The section's machine; each engine's figures carry their own date (they may be measured apart). */
export interface OrderResults {
  date: string;
  node: string;
  cpus: number;
  loadAverage: number;
  pglite?: OrderFigures;
  postgresql?: OrderFigures;
}

const TARGET_ORDERS = { pglite: 500, postgresql: 1_000 };
const TARGET_P99_MS = 100;
const TARGET_TWO_PROCESSES = 1.0;
const TARGET_ROUND_TRIPS = 2;
const TARGET_RSS_BYTES = 250 * 2 ** 20;

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const whole = (value: number) => Math.round(value).toLocaleString("en");
const met = (ok: boolean) => (ok ? "**yes**" : "no");

/** "median (min–max)" of some figures, the median in bold. */
function spread(values: readonly number[], format: (value: number) => string): string {
  return `**${format(median(values))}** (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

function errors(result: LoadResult): number {
  return result.non2xx + result.errors + result.timeouts;
}

function locksText(samples: readonly LockSamples[]): string {
  const sum = (figure: (sample: LockSamples) => number) =>
    samples.reduce((all, sample) => all + figure(sample), 0);
  const max = (figure: (sample: LockSamples) => number) => Math.max(0, ...samples.map(figure));
  return `waiting on a lock: at most **${max((s) => s.maxLockWaits)}**, in ${sum((s) => s.withLockWaits)} of ${sum((s) => s.samples)} samples; idle in transaction: at most **${max((s) => s.maxIdleInTransaction)}**, in ${sum((s) => s.withIdleInTransaction)} of ${sum((s) => s.samples)}`;
}

function rows(name: string, figures: OrderFigures, target: number): string[] {
  const { results } = figures;
  const one = results.map((run) => run.one);
  const ordersPerSecond = median(one.map((result) => result.okPerSecond));
  const p99 = median(one.map((result) => result.p99));
  const reference = median(results.map((run) => run.reference.okPerSecond));
  const ratios = results.map((run) => run.one.okPerSecond / run.reference.okPerSecond);
  const times = (value: number) => `${value.toFixed(2)}×`;
  const perSecond = (value: number) => `${whole(value)}/s`;
  const ms = (value: number) => `${whole(value)} ms`;
  const requests = one.reduce((sum, result) => sum + result.total, 0);
  const lines = [
    `| ${name}: orders placed, one process, ${figures.connections} conns | ${spread(
      one.map((result) => result.okPerSecond),
      perSecond,
    )}, p99 ${spread(
      one.map((result) => result.p99),
      ms,
    )}, ${one.reduce((sum, result) => sum + errors(result), 0)} errors of ${whole(requests)} | ≥ ${whole(target)}/s, p99 ≤ ${TARGET_P99_MS} ms | ${met(ordersPerSecond >= target && p99 <= TARGET_P99_MS)} |`,
    `| ${name}: bare Hono insert of the same bodies, ${figures.connections} conns | ${spread(
      results.map((run) => run.reference.okPerSecond),
      perSecond,
    )}, p99 ${spread(
      results.map((run) => run.reference.p99),
      ms,
    )} | the database's pace | |`,
    `| ${name}: orders ÷ reference | medians **${times(ordersPerSecond / reference)}**; run by run ${spread(ratios, times)} | | |`,
  ];
  const two = results.flatMap((run) => (run.two ? [{ two: run.two, one: run.one }] : []));
  if (two.length) {
    const twoPerSecond = median(two.map((run) => run.two.okPerSecond));
    lines.push(
      `| ${name}: two processes, ${figures.connections / 2} + ${figures.connections / 2} conns | ${spread(
        two.map((run) => run.two.okPerSecond),
        perSecond,
      )} in all, p99 ${spread(
        two.map((run) => run.two.p99),
        ms,
      )}; ÷ one process: medians **${times(twoPerSecond / ordersPerSecond)}**, run by run ${spread(
        two.map((run) => run.two.okPerSecond / run.one.okPerSecond),
        times,
      )} | ≥ ${TARGET_TWO_PROCESSES.toFixed(1)}× | ${met(twoPerSecond / ordersPerSecond >= TARGET_TWO_PROCESSES)} |`,
      `| ${name}: backends, two processes | ${locksText(two.map((run) => run.two.locks))} | no row lock held across a round trip | ${met(two.every((run) => run.two.locks.maxLockWaits === 0))} |`,
    );
  }
  const oneLocks = results.flatMap((run) => (run.oneLocks ? [run.oneLocks] : []));
  if (oneLocks.length) lines.push(`| ${name}: backends, one process | ${locksText(oneLocks)} | | |`);
  const { statements } = figures;
  if (statements) {
    // On PostgreSQL the requests' round trips go through the pool, the chaining through its own connection.
    const pool = statements.connections?.pool;
    const connections = Object.entries(statements.connections ?? {});
    const split = (connections.length > 1 ? connections : [])
      .map(([connection, n]) => `${n.toFixed(2)} ${connection}`)
      .join(", ");
    lines.push(
      `| ${name}: statements per order | ${pool === undefined ? `**${statements.perOrder.toFixed(2)}**` : `**${pool.toFixed(2)} through the pool** (the requests'), ${statements.perOrder.toFixed(2)} in all`}${split ? ` (${split})` : ""}; ${whole(statements.statements)} for ${whole(statements.orders)} orders placed${statements.refused ? `, ${whole(statements.refused)} refused` : ""}; ${statements.transactionsPerOrder.toFixed(2)} BEGIN per order | ≤ ${TARGET_ROUND_TRIPS} round trips | ${met((pool ?? statements.perOrder) <= TARGET_ROUND_TRIPS)} |`,
    );
  }
  const peaks = one.map((result) => result.peakRss);
  const twoPeaks = two.flatMap((run) => run.two.processes.map((result) => result.peakRss));
  const highest = Math.max(...peaks, ...twoPeaks);
  lines.push(
    `| ${name}: server RSS under orders | idle ${mb(figures.idleRss)}; peak one process ${spread(peaks, mb)}${twoPeaks.length ? `, two processes ${spread(twoPeaks, mb)} each` : ""} | ≤ 250 MB | ${met(highest <= TARGET_RSS_BYTES)} |`,
  );
  return lines;
}

function statementRows(name: string, statements: StatementCount): string[] {
  return statements.top.map(
    (entry) =>
      `| ${name}${entry.connection ? `, ${entry.connection}` : ""} | ${entry.perOrder.toFixed(2)} | \`${entry.text.replaceAll("|", "\\|").replaceAll("`", "'")}\` |`,
  );
}

function measuredOn(name: string, figures: OrderFigures): string {
  return `${name} on ${figures.date} (load average ${figures.loadAverage.toFixed(1)} at start, ${figures.loadAverageEnd.toFixed(1)} at end${figures.fsync ? `, fsync ${figures.fsync}` : ""})`;
}

/** The section of results.md. */
export function ordersSection(results: OrderResults): string[] {
  const measured = results.pglite ?? results.postgresql;
  if (!measured) return [];
  const engines = [
    ...(results.pglite ? [{ name: "PGlite", figures: results.pglite, target: TARGET_ORDERS.pglite }] : []),
    ...(results.postgresql
      ? [{ name: "PostgreSQL", figures: results.postgresql, target: TARGET_ORDERS.postgresql }]
      : []),
  ];
  const lines = [
    "## Orders against the database's pace",
    "",
    `Measured ${engines.map(({ name, figures }) => measuredOn(name, figures)).join("; ")}; Node ${results.node}, ${results.cpus} cores. \`POST /v2/public/checkout/\`, ${measured.connections} connections, ${measured.bodies} distinct cash orders in turn, each with a new \`local_id\`, against one server process started as \`npm start\` runs it on a fresh shop; then the same load, the same bodies, against the reference: a bare Hono route inserting each body in one statement into a table of one \`jsonb\` column (PGlite in a process of its own, or the server's own PostgreSQL database, a pool of ${measured.poolSize} as the server's). ${measured.runs} runs of ${measured.seconds} s, orders then reference, after ${measured.warmUpSeconds} s of each not counted; median of the runs (min–max). On PostgreSQL each run then loads two server processes on the one database, ${measured.connections / 2} connections each on its own port, and \`pg_stat_activity\` is sampled every 100 ms during the loads (backends of the shop's database waiting on a lock; backends idle in a transaction, waiting for the server's next statement). Statements per order: the server started again on the same data with a preload counting what its database driver sends (bench/count-statements-hooks.ts: on PostgreSQL one call of pg's \`query\` is one round trip; on PGlite one statement given to the engine, BEGIN and COMMIT included), over a load of so many orders, every answer awaited. RSS: the kernel's peak (VmHWM) over each load.`,
    "",
    "| figure | measured | target | met |",
    "|---|---|---|---|",
    ...engines.flatMap(({ name, figures, target }) => rows(name, figures, target)),
  ];
  const counted = engines.flatMap(({ name, figures }) =>
    figures.statements ? [{ name, statements: figures.statements }] : [],
  );
  if (counted.length) {
    lines.push(
      "",
      "The statements counted, most frequent first (per order placed):",
      "",
      "| engine, connection | per order | statement |",
      "|---|---|---|",
      ...counted.flatMap(({ name, statements }) => statementRows(name, statements)),
    );
  }
  if (measured.runs < 5 || measured.seconds < 10) {
    lines.push(
      "",
      `> **Short validation run** (${measured.runs} runs of ${measured.seconds} s, where the method asks 5 of 10 s): it checks that the instrument works; these figures are not a measurement.`,
    );
  }
  const busiest = Math.max(
    ...engines.flatMap(({ figures }) => [figures.loadAverage, figures.loadAverageEnd]),
  );
  if (busiest > results.cpus) {
    lines.push(
      "",
      `> Measured on a machine busy with other work (load average up to ${busiest.toFixed(1)} on ${results.cpus} cores): read the ratios to the reference, measured in the same runs, rather than the rates.`,
    );
  }
  return lines;
}
