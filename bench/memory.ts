/**
 * The server's resident set under the bench's loads (docs/quality.md: ≤ 250 MB at every peak): one
 * server started as `npm run serve` starts it (its node flags and environment read from
 * package.json), on a fresh data folder or on PostgreSQL, its resident set read idle, then its
 * kernel peak (VmHWM) after each load: the menus read, the `/menu` page, distinct cash orders.
 *
 * By hand: `node bench/memory.ts [runs]` (DATABASE_URL: PostgreSQL too; BENCH_PORT, BENCH_SECONDS).
 * From the bench: `measureMemory(port, { postgresUrl })`, one run per call.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { LoadResult, LoadSpec } from "./load.ts";
import { validOrders } from "./orders.ts";
import {
  resetResidentPeak,
  residentBytes,
  residentPeakBytes,
  runNode,
  serveCommand,
  startNode,
  stop,
  stopAll,
  waitReady,
} from "./processes.ts";

/** The shop's clock starts on a Tuesday at 12:00 in Paris, as in the bench: lunch is open. */
const CLOCK_START = "2026-11-24T11:00:00Z";
const SHOP_DAY = "2026-11-24";

interface MemoryLoad {
  /** The server's kernel peak (VmHWM) once this load is over: the highest since it was idle. */
  peakRss: number;
  /**
   * The server's CPU time (user and system) per answered request: what a memory setting costs in
   * work, far steadier on a loaded machine than the rate, which the other processes share.
   */
  cpuMsPerRequest: number;
  /** The same, of the main thread alone: the event loop's share, which bounds the server's rate. */
  mainThreadMsPerRequest: number;
  requestsPerSecond: number;
  okPerSecond: number;
  p99: number;
  failures: number;
}

export interface MemoryRun {
  engine: "PGlite" | "PostgreSQL";
  /** Resident set one second after the server answered, before any request of the loads. */
  idleRss: number;
  menus: MemoryLoad;
  menuPage: MemoryLoad;
  orders: MemoryLoad;
  /** The highest of the three: what the 250 MB target is about. */
  peakRss: number;
  /** Resident set once the loads are over. */
  afterRss: number;
  loadAverage: number;
}

interface MemoryOptions {
  /** PostgreSQL's address; without it, PGlite on a fresh data folder. */
  postgresUrl?: string;
  /** Each load's length (10 s, as the bench). */
  seconds?: number;
  /** Connections of the `/menu` load (25, as the bench; 100 to load it as the menus). */
  pageConnections?: number;
  /** Node flags instead of package.json's (a comparison by hand). */
  nodeFlags?: string[];
  /** Environment added to package.json's (a comparison by hand). */
  env?: NodeJS.ProcessEnv;
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const out = await runNode("bench/load.ts", [JSON.stringify(spec)], (spec.seconds + 60) * 1000);
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as LoadResult;
}

/**
 * CPU time so far (user and system), in milliseconds, from /proc: of the whole process, or of its
 * main thread alone (the event loop, and the collector's pauses on it), which bounds its rate.
 */
function cpuMs(pid: number, mainThread = false): number {
  const file = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  // The fields after the command's name, which may hold spaces: utime and stime are 14th and 15th.
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** Linux's USER_HZ, in which /proc gives CPU times: 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;

async function loadAndPeak(pid: number, spec: LoadSpec): Promise<MemoryLoad> {
  const cpuBefore = cpuMs(pid);
  const mainBefore = cpuMs(pid, true);
  const result = await load(spec);
  const answered = Math.max(1, result.total);
  return {
    peakRss: residentPeakBytes(pid) ?? 0,
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / answered,
    mainThreadMsPerRequest: (cpuMs(pid, true) - mainBefore) / answered,
    requestsPerSecond: result.requestsPerSecond,
    okPerSecond: result.okPerSecond,
    p99: result.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** One server, its idle resident set, then the three loads one after the other. */
export async function measureMemory(port: number, options: MemoryOptions = {}): Promise<MemoryRun> {
  const seconds = options.seconds ?? 10;
  const serve = serveCommand();
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-memory-"));
  const child = startNode(
    serve.entry,
    {
      ...serve.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.postgresUrl ?? "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      CLOCK_START,
      // Every order of the load comes from one address: the per-client limit would stop it at 30.
      ORDER_RATE_LIMIT: "100000000",
      ...options.env,
    },
    [],
    options.nodeFlags ?? serve.nodeFlags,
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitReady(child, `${origin}/v2/public/settings`);
    const pid = child.pid ?? 0;
    // As a shop runs, its board open: the back office's build is loaded at its first page (ADR 077).
    await (await fetch(`${origin}/admin/connexion`)).text();
    await sleep(1_000);
    const idleRss = residentBytes(pid) ?? 0;
    // The peaks are the loads' own, not the start's (migrations, seeding, the builds loaded).
    if (!resetResidentPeak(pid)) throw new Error("VmHWM : remise à zéro refusée (/proc/<pid>/clear_refs)");
    const loadAverage = loadavg()[0] ?? 0;
    const menus = await loadAndPeak(pid, { url: `${origin}/v2/public/menus`, connections: 100, seconds });
    const menuPage = await loadAndPeak(pid, {
      url: `${origin}/menu`,
      connections: options.pageConnections ?? 25,
      seconds,
    });
    const bodies = await validOrders(origin, SHOP_DAY);
    const orders = await loadAndPeak(pid, {
      url: `${origin}/v2/public/checkout/`,
      method: "POST",
      connections: 50,
      seconds,
      bodies,
    });
    return {
      engine: options.postgresUrl ? "PostgreSQL" : "PGlite",
      idleRss,
      menus,
      menuPage,
      orders,
      peakRss: Math.max(menus.peakRss, menuPage.peakRss, orders.peakRss),
      afterRss: residentBytes(pid) ?? 0,
      loadAverage,
    };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const cpu = (load: MemoryLoad) =>
  `${load.cpuMsPerRequest.toFixed(2)} ms (${load.mainThreadMsPerRequest.toFixed(2)}), ${Math.round(load.requestsPerSecond)}/s`;

/** One line per run: idle, each load's peak so far, and the orders' rate (a change must keep it). */
export function memoryLine(run: MemoryRun): string {
  return [
    `${run.engine}: idle ${mb(run.idleRss)}`,
    `menus ${mb(run.menus.peakRss)}`,
    `/menu ${mb(run.menuPage.peakRss)}`,
    `orders ${mb(run.orders.peakRss)} (${Math.round(run.orders.okPerSecond)}/s, p99 ${run.orders.p99} ms, ${run.orders.failures} failed)`,
    `CPU per request (main thread): menus ${cpu(run.menus)}, /menu ${cpu(run.menuPage)}, order ${cpu(run.orders)}`,
    `peak ${mb(run.peakRss)}, after ${mb(run.afterRss)}`,
    `load ${run.loadAverage.toFixed(1)}`,
  ].join(" · ");
}

if (import.meta.main) {
  try {
    const port = Number(process.env.BENCH_PORT ?? 3310);
    const runs = Number(process.argv[2] ?? 1);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 25);
    for (let run = 0; run < runs; run++) {
      process.stdout.write(`${memoryLine(await measureMemory(port, { seconds, pageConnections }))}\n`);
      if (process.env.DATABASE_URL) {
        const postgresUrl = process.env.DATABASE_URL;
        process.stdout.write(
          `${memoryLine(await measureMemory(port, { seconds, pageConnections, postgresUrl }))}\n`,
        );
      }
    }
  } finally {
    await stopAll();
  }
}
