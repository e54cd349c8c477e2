/**
 * `node bench/lighthouse-pages.ts [path…]`: Lighthouse alone (mobile preset, median of BENCH_RUNS,
 * default 3) on the pages of docs/quality.md, or on the paths given, against one server started on
 * a fresh data folder with the shop's clock at Tuesday noon, as `npm run bench` starts it. For a
 * design change, where the whole bench (a quarter of an hour) is more than the question needs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lighthouse } from "./lighthouse.ts";
import { SERVER_ENTRY, SERVER_NODE_FLAGS, startNode, stop, waitReady } from "./processes.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const PAGES =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/menu", "/checkout", "/auth/login"];

const dataDir = mkdtempSync(join(tmpdir(), "comptoir-lighthouse-"));
const server = startNode(
  SERVER_ENTRY,
  {
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    CLOCK_START: "2026-11-24T11:00:00Z",
    MALLOC_ARENA_MAX: "2",
  },
  [],
  SERVER_NODE_FLAGS,
);
const origin = `http://127.0.0.1:${PORT}`;
try {
  await waitReady(server, `${origin}/v2/public/settings`);
  process.stdout.write(
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|\n",
  );
  for (const path of PAGES) {
    const f = await lighthouse(`${origin}${path}`, RUNS);
    process.stdout.write(
      `| \`${path}\` | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${Math.round(f.fcp)} ms | ${Math.round(f.lcp)} ms | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} |\n`,
    );
  }
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
