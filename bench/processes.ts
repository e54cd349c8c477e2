import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** The repository's root, where the server and the bench are started from. */
export const ROOT = new URL("..", import.meta.url).pathname;

/** Every process the bench started, stopped by its PID at the end, even on failure. */
const started = new Set<ChildProcess>();

/** Starts `node <script>` directly (no npx), so that the PID held is the process's own. */
export function startNode(
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  nodeFlags: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

/** Stops one process by its PID: SIGTERM, then SIGKILL if it is still there after 5 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid, "SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!stopped && child.exitCode === null) {
    process.kill(child.pid, "SIGKILL");
    await exited;
  }
}

/** Stops whatever is still running, one PID at a time. */
export async function stopAll(): Promise<void> {
  for (const child of [...started]) await stop(child).catch(() => undefined);
}

/** Waits until `url` answers 200, or throws after `timeoutMs` or if the process exits first. */
export async function waitReady(child: ChildProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} : le processus s'est arrêté (${child.exitCode})`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} : pas prêt après ${timeoutMs} ms`);
}

/** The resident set of a process in bytes, from /proc (VmRSS), or null once it is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The kernel's own peak of a process's resident set since it started or since
 * `resetResidentPeak` (VmHWM): it sees a peak shorter than any sampling interval.
 */
export function residentPeakBytes(pid: number): number | null {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Sets a process's VmHWM back to its resident set now (Linux's clear_refs, value 5); false if refused. */
export function resetResidentPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Samples a process's resident set every `everyMs` (100 ms) until stopped; gives the peak seen. */
export function sampleResident(pid: number, everyMs = 100): { stop(): number } {
  let peak = residentBytes(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid) ?? 0);
    },
  };
}

/**
 * The peak of a process's resident set from now until stopped: the kernel's VmHWM, reset now, or
 * where the kernel refuses the reset, samples every 100 ms.
 */
export function watchResidentPeak(pid: number): { stop(): number } {
  if (!resetResidentPeak(pid)) return sampleResident(pid);
  return {
    stop: () => Math.max(residentPeakBytes(pid) ?? 0, residentBytes(pid) ?? 0),
  };
}

/** Runs `node <script> <args>` to its end and gives what it wrote on stdout. */
export async function runNode(script: string, args: string[], timeoutMs: number): Promise<string> {
  const child = startNode(script, {}, args);
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const timer = setTimeout(() => void stop(child), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${script} : code de sortie ${code}`);
  return out;
}

/**
 * `npm run serve`'s node flags, environment and entry, from package.json itself, so that the
 * measure follows what is served: `NAME=value … node <flags> apps/server/build/main.js`.
 */
export function serveCommand(): { env: Record<string, string>; nodeFlags: string[]; entry: string } {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: { serve: string };
  };
  const words = pkg.scripts.serve.split(/\s+/);
  const env: Record<string, string> = {};
  let index = 0;
  for (; index < words.length && words[index] !== "node"; index++) {
    const [name, value] = (words[index] ?? "").split("=");
    if (name && value !== undefined) env[name] = value;
  }
  const nodeFlags = words.slice(index + 1).filter((word) => word.startsWith("--"));
  return { env, nodeFlags, entry: words.at(-1) ?? "" };
}

const served = serveCommand();

/** The node flags the server is served with (package.json's `serve`): every bench starts it so. */
export const SERVER_NODE_FLAGS = served.nodeFlags;

/** The server as it is served: its bundle, built by `npm run build` (ADR 086). */
export const SERVER_ENTRY = served.entry;

/**
 * The server's TypeScript itself, for a bench whose module hooks replace one of its modules
 * (bench/without-journal-hooks.ts): the bundle has no module of its own left to replace.
 */
export const SERVER_SOURCE_ENTRY = "apps/server/src/index.ts";

/** When and on what a bench section is measured: its date, Node, the cores and the load then. */
export function benchMachine(): { date: string; node: string; cpus: number; loadAverage: number } {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg()[0] ?? 0,
  };
}
