import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmod, rename, rm } from "node:fs/promises";
import pg from "pg";

/** How a PostgreSQL client tool ended: done, absent from the PATH, or failed with what it wrote. */
export type ToolRun = { ok: true } | { ok: false; missing: boolean; output: string };

/**
 * The address without its password, which goes to the tool through PGPASSWORD: a command line is
 * visible to every user of the machine (`ps`), the environment is not.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  return {
    dbname: address.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  return new Promise((resolve) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, missing: error.code === "ENOENT", output: error.message }),
    );
    child.once("close", (code) => resolve(code === 0 ? { ok: true } : { ok: false, missing: false, output }));
  });
}

/**
 * `pg_dump` in its custom format (compressed, read back by `pg_restore`, ADR 071): one consistent
 * snapshot of the whole database (PostgreSQL's own, while the shop runs), photos' bytes included.
 * Written beside the target then renamed, readable by its owner alone.
 */
export async function dumpPostgres(url: string, target: string): Promise<ToolRun> {
  const { dbname, env } = connection(url);
  const partial = `${target}.${randomUUID()}.partial`;
  const done = await run("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], env);
  if (!done.ok) {
    await rm(partial, { force: true });
    return done;
  }
  await chmod(partial, 0o600);
  await rename(partial, target);
  return done;
}

/** Whether the database already holds a shop: any table of the application or its migrations. */
export async function postgresHoldsAShop(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return Number(rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Empties the shop's schemas, for a restore over it (`--force`). */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of a `dumpPostgres` file into an empty database, in one transaction (all or
 * nothing), the objects owned by whoever restores (the shop's role on another server).
 */
export async function restorePostgres(url: string, file: string): Promise<ToolRun> {
  const { dbname, env } = connection(url);
  return run(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--no-owner", `--dbname=${dbname}`, file],
    env,
  );
}
