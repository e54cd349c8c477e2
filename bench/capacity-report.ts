import type { LoadResult } from "./load.ts";

/** The figures of bench/capacity.ts (orders with and without the kitchen's capacity), and their section of results.md. */

export interface CapacityFigures {
  /** Runs of each side, and each run's seconds, after `warmUpSeconds` of the same load not counted. */
  runs: number;
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  /** With: each line's minutes of work, and the kitchen's minutes per 15-minute window. */
  minutesPerLine: number;
  capacity: number;
  /** How many distinct bodies the load sent in turn: cart shapes × slots. */
  bodies: number;
  slots: number;
  /** Each run's result, in the order run. */
  with: LoadResult[];
  without: LoadResult[];
}

/** The section's own date and machine: it may be measured apart from the rest (`--save`). */
export interface CapacityResults {
  date: string;
  node: string;
  cpus: number;
  loadAverage: number;
  pglite?: CapacityFigures;
  postgresql?: CapacityFigures;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** "median (min–max)" of the runs' figure. */
export function spread(results: readonly LoadResult[], figure: (result: LoadResult) => number, unit: string) {
  const values = results.map(figure);
  const round = (value: number) => Math.round(value).toLocaleString("en");
  return `**${round(median(values))}${unit}** (${round(Math.min(...values))}–${round(Math.max(...values))})`;
}

/**
 * Each run "with" divided by the run "without" that followed it, "median (min–max)": the two ran
 * side by side in time, so the machine's slow drifts fall on both.
 */
export function pairRatios(figures: { with: readonly LoadResult[]; without: readonly LoadResult[] }): string {
  const ratios = figures.with.flatMap((withRun, index) => {
    const withoutRun = figures.without[index];
    return withoutRun ? [withRun.okPerSecond / withoutRun.okPerSecond] : [];
  });
  if (ratios.length === 0) return "";
  return `${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
}

function rows(name: string, figures: CapacityFigures): string[] {
  const errors = (results: readonly LoadResult[]) =>
    results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  const orders = (results: readonly LoadResult[]) => results.reduce((sum, result) => sum + result.total, 0);
  const ratio =
    median(figures.with.map((result) => result.okPerSecond)) /
    median(figures.without.map((result) => result.okPerSecond));
  const side = (label: string, results: readonly LoadResult[]) =>
    `| ${name}: ${label} | ${spread(results, (result) => result.okPerSecond, "/s")} | ${spread(results, (result) => result.p99, " ms")} | ${errors(results)} of ${orders(results).toLocaleString("en")} |`;
  return [
    side("with make times and capacity (the statement)", figures.with),
    side("without make times (no statement)", figures.without),
    `| ${name}: with ÷ without | medians **${ratio.toFixed(2)}×**; run by run (each with the run after it) ${pairRatios(figures)} | | |`,
  ];
}

/** The section of results.md. */
export function capacitySection(results: CapacityResults): string[] {
  const measured = results.pglite ?? results.postgresql;
  if (!measured) return [];
  return [
    "## Orders with and without the kitchen's capacity",
    "",
    `Measured on ${results.date}, Node ${results.node}, ${results.cpus} cores (load average ${results.loadAverage.toFixed(1)} at start). \`POST /v2/public/checkout/\`, ${measured.connections} connections, ${measured.bodies} distinct cash orders for ${measured.slots} of the day's pickup slots in turn; ${measured.runs} runs of ${measured.seconds} s on each side, alternating with and without, each on a fresh server started on a copy of its shop as installed (a data folder, or a database of its own), after ${measured.warmUpSeconds} s of the same load not counted. With: every category has a make time (${measured.minutesPerLine} min a line) and the kitchen ${measured.capacity} minutes per 15-minute window, never full, so each order reserves in its window with the conditional statement last in its transaction (ADR 061). Without: the demo, no make time, no statement. Median of the runs, (min–max).`,
    "",
    "| figure | orders placed | p99 | errors (refused included) |",
    "|---|---|---|---|",
    ...(results.pglite ? rows("PGlite", results.pglite) : []),
    ...(results.postgresql ? rows("PostgreSQL", results.postgresql) : []),
    ...(results.loadAverage > results.cpus
      ? [
          "",
          `> Measured on a machine busy with other work (load average ${results.loadAverage.toFixed(1)} on ${results.cpus} cores): where the two sides' ranges overlap, their difference is within the machine's noise.`,
        ]
      : []),
  ];
}
