import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

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
