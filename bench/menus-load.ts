/**
 * `GET /v2/public/menus` at 100 connections, as `npm run bench` loads it, against the bare Hono
 * route sending the same bytes, several runs in turn so that a busy machine weighs on all alike:
 * `node bench/menus-load.ts [checkout…]`. Each argument is a checkout of the repository whose
 * server is started too (e.g. an older commit's `git archive`, its node_modules linked), to
 * compare two versions in one run; none: this one. `<checkout>@<node flags>` starts that one with
 * these flags instead of `npm run serve`'s (`.@--max-semi-space-size=16`: comma-separated). Prints each run, then the medians. Besides the
 * latencies, the CPU time each server spent per request (from /proc): on a machine shared with
 * other work, latencies wander from run to run, the CPU a request costs much less.
 *
 * BENCH_PORT (default 3310: the servers take the next ports), BENCH_RUNS (default 5),
 * BENCH_SECONDS (default 10), BENCH_PROFILE=<folder> (the servers write a CPU profile there).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { LoadResult, LoadSpec } from "./load.ts";
import {
  ROOT,
  runNode,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  startNode,
  stop,
  stopAll,
  waitReady,
} from "./processes.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROFILE = process.env.BENCH_PROFILE;
const PATH = "/v2/public/menus";

function log(line: string) {
  process.stderr.write(`[menus] ${line}\n`);
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const out = await runNode("bench/load.ts", [JSON.stringify(spec)], (spec.seconds + 60) * 1000);
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as LoadResult;
}

/** A server started as bench/run.ts starts it: production, Liftoff only, a fresh data folder. */
async function startServer(checkout: string, port: number, serverFlags: string[] | null) {
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-menus-"));
  const flags = serverFlags ?? SERVER_NODE_FLAGS;
  if (PROFILE) flags.push("--cpu-prof", `--cpu-prof-dir=${resolve(PROFILE)}`);
  const child = startNode(
    join(checkout, SERVER_ENTRY),
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      CLOCK_START: "2026-11-24T11:00:00Z",
      MALLOC_ARENA_MAX: "2",
    },
    [],
    flags,
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(child, `${origin}/v2/public/settings`);
  return {
    origin,
    pid: child.pid,
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The CPU time a process has used so far, in milliseconds (utime + stime of /proc/<pid>/stat). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // After the command: state is field 3, utime 14 and stime 15; clock ticks of 10 ms on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const checkouts = (process.argv.length > 2 ? process.argv.slice(2) : [ROOT]).map((argument) => {
  const [path = ".", flags] = argument.split("@");
  return { name: argument, path: resolve(path), flags: flags ? flags.split(",") : null };
});
const folder = mkdtempSync(join(tmpdir(), "comptoir-menus-bare-"));
try {
  const servers = [];
  for (const [index, checkout] of checkouts.entries()) {
    servers.push({
      name: checkout.name,
      ...(await startServer(checkout.path, PORT + 1 + index, checkout.flags)),
    });
  }
  const first = servers[0];
  if (!first) throw new Error("aucun serveur");
  const answer = await fetch(`${first.origin}${PATH}`);
  const routesFile = join(folder, "routes.json");
  writeFileSync(
    routesFile,
    JSON.stringify({
      [PATH]: {
        type: answer.headers.get("content-type"),
        body: Buffer.from(await answer.arrayBuffer()).toString("base64"),
      },
    }),
  );
  const bareOrigin = `http://127.0.0.1:${PORT}`;
  const bare = startNode("bench/bare-server.ts", {}, [String(PORT), routesFile]);
  await waitReady(bare, `${bareOrigin}${PATH}`);
  const targets = [{ name: "bare Hono", origin: bareOrigin, pid: bare.pid }, ...servers];
  const results = new Map<string, (LoadResult & { cpuUs: number })[]>(
    targets.map((target) => [target.name, []]),
  );
  log(
    `loadavg before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      const cpuBefore = cpuMs(target.pid);
      const loaded = await load({ url: `${target.origin}${PATH}`, connections: 100, seconds: SECONDS });
      const result = { ...loaded, cpuUs: ((cpuMs(target.pid) - cpuBefore) * 1000) / loaded.total };
      results.get(target.name)?.push(result);
      log(
        `run ${run} ${target.name}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.requestsPerSecond)}/s, CPU ${result.cpuUs.toFixed(0)} µs/request, errors ${result.errors + result.non2xx}, loadavg ${loadavg()[0]?.toFixed(2)}`,
      );
    }
  }
  for (const target of targets) {
    const runs = results.get(target.name) ?? [];
    log(
      `median ${target.name}: p99 ${median(runs.map((r) => r.p99))} ms (${runs.map((r) => r.p99).join(", ")}), p50 ${median(runs.map((r) => r.p50))} ms, ${Math.round(median(runs.map((r) => r.requestsPerSecond)))}/s, CPU ${median(runs.map((r) => r.cpuUs)).toFixed(0)} µs/request (${runs.map((r) => r.cpuUs.toFixed(0)).join(", ")})`,
    );
  }
  log(
    `loadavg after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  await stop(bare);
  for (const server of servers) await server.close();
} finally {
  await stopAll();
  rmSync(folder, { recursive: true, force: true });
}
