/**
 * Where an order's time goes: `node bench/profile-orders.ts` starts the server as the bench does
 * (PGlite, or DATABASE_URL) under V8's CPU profiler, places distinct orders for 8 s from 50
 * connections, and prints the share of the server's CPU time per part (PostgreSQL in
 * WebAssembly, PGlite's glue, drizzle, zod, Node, our code), thread by thread (PGlite has a worker
 * thread of its own, ADR 083). bench/findings.md quotes it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validOrders } from "./orders.ts";
import { runNode, SERVER_ENTRY, SERVER_NODE_FLAGS, startNode, stop, waitReady } from "./processes.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "comptoir-profile-"));
const profileDir = mkdtempSync(join(tmpdir(), "comptoir-cpuprofile-"));
const server = startNode(
  SERVER_ENTRY,
  {
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    CLOCK_START: "2026-11-24T11:00:00Z",
    ORDER_RATE_LIMIT: "100000000",
  },
  [],
  [...SERVER_NODE_FLAGS, "--cpu-prof", `--cpu-prof-dir=${profileDir}`],
);
try {
  await waitReady(server, `${origin}/v2/public/settings`);
  const bodies = await validOrders(origin, "2026-11-24");
  const spec = { url: `${origin}/v2/public/checkout/`, method: "POST", connections: 50, seconds: 8, bodies };
  process.stdout.write(await runNode("bench/load.ts", [JSON.stringify(spec)], 60_000));
} finally {
  await stop(server);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}
/** V8 writes one profile per thread, named `CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile`. */
function threadOf(file: string): string {
  const threadId = Number(file.split(".")[4]);
  // The main thread is 0; PGlite's worker (ADR 083) is the one other thread the server starts.
  return threadId === 0 ? "main thread" : `worker thread ${threadId} (PGlite)`;
}
const profiles = readdirSync(profileDir)
  .sort()
  .map((file) => ({
    thread: threadOf(file),
    profile: JSON.parse(readFileSync(join(profileDir, file), "utf8")) as CpuProfile,
  }));
rmSync(profileDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

function part(url: string, name: string): string {
  if (url.startsWith("wasm://")) return "PGlite: PostgreSQL in WebAssembly";
  if (url.includes("pglite")) return "PGlite: its JavaScript";
  if (url.includes("drizzle-orm")) return "drizzle-orm";
  if (url.includes("zod")) return "zod";
  if (url.includes("/packages/")) return "packages/ (domain, contracts, db)";
  if (url.includes("/apps/server/")) return "apps/server";
  if (url.includes("hono")) return "hono";
  if (url === "" && name.startsWith("(")) return name;
  return "Node and other libraries (HTTP, streams, modules)";
}
for (const { thread, profile } of profiles) {
  const selfTime = new Map<number, number>();
  for (const [index, id] of profile.samples.entries()) {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const parts = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const time = selfTime.get(node.id) ?? 0;
    total += time;
    const key = part(node.callFrame.url, node.callFrame.functionName);
    parts.set(key, (parts.get(key) ?? 0) + time);
  }
  process.stdout.write(`\n| the server's ${thread} (start included) | share of CPU samples |\n|---|---|\n`);
  for (const [name, time] of [...parts].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`| ${name} | ${((100 * time) / total).toFixed(0)} % |\n`);
  }
}
