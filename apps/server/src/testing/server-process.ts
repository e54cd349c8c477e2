import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const serverEntry = fileURLToPath(new URL("../index.ts", import.meta.url));

/** A port nobody listens on, for a real server process of a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the real server process (`node apps/server/src/index.ts`, so the PID held is the
 * server's) and waits for its "ready" log line. `env` adds to or overrides the test's environment.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("boutique prête")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`le serveur s'est arrêté (${code}) :\n${output}`)));
  });
  return child;
}

/** Stops a server started here: SIGTERM by default (a clean stop), SIGKILL to test a crash. */
export async function stopServer(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill(signal);
  return exited;
}

/** Where a server process keeps its data for a test, and how to throw it away. */
export interface Where {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A data folder of its own (PGlite), or a database of its own on the test PostgreSQL server
 * (`serverUrl`, by default DATABASE_URL), for a real server process to start on: empty, or a copy
 * of `copyOf` (no process running on it), which a server opens in seconds where a first start
 * installs for many.
 */
export async function dataPlaceFor(
  engine: "pglite" | "postgres",
  serverUrl = process.env.DATABASE_URL ?? "",
  copyOf?: Where,
): Promise<Where> {
  if (engine === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "comptoir-crash-"));
    if (copyOf?.env.DATA_DIR) cpSync(copyOf.env.DATA_DIR, dataDir, { recursive: true });
    return {
      env: { DATABASE_URL: "", DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `comptoir_crash_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = copyOf?.env.DATABASE_URL ? new URL(copyOf.env.DATABASE_URL).pathname.slice(1) : null;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The shop's key (made at the first start) beside the test's database, not in the checkout's ./data.
  const keyFile = join(tmpdir(), `${name}-journal-key.pem`);
  return {
    env: { DATABASE_URL: url.toString(), JOURNAL_KEY_FILE: keyFile },
    async cleanup() {
      rmSync(keyFile, { force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
