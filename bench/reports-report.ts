/** The figures of bench/reports.ts (the owner's reports on a month of 30,000 orders), and their section of results.md. */

interface ExportFigures {
  /** Order lines written, the file's bytes, how long it took. */
  lines: number;
  bytes: number;
  ms: number;
  /** Bytes: the resident set's highest growth while the export streamed (PGlite's memory included), and the JS heap's. */
  growth: number;
  heapGrowth: number;
}

export interface ReportsFigures {
  date: string;
  node: string;
  cpus: number;
  loadAverage: number;
  /** Sales the month's report counted. */
  monthOrders: number;
  /** The month's report once warm: the median of the runs, their number, the fastest and slowest. */
  monthReportMs: number;
  monthReportRuns: number;
  monthReportMinMs: number;
  monthReportMaxMs: number;
  /** The first report, cold. */
  coldMs: number;
  small: ExportFigures;
  large: ExportFigures;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function reportsSection(figures: ReportsFigures): string[] {
  const { small, large } = figures;
  return [
    "## Reports (PGlite, in-process)",
    "",
    `Measured ${figures.date.slice(0, 16).replace("T", " ")} UTC, Node ${figures.node}, ${figures.cpus} CPUs, load ${figures.loadAverage.toFixed(1)}.`,
    "",
    "| figure | measured | target |",
    "|---|---|---|",
    `| GET /v2/staff/reports/period, a month of ${figures.monthOrders.toLocaleString("en")} orders (and the month before) | **${ms(figures.monthReportMs)}** median of ${figures.monthReportRuns} warm, the closed days' sums kept (${ms(figures.monthReportMinMs)}–${ms(figures.monthReportMaxMs)}); cold, adding them up, ${ms(figures.coldMs)} | ≤ 1 s |`,
    `| order-lines export, ${small.lines.toLocaleString("en")} lines | ${ms(small.ms)}, ${mb(small.bytes)}; resident set +${mb(small.growth)}, JS heap +${mb(small.heapGrowth)} | |`,
    `| order-lines export, ${large.lines.toLocaleString("en")} lines | ${ms(large.ms)}, ${mb(large.bytes)}; resident set +${mb(large.growth)}, JS heap +${mb(large.heapGrowth)} | growth ≤ 20 MB more than the small one: **${mb(Math.max(0, large.growth - small.growth))}** |`,
  ];
}
