/**
 * Orders placed per second against the database's own pace: the checkout load (distinct valid
 * cash orders, 50 connections, bench/orders.ts) on one server process, and the same load, the same
 * bodies, against a bare Hono route inserting each body into a table of one `jsonb` column in one
 * statement (bench/bare-insert-server.ts), on the same kind of database: PGlite in its own process,
 * or the very PostgreSQL database the server uses. Runs alternate, orders then reference, so that
 * the machine's changing load falls on both; the figure is the median of the runs.
 *
 * On PostgreSQL each run also loads two server processes on the one database, 25 connections each
 * on its own port, against the one process; while any load runs, `pg_stat_activity` is sampled
 * every 100 ms for backends waiting on a lock and backends idle inside a transaction (a
 * transaction left open across a round trip to the server). The server's peak resident set
 * (VmHWM) is read for every order load.
 *
 * Last, the statements per order: the server started again on the same data with a preload that
 * counts each statement its driver sends (bench/count-statements-hooks.ts: on PostgreSQL one call
 * is one round trip), then BENCH_COUNT_ORDERS orders (default 1,000), every answer awaited.
 *
 * Everything goes through HTTP, so that any write path behind the checkout is measured alike.
 * `node bench/orders-load.ts` measures only this, on PGlite and on PostgreSQL when DATABASE_URL
 * is set or with BENCH_POSTGRES=1 (a throwaway server, fsync on); `--save` also writes it into
 * results.json and results.md, the other parts' figures kept. BENCH_ORDER_RUNS (default 5),
 * BENCH_SECONDS (each run, default 10), BENCH_ORDER_ENGINES (`pglite,postgresql`), BENCH_PORT
 * (default 3310; the second process and the reference take the next two).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { dataPlaceFor, type Where } from "../apps/server/src/testing/server-process.ts";
import type { LoadSpec } from "./load.ts";
import { runOrderLoad, SHOP_DAY, startOrderShop } from "./order-load-runs.ts";
import { validOrders } from "./orders.ts";
import {
  type LockSamples,
  type OrderFigures,
  type OrderResults,
  type OrderRun,
  ordersSection,
  type StatementCount,
} from "./orders-report.ts";
import {
  benchMachine,
  ROOT,
  residentBytes,
  startNode,
  stop,
  stopAll,
  waitReady,
  watchResidentPeak,
} from "./processes.ts";
import { savedResults, saveResults } from "./report.ts";
import { throwawayPostgres } from "./throwaway-postgres.ts";

const RUNS = Number(process.env.BENCH_ORDER_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COUNT_ORDERS = Number(process.env.BENCH_COUNT_ORDERS ?? 1_000);
/** A first short load on each fresh process, not counted: its code compiled, its pool opened. */
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
/** The count's warm-up, in orders. */
const WARM_UP_ORDERS = 4 * CONNECTIONS;
/** As many cart shapes as the other order benches. */
const CART_SHAPES = 3;
/** The server's pool (DATABASE_POOL_SIZE's default), the reference's too. */
const POOL_SIZE = 10;
const SAMPLE_EVERY_MS = 100;
const COUNT_STATEMENTS = ["--import", join(ROOT, "bench/count-statements-hooks.ts")];

function log(line: string) {
  process.stderr.write(`[bench commandes] ${line}\n`);
}

/** When and on what the section is measured. */
export function ordersMachine(): OrderResults {
  return benchMachine();
}

