import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmod, rm } from "node:fs/promises";
import pg from "pg";
import { publishBackupFile } from "./backup-file.ts";

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
 * Written beside the target then named, never over another file, readable by its owner alone.
 */
export async function dumpPostgres(url: string, target: string): Promise<ToolRun> {
  const { dbname, env } = connection(url);
  const partial = `${target}.${randomUUID()}.partial`;
  const done = await run("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], env);
  if (!done.ok) {
    await rm(partial, { force: true });
    return done;
  }
  try {
    await chmod(partial, 0o600);
    await publishBackupFile(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
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

/** The shop's two schemas: its tables, and drizzle's record of the migrations applied. */
const SHOP_SCHEMAS = ["public", "drizzle"];
const replaced = (schemaName: string) => `comptoir_replaced_${schemaName}`;

/** Runs statements in one transaction; `existing` first says which of `schemas` exist. */
async function inOneTransaction(
  url: string,
  schemas: string[],
  statements: (existing: string[]) => string[],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname = any($1)",
      [schemas],
    );
    for (const statement of statements(rows.map((row) => row.name))) await client.query(statement);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of a `dumpPostgres` file in one transaction, the objects owned by whoever restores
 * (the shop's role on another server). Over a shop (`replacing`), its schemas are first renamed
 * aside, then dropped once the restore succeeded, or renamed back if it failed: a failed restore
 * never leaves the database without its shop.
 */
export async function restorePostgres(
  url: string,
  file: string,
  { replacing }: { replacing: boolean },
): Promise<ToolRun> {
  if (replacing)
    await inOneTransaction(url, SHOP_SCHEMAS, (existing) => [
      ...existing.map((name) => `alter schema ${name} rename to ${replaced(name)}`),
      "create schema public",
    ]);
  const { dbname, env } = connection(url);
  const done = await run(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--no-owner", `--dbname=${dbname}`, file],
    env,
  );
  if (replacing)
    await inOneTransaction(url, SHOP_SCHEMAS.map(replaced), (aside) =>
      done.ok
        ? aside.map((name) => `drop schema ${name} cascade`)
        : [
            ...SHOP_SCHEMAS.map((name) => `drop schema if exists ${name} cascade`),
            ...SHOP_SCHEMAS.filter((name) => aside.includes(replaced(name))).map(
              (name) => `alter schema ${replaced(name)} rename to ${name}`,
            ),
          ],
    );
  return done;
}
