import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { AccountFigures } from "./accounts.ts";
import { type CapacityResults, capacitySection } from "./capacity-report.ts";
import {
  EDITOR_ACCESSIBILITY_HEADER,
  type EditorAccessibilityFigures,
  editorAccessibilityRows,
} from "./editor-accessibility.ts";
import type { FirstLoad } from "./first-load.ts";
import { type JournalResults, journalSection } from "./journal-report.ts";
import type { LighthouseFigures } from "./lighthouse.ts";
import { type LiveFigures, liveRows } from "./live.ts";
import type { LoadResult } from "./load.ts";
import { type OrderResults, ordersSection } from "./orders-report.ts";
import { type PhotoFigures, photoSection } from "./photos-report.ts";
import { type PublishFigures, publishRows } from "./publish.ts";
import { type ReportsFigures, reportsSection } from "./reports-report.ts";
import { type SignedInPageFigures, signedInPageRows } from "./signed-in-pages.ts";

type Loaded = LoadResult & { peakRss: number };

export interface ServerResults {
  /** Bytes, after start, before any load. */
  idleRss: number;
  /** Bytes, the highest peak during the browsing loads (the orders': `Results.orders`). */
  peakRss: number;
  afterRss: number;
  menus: Loaded & { bytes: number; bare: LoadResult; ratio: number };
  menuPage: Loaded & { bytes: number; bare: LoadResult; ratio: number };
  /** Results written before the orders had their own section (bench/orders-load.ts). */
  checkout?: Loaded & { cartShapes: number };
}