/** `pg_stat_activity` of one database every 100 ms, until stopped. */
function sampleLocks(serverUrl: string, database: string): { stop(): Promise<LockSamples> } {
  const samples: LockSamples = {
    samples: 0,
    maxLockWaits: 0,
    withLockWaits: 0,
    maxIdleInTransaction: 0,
    withIdleInTransaction: 0,
    waiting: [],
  };
  const client = new pg.Client({ connectionString: serverUrl });
  let running = true;
  const done = (async () => {
    await client.connect();
    try {
      while (running) {
        const { rows } = await client.query<{
          lock_waits: number;
          idle_in_transaction: number;
          waiting: string[] | null;
        }>(
          `select count(*) filter (where wait_event_type = 'Lock')::int as lock_waits,
                  count(*) filter (where state = 'idle in transaction')::int as idle_in_transaction,
                  array_agg(left(query, 100) || coalesce(' ⟵ ' || (
                    select string_agg(left(b.query, 100) || ' (' || b.state || ')', ' | ')
                      from pg_stat_activity b where b.pid = any(pg_blocking_pids(a.pid))), ''))
                    filter (where wait_event_type = 'Lock') as waiting
             from pg_stat_activity a where datname = $1`,
          [database],
        );
        const { lock_waits = 0, idle_in_transaction = 0, waiting = [] } = rows[0] ?? {};
        for (const statement of waiting ?? []) {
          if (!samples.waiting.includes(statement)) samples.waiting.push(statement);
        }
        samples.samples++;
        samples.maxLockWaits = Math.max(samples.maxLockWaits, lock_waits);
        samples.maxIdleInTransaction = Math.max(samples.maxIdleInTransaction, idle_in_transaction);
        if (lock_waits > 0) samples.withLockWaits++;
        if (idle_in_transaction > 0) samples.withIdleInTransaction++;
        await sleep(SAMPLE_EVERY_MS);
      }
    } finally {
      await client.end();
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

/** A load on one process, its peak resident set read from the kernel. */
async function loadWithPeak(pid: number, spec: LoadSpec) {
  const peak = watchResidentPeak(pid);
  const result = await runOrderLoad(spec);
  return { ...result, peakRss: peak.stop() };
}

/** The reference, on `port`: PGlite on a folder of its own, or the shop's PostgreSQL database. */
async function startReference(port: number, shopDatabaseUrl: string | undefined) {
  const folder = shopDatabaseUrl ? null : mkdtempSync(join(tmpdir(), "comptoir-bare-insert-"));
  const child = startNode(
    "bench/bare-insert-server.ts",
    {},
    shopDatabaseUrl
      ? [String(port), "postgres", shopDatabaseUrl, String(POOL_SIZE)]
      : [String(port), "pglite", folder ?? ""],
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(child, `${origin}/ready`);
  return {
    url: `${origin}/orders`,
    async close() {
      await stop(child);
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The statements each order costs, counted in a server started again on `where` with the preload. */
async function countStatements(port: number, where: Where, bodies: Record<string, unknown>[]) {
  const folder = mkdtempSync(join(tmpdir(), "comptoir-statements-"));
  const file = join(folder, "counts.json");
  const read = () => {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, number>>;
    } catch {
      return {};
    }
  };
  // Until the counts hold still for two seconds: the background work of the last orders (the
  // journal's chaining) goes on after a load ends.
  const settle = async () => {
    let last = "";
    let still = 0;
    for (const deadline = Date.now() + 30_000; still < 10 && Date.now() < deadline; ) {
      await sleep(200);
      const now = JSON.stringify(read());
      still = now === last ? still + 1 : 0;
      last = now;
    }
  };
  const shop = await startOrderShop(port, { ...where.env, BENCH_STATEMENTS_FILE: file }, COUNT_STATEMENTS);
  try {
    const spec: LoadSpec = {
      url: `${shop.origin}/v2/public/checkout/`,
      method: "POST",
      connections: CONNECTIONS,
      seconds: WARM_UP_SECONDS,
      bodies,
    };
    // A warm-up of so many orders, each answered: none still in flight when the count starts.
    await runOrderLoad({ ...spec, amount: WARM_UP_ORDERS });
    await settle();
    const before = read();
    const result = await runOrderLoad({ ...spec, amount: COUNT_ORDERS });
    await settle();
    const after = read();
    const byText = Object.entries(after)
      .flatMap(([connection, texts]) =>
        Object.entries(texts).map(([text, n]) => ({
          connection,
          text,
          calls: n - (before[connection]?.[text] ?? 0),
        })),
      )
      .filter((entry) => entry.calls > 0)
      .sort((a, b) => b.calls - a.calls);
    const perOrder = (calls: number) => (orders ? calls / orders : 0);
    const byConnection: Record<string, number> = {};
    for (const entry of byText)
      byConnection[entry.connection] = (byConnection[entry.connection] ?? 0) + entry.calls;
    const orders = result.total - result.non2xx - result.errors - result.timeouts;
    const statements = byText.reduce((sum, entry) => sum + entry.calls, 0);
    const count: StatementCount = {
      orders,
      refused: result.total - orders,
      statements,
      perOrder: perOrder(statements),
      connections: Object.fromEntries(
        Object.entries(byConnection).map(([name, calls]) => [name, perOrder(calls)]),
      ),
      transactionsPerOrder: orders
        ? byText
            .filter((entry) => /^begin\b/i.test(entry.text))
            .reduce((sum, entry) => sum + entry.calls, 0) / orders
        : 0,
      top: byText.slice(0, 12).map((entry) => ({
        connection: entry.connection,
        text: entry.text,
        perOrder: perOrder(entry.calls),
      })),
    };
    return count;
  } finally {
    await stop(shop.child);
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * `RUNS` runs of the orders and of the reference, alternating, on PGlite (`postgresUrl` absent)
 * or on a database of its own on that PostgreSQL server, with two processes too.
 */
export async function measureOrders(port: number, postgresUrl?: string): Promise<OrderFigures> {
  const engine = postgresUrl ? "PostgreSQL" : "PGlite";
  const where = await dataPlaceFor(postgresUrl ? "postgres" : "pglite", postgresUrl);
  const databaseName = where.env.DATABASE_URL ? new URL(where.env.DATABASE_URL).pathname.slice(1) : "";
  const figures: OrderFigures = {
    date: new Date().toISOString(),
    loadAverage: loadavg()[0] ?? 0,
    loadAverageEnd: 0,
    runs: RUNS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    poolSize: POOL_SIZE,
    bodies: 0,
    idleRss: 0,
    fsync: null,
    results: [],
    statements: null,
  };
  try {
    if (postgresUrl) {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      figures.fsync = (await client.query<{ fsync: string }>("show fsync")).rows[0]?.fsync ?? null;
      await client.end();
    }
    // The first start installs the demo; every run then places orders on the same shop.
    const shop = await startOrderShop(port, where.env);
    let bodies: Record<string, unknown>[] = [];
    try {
      await sleep(1_000);
      figures.idleRss = residentBytes(shop.child.pid ?? 0) ?? 0;
      bodies = await validOrders(shop.origin, SHOP_DAY, CART_SHAPES);
      figures.bodies = bodies.length;
      log(`${engine} : ${bodies.length} commandes distinctes`);
      const reference = await startReference(port + 2, where.env.DATABASE_URL);
      try {
        const orders: LoadSpec = {
          url: `${shop.origin}/v2/public/checkout/`,
          method: "POST",
          connections: CONNECTIONS,
          seconds: WARM_UP_SECONDS,
          bodies,
        };
        const inserts: LoadSpec = { ...orders, url: reference.url };
        await runOrderLoad(orders);
        await runOrderLoad(inserts);
        for (let run = 1; run <= RUNS; run++) {
          const locks = postgresUrl ? sampleLocks(postgresUrl, databaseName) : null;
          const one = await loadWithPeak(shop.child.pid ?? 0, { ...orders, seconds: SECONDS });
          const oneLocks = (await locks?.stop()) ?? null;
          const bare = await runOrderLoad({ ...inserts, seconds: SECONDS });
          const result: OrderRun = { one, oneLocks, reference: bare, two: null };
          if (postgresUrl)
            result.two = await twoProcesses(port, where, shop, orders, databaseName, postgresUrl);
          figures.results.push(result);
          log(
            `${engine}, passage ${run} : ${Math.round(one.okPerSecond)} commandes/s, p99 ${one.p99} ms, ${one.non2xx + one.errors + one.timeouts} erreurs, pic ${Math.round(one.peakRss / 2 ** 20)} Mo ; référence ${Math.round(bare.okPerSecond)}/s${result.two ? ` ; deux processus ${Math.round(result.two.okPerSecond)}/s, attentes de verrou max ${result.two.locks.maxLockWaits} (${result.two.locks.withLockWaits}/${result.two.locks.samples} relevés), idle in transaction max ${result.two.locks.maxIdleInTransaction}${result.two.locks.waiting.map((statement) => ` ; en attente : ${statement}`).join("")}` : ""}`,
          );
        }
      } finally {
        await reference.close();
      }
    } finally {
      await stop(shop.child);
    }
    log(`${engine} : instructions par commande (${COUNT_ORDERS} commandes)`);
    figures.statements = await countStatements(port, where, bodies);
    log(`${engine} : ${figures.statements.perOrder.toFixed(2)} instructions par commande`);
  } finally {
    await where.cleanup();
  }
  figures.loadAverageEnd = loadavg()[0] ?? 0;
  return figures;
}

/** One run of 25 + 25 connections on two processes of the one database, the first already warm. */
async function twoProcesses(
  port: number,
  where: Where,
  first: { child: { pid?: number }; origin: string },
  orders: LoadSpec,
  databaseName: string,
  serverUrl: string,
) {
  const second = await startOrderShop(port + 1, where.env);
  try {
    const half = CONNECTIONS / 2;
    await runOrderLoad({ ...orders, url: `${second.origin}/v2/public/checkout/`, connections: half });
    const locks = sampleLocks(serverUrl, databaseName);
    const processes = await Promise.all(
      [first, second].map((shop) =>
        loadWithPeak(shop.child.pid ?? 0, {
          ...orders,
          url: `${shop.origin}/v2/public/checkout/`,
          connections: half,
          seconds: SECONDS,
        }),
      ),
    );
    return {
      okPerSecond: processes.reduce((sum, result) => sum + result.okPerSecond, 0),
      p99: Math.max(...processes.map((result) => result.p99)),
      processes,
      locks: await locks.stop(),
    };
  } finally {
    await stop(second.child);
  }
}

/** The engines BENCH_ORDER_ENGINES names (both by default). */
export function orderEngines(): { pglite: boolean; postgresql: boolean } {
  const names = (process.env.BENCH_ORDER_ENGINES ?? "pglite,postgresql")
    .split(",")
    .map((name) => name.trim());
  return { pglite: names.includes("pglite"), postgresql: names.includes("postgresql") };
}

if (import.meta.main) {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const port = Number(process.env.BENCH_PORT ?? 3310);
    const engines = orderEngines();
    const results = ordersMachine();
    if (engines.pglite) results.pglite = await measureOrders(port);
    let databaseUrl = process.env.DATABASE_URL ?? "";
    if (engines.postgresql && !databaseUrl && process.env.BENCH_POSTGRES === "1") {
      log("PostgreSQL jetable (.ci/throwaway-postgres.sh, fsync on)");
      const postgres = await throwawayPostgres();
      if (!postgres) throw new Error("PostgreSQL jetable : démarrage impossible");
      cleanups.push(() => postgres.close());
      databaseUrl = postgres.url;
    }
    if (engines.postgresql && databaseUrl) results.postgresql = await measureOrders(port, databaseUrl);
    else if (engines.postgresql) log("PostgreSQL non mesuré : DATABASE_URL absent (ou BENCH_POSTGRES=1)");
    process.stdout.write(`${ordersSection(results).join("\n")}\n`);
    if (process.argv.includes("--save")) {
      const saved = savedResults();
      // An engine measured alone keeps the other's figures (each carries its own date and load).
      saved.orders = {
        ...results,
        pglite: results.pglite ?? saved.orders?.pglite,
        postgresql: results.postgresql ?? saved.orders?.postgresql,
      };
      saveResults(saved);
      log("écrit : bench/results.md, bench/results.json (les commandes)");
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await stopAll();
  }
}
