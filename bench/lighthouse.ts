import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, runNode } from "./processes.ts";

/** Debian's Chromium, never a downloaded browser, with the flags that keep it quiet offline. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One Lighthouse run (mobile preset, its default), through its CLI in its own process; `cookie`:
 * sent with every request of the page (a cart's copy for `/checkout`, ADR 073).
 */
async function once(url: string, cookie?: string): Promise<LighthouseFigures> {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-lighthouse-"));
  const output = join(folder, "report.json");
  try {
    process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    await runNode(
      join(ROOT, "node_modules/lighthouse/cli/index.js"),
      [
        url,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      120_000,
    );
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
    const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Lighthouse sometimes fails to record its trace on a busy machine ("NO_NAVSTART", exit code 1)
 * and that one failure used to end the whole benchmark: a run is tried up to three times.
 */
async function retried<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1) throw error;
      process.stderr.write(`[bench] Lighthouse a échoué, nouvel essai (${String(error)})\n`);
    }
  }
}

/** `runs` Lighthouse runs of a page, one after the other; the median of each figure, and every run. */
export async function lighthouse(
  url: string,
  runs: number,
  cookie?: string,
): Promise<LighthouseFigures & { runs: number; all: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) all.push(await retried(() => once(url, cookie)));
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    runs,
    all,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
  };
}