export interface Results {
  date: string;
  node: string;
  cpus: number;
  loadAverage: number;
  runs: number;
  seconds: number;
  /** Fewer runs or shorter loads than docs/quality.md's method: a check of the instrument, not a measure. */
  validation: boolean;
  lighthouse: Record<string, LighthouseFigures & { runs: number }>;
  /** /auth/login, the /profile pages and the board, signed in (bench/signed-in-pages.ts). */
  signedIn?: SignedInPageFigures[];
  firstLoad: {
    floor: FirstLoad;
    routes: (FirstLoad & { ratio: number; brotliRatio: number })[];
  } | null;
  servers: { pglite?: ServerResults; postgresql?: ServerResults };
  accounts?: AccountFigures;
  /** Order → board and action → customer latencies (bench/live.ts). */
  live?: { pglite?: LiveFigures; postgresql?: LiveFigures };
  /** Publishing a 1,000-dish catalogue, and until an open menu shows it (bench/publish.ts). */
  publish?: PublishFigures;
  /** Lighthouse accessibility of the catalogue editor's pages, signed in (bench/editor-accessibility.ts). */
  editorAccessibility?: EditorAccessibilityFigures;
  /** Photos: encoding time and memory, the menus under a burst, pages with photos (bench/photos.ts). */
  photos?: { pglite?: PhotoFigures; postgresql?: PhotoFigures };
  /** Orders/s and p99 with and without the kitchen's capacity, runs alternating (bench/capacity.ts). */
  capacity?: CapacityResults;
  /** Orders/s and p99 with and without the sales journal's writing, runs alternating (bench/journal.ts). */
  journal?: JournalResults;
  /** The owner's month report on 30,000 orders and the exports' memory (bench/reports.ts). */
  reports?: ReportsFigures;
  /** Orders against a bare insert, two processes, statements per order, memory (bench/orders-load.ts). */
  orders?: OrderResults;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const perSecond = (value: number) => `${Math.round(value)}/s`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** What was measured on 2026-11-23 before the speed work ("today"), beside each figure and its target. */
const TODAY = {
  menus: "2.9–4.5k req/s, p99 40–102 ms; 0.48× bare Hono",
  menuPage: "83–185 req/s, p99 257–560 ms, page 143 KB; 0.06× bare Hono",
  checkout: "183–310/s, p99 255–390 ms (PGlite)",
  rss: "560 MB idle after start, 855–871 MB after load",
  lighthouse: "96–97 perf, FCP ≈ 2.3 s, LCP ≈ 2.2 s (/, /menu)",
  firstLoad: "/menu 1.07× (120 KB gzip)",
};

function serverRows(name: string, server: ServerResults, postgres: boolean): string[] {
  const { menus, menuPage, checkout } = server;
  const errors = (result: LoadResult) => result.non2xx + result.errors + result.timeouts;
  return [
    `| ${name}: GET /v2/public/menus, 100 conns | ${perSecond(menus.requestsPerSecond)}, p50 ${ms(menus.p50)}, p99 ${ms(menus.p99)}, ${errors(menus)} errors; bare Hono ${perSecond(menus.bare.requestsPerSecond)} (p99 ${ms(menus.bare.p99)}) → **${times(menus.ratio)}** (${kb(menus.bytes)}) | ≥ 0.70× bare, p99 ≤ 25 ms | ${TODAY.menus} |`,
    `| ${name}: GET /menu, 25 conns | ${perSecond(menuPage.requestsPerSecond)}, p50 ${ms(menuPage.p50)}, p99 ${ms(menuPage.p99)}, ${errors(menuPage)} errors; page ${kb(menuPage.bytes)}; bare Hono ${perSecond(menuPage.bare.requestsPerSecond)} → **${times(menuPage.ratio)}** | ≥ 400 req/s, p99 ≤ 100 ms; ≥ 0.70× bare | ${TODAY.menuPage} |`,
    ...(checkout
      ? [
          `| ${name}: POST /v2/public/checkout/, 50 conns | **${perSecond(checkout.okPerSecond)} orders placed**, p50 ${ms(checkout.p50)}, p99 ${ms(checkout.p99)}, ${errors(checkout)} errors (${checkout.total} requests, ${checkout.cartShapes} cart shapes) | ${postgres ? "≥ 1,000/s" : "≥ 500/s"}, p99 ≤ 100 ms | ${postgres ? "(not measured)" : TODAY.checkout} |`,
        ]
      : []),
    `| ${name}: server RSS | idle ${mb(server.idleRss)}, **peak ${mb(server.peakRss)}** under ${checkout ? "load" : `the browsing loads (menus ${mb(menus.peakRss)}, /menu ${mb(menuPage.peakRss)}; orders: below)`}, ${mb(server.afterRss)} after | ≤ 250 MB under load | ${TODAY.rss} |`,
  ];
}

export function writeMarkdown(results: Results): string {
  const lines: string[] = [];
  lines.push("# Benchmark results", "");
  if (results.validation) {
    lines.push(
      `> **Short validation run on a busy shared machine** (BENCH_RUNS=${results.runs}, BENCH_SECONDS=${results.seconds}, load average ${results.loadAverage.toFixed(1)} on ${results.cpus} cores): it checks that the instrument works; these figures are not a measurement.`,
      "",
    );
  }
  lines.push(
    `Written by \`npm run bench\` on ${results.date}, Node ${results.node}, ${results.cpus} cores (load average ${results.loadAverage.toFixed(1)} at start). Lighthouse: mobile preset, median of ${results.runs} run(s); each load run ${results.seconds} s, autocannon in its own process on loopback. Targets from docs/quality.md; "today" is what was measured on 2026-11-23, before the speed work (ADR 026, 028).`,
    "",
    "## Lighthouse (mobile preset)",
    "",
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|---|",
  );
  for (const [path, figures] of Object.entries(results.lighthouse)) {
    lines.push(
      `| \`${path}\` | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${ms(figures.fcp)} | ${ms(figures.lcp)} | ${ms(figures.tbt)} | ${figures.cls.toFixed(3)} |`,
    );
  }
  lines.push(
    "",
    "Targets: `/`, `/menu` performance 100 (never under 95), `/checkout` and `/auth/login` ≥ 95, the other scores 100 (SEO on the `noindex` pages excepted); FCP ≤ 1.0 s, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01 on `/` and `/menu`.",
    `Today: ${TODAY.lighthouse}.`,
    "",
  );
  if (results.signedIn?.length) {
    lines.push(
      "## The signed-in pages (Lighthouse)",
      "",
      ...signedInPageRows(results.signedIn),
      "",
      "Targets: performance ≥ 95 and accessibility 100 (the board on a tablet, ADR 076).",
      "",
    );
  }
  if (results.firstLoad) {
    const { floor, routes } = results.firstLoad;
    lines.push(
      "## First-load JavaScript",
      "",
      `Floor: the 404 page (\`${floor.path}\`) of the same build, ${kb(floor.bytes)} gzip, ${kb(floor.brotliBytes)} brotli, ${floor.scripts.length} modules. \`/admin\` is the back office's, divided by its own build's 404.`,
      "",
      "| page | gzip | brotli | ÷ floor (gzip) | ÷ floor (brotli) | modules | target | today |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const route of routes) {
      const target =
        route.path === "/menu"
          ? "≤ 125 KB gzip, ≤ 1.05×"
          : route.path === "/checkout"
            ? "≤ 150 KB gzip"
            : route.path === "/admin"
              ? "≤ 130 KB gzip"
              : "";
      const today = route.path === "/menu" ? TODAY.firstLoad : "";
      lines.push(
        `| \`${route.path}\` | ${kb(route.bytes)} | ${kb(route.brotliBytes)} | **${times(route.ratio)}** | ${times(route.brotliRatio)} | ${route.scripts.length} | ${target} | ${today} |`,
      );
    }
    lines.push("");
  }
  lines.push("## Server", "", "| figure | measured | target | today |", "|---|---|---|---|");
  if (results.servers.pglite) lines.push(...serverRows("PGlite", results.servers.pglite, false));
  if (results.servers.postgresql) lines.push(...serverRows("PostgreSQL", results.servers.postgresql, true));
  if (!results.servers.postgresql) {
    lines.push(
      "",
      "PostgreSQL not measured: set `DATABASE_URL`, or `BENCH_POSTGRES=1` for a throwaway server.",
    );
  }
  if (results.orders) lines.push("", ...ordersSection(results.orders));
  if (results.capacity) lines.push("", ...capacitySection(results.capacity));
  if (results.journal) lines.push("", ...journalSection(results.journal));
  if (results.reports) lines.push("", ...reportsSection(results.reports));
  if (results.accounts) {
    const { argon2Ms, known, unknown } = results.accounts;
    lines.push(
      "",
      "## Accounts (PGlite)",
      "",
      "| figure | measured | target |",
      "|---|---|---|",
      `| argon2id hash (19 MiB, 2 passes, 1 lane) | ${ms(argon2Ms)} median of 10 | ASVS 5.0: at least these parameters |`,
      `| login, known address, wrong password | p50 ${ms(known.p50)}, p90 ${ms(known.p90)} (${known.n} logins) | the same as an unknown address |`,
      `| login, unknown address | p50 ${ms(unknown.p50)}, p90 ${ms(unknown.p90)} (${unknown.n} logins) | the same as a known address |`,
    );
  }
  if (results.live) {
    const { pglite, postgresql } = results.live;
    lines.push(
      "",
      "## Live events",
      "",
      "One order at a time through the API (cash, pickup), each timed from its acknowledgement (the 201 arriving) to its `order` event on a connected board; then each accepted from the board, timed from the action sent to the `progress` event on the customer's stream. PostgreSQL: orders and the customer's stream on process A, the board on B (LISTEN/NOTIFY, ADR 043).",
      "",
      "| figure | measured | target |",
      "|---|---|---|",
      ...(pglite ? liveRows("PGlite", pglite) : []),
      ...(postgresql ? liveRows("PostgreSQL", postgresql) : []),
    );
  }
  if (results.publish) {
    lines.push(
      "",
      "## Publishing the catalogue (PGlite)",
      "",
      "A catalogue of 1,000 dishes on a data folder, every dish repriced by each publish (ADR 051). In one process through the app's fetch handler: the draft is written directly, as its editor would.",
      "",
      "| figure | measured | target |",
      "|---|---|---|",
      ...publishRows(results.publish),
    );
  }
  if (results.editorAccessibility) {
    lines.push(
      "",
      "## Catalogue editor pages: accessibility (signed in as the owner)",
      "",
      "Lighthouse's accessibility category, one run per page and screen, in a Chromium that logged in through the login page (the session kept in local storage, not reset). Target: 100 on each.",
      "",
      ...EDITOR_ACCESSIBILITY_HEADER,
      ...editorAccessibilityRows(results.editorAccessibility),
    );
  }
  if (results.photos) lines.push("", ...photoSection(results.photos));
  lines.push(
    "",
    "Errors are non-2xx answers, connection errors and timeouts. Throughput is requests (or orders placed) over the run's duration; latencies are autocannon's.",
    "",
  );
  // The why of each figure short of its target, written from the profiles (bench/findings.md).
  const findings = new URL("findings.md", import.meta.url);
  if (existsSync(findings)) lines.push(readFileSync(findings, "utf8"));
  return lines.join("\n");
}

const RESULTS_JSON = new URL("results.json", import.meta.url);

/** The committed figures: each part measured alone (`--save`) changes its own and keeps the others. */
export function savedResults(): Results {
  return JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as Results;
}

/**
 * Writes results.json and the results.md made from it. The JSON is a program's output, written as
 * JSON.stringify lays it out; biome leaves it alone (biome.json) so a saved run lands as it is.
 */
export function saveResults(results: Results): void {
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(new URL("results.md", import.meta.url), writeMarkdown(results));
}

// `node bench/report.ts`: rewrites results.md from the committed results.json, after findings.md
// changes, without measuring again.
if (import.meta.main) saveResults(savedResults());
