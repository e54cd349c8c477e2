/**
 * The orders' reference: a bare Hono route that inserts each request's body, as it came, into a
 * table of one `jsonb` column in one statement, and answers 201. The same load as the checkout's
 * against it, in the same run, gives the pace of the database itself under that load: orders per
 * second are read as a ratio of it.
 *
 * `node bench/bare-insert-server.ts <port> pglite <data folder>`: PGlite in this process, on a
 * data folder, with the server's own settings. `node bench/bare-insert-server.ts <port> postgres
 * <url> [pool size]`: the database the server uses, a table of its own, a pool of the server's
 * size (DATABASE_POOL_SIZE's default). The table is made anew at start and dropped on SIGTERM;
 * POST /orders inserts, GET /ready answers once the table is there.
 */
import { PGlite } from "@electric-sql/pglite";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { PGLITE_SETTINGS } from "../packages/db/src/pglite-settings.ts";

/** Its own table, beside the shop's on PostgreSQL. */
const BARE_ORDERS_TABLE = "bench_bare_orders";
const INSERT = `insert into ${BARE_ORDERS_TABLE} (body) values ($1)`;

const [port, engine, where, poolSize] = process.argv.slice(2);

interface Table {
  insert(body: string): Promise<unknown>;
  drop(): Promise<unknown>;
}

async function database(): Promise<Table> {
  const create = `drop table if exists ${BARE_ORDERS_TABLE}; create table ${BARE_ORDERS_TABLE} (body jsonb not null)`;
  if (engine === "pglite") {
    const client = new PGlite(where ?? "", PGLITE_SETTINGS);
    await client.exec(create);
    // The data folder is the bench's, thrown away whole.
    return { insert: (body) => client.query(INSERT, [body]), drop: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: where, max: Number(poolSize ?? 10) });
  await pool.query(create);
  return {
    insert: (body) => pool.query(INSERT, [body]),
    drop: async () => {
      await pool.query(`drop table if exists ${BARE_ORDERS_TABLE}`);
      await pool.end();
    },
  };
}

const table = await database();
const app = new Hono();
app.get("/ready", (c) => c.text("ok"));
app.post("/orders", async (c) => {
  await table.insert(await c.req.text());
  return c.json({ ok: true }, 201);
});
process.once("SIGTERM", () => {
  void table.drop().finally(() => process.exit(0));
});
serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
