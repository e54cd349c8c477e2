import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT } from "./processes.ts";

/**
 * A throwaway PostgreSQL from .ci/throwaway-postgres.sh, kept until its shell's stdin closes. It
 * writes to disk as production does (fsync on): the orders' figures are the database's pace.
 * The port is PG_PORT's, else the script's own.
 */
export async function throwawayPostgres(): Promise<{ url: string; close(): Promise<void> } | null> {
  const shell: ChildProcess = spawn(
    "bash",
    [
      "-c",
      'source .ci/throwaway-postgres.sh && start_throwaway_postgres && trap stop_throwaway_postgres EXIT && trap "exit 1" TERM && read -r _',
    ],
    {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "inherit"],
      env: { ...process.env, DATABASE_URL: "", THROWAWAY_PG_FSYNC: "on" },
    },
  );
  const exited = new Promise<void>((resolve) => shell.once("exit", () => resolve()));
  const url = await new Promise<string | null>((resolve) => {
    let out = "";
    shell.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(postgres:\/\/\S+)/.exec(out);
      if (match) resolve(match[1] ?? null);
    });
    shell.once("exit", () => resolve(null));
  });
  if (!url) return null;
  return {
    url,
    async close() {
      shell.stdin?.end();
      await Promise.race([exited, sleep(15_000)]);
    },
  };
}
