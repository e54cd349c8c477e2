/**
 * Orders with and without the sales journal's writing (ADR 066): the checkout load of `npm run
 * bench` (distinct valid cash orders, 50 connections) against the demo shop as it runs, each
 * placement inserting its `order_placed` entry in its transaction while the chainer seals the
 * entries in the background, and against the same server whose journal writer is taken out by a
 * preload (bench/without-journal-hooks.ts): the production server has no switch for it. Runs
 * alternate, with, without, with, without…, so that the machine's changing load falls on both
 * alike; each run starts a fresh server on a copy of the shop as installed (a data folder, or a
 * database of its own on PostgreSQL), its clock on Tuesday at 12:00, so that no run inherits the
 * orders, nor the journal, of another.
 *
 * After each run, its server stopped, the bench reads the shop's database: a run with must have
 * written one `order_placed` entry per order it placed, a run without none; otherwise it stops
 * with an error, never with a figure.
 *
 * `node bench/journal.ts` measures alone and prints the table (PostgreSQL too with DATABASE_URL;
 * `--save` also writes it into results.json and results.md, the other parts' figures kept);
 * `npm run bench` measures it with the rest. BENCH_JOURNAL_RUNS (runs of each side, default 5),
 * BENCH_JOURNAL_SECONDS (each run, default 5), BENCH_PORT (default 3310).
 */
import { loadavg } from "node:os";
import { join } from "node:path";
import { openDatabase, schema } from "@comptoir/db";
import { count, eq } from "drizzle-orm";
import { dataPlaceFor, type Where } from "../apps/server/src/testing/server-process.ts";
import {
  type JournalCheck,
  type JournalFigures,
  type JournalResults,
  journalSection,
} from "./journal-report.ts";
import type { LoadResult, LoadSpec } from "./load.ts";
import { runOrderLoad, SHOP_DAY, startOrderShop } from "./order-load-runs.ts";
import { validOrders } from "./orders.ts";
import { benchMachine, ROOT, SERVER_SOURCE_ENTRY, stop, stopAll } from "./processes.ts";
import { savedResults, saveResults } from "./report.ts";

const RUNS = Number(process.env.BENCH_JOURNAL_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_JOURNAL_SECONDS ?? 5);
/** A first short load on each fresh server, not counted: its code compiled, its pool opened. */
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
/** As many cart shapes as the server section's checkout load. */
const CART_SHAPES = 3;
/** The preload that takes the journal's writer out, for the runs without. */
const WITHOUT_JOURNAL = ["--import", join(ROOT, "bench/without-journal-hooks.ts")];

function log(line: string) {
  process.stderr.write(`[bench journal] ${line}\n`);
}

/** When and on what the section is measured. */
export function journalMachine(): JournalResults {
  return benchMachine();
}

/** What a shop's database holds of orders and journal, read with no server running on it. */
async function readShop(where: Where): Promise<Omit<JournalCheck, "orders"> & { allOrders: number }> {
  const database = where.env.DATA_DIR
    ? await openDatabase({ engine: "pglite", dataDir: where.env.DATA_DIR })
    : await openDatabase({ engine: "postgres", url: where.env.DATABASE_URL ?? "", poolSize: 1 });
  try {
    const { orders, journalEntries, journalChain } = schema;
    const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    return {
      allOrders: await counted(database.db.select({ n: count() }).from(orders)),
      orderPlaced: await counted(
        database.db
          .select({ n: count() })
          .from(journalEntries)
          .where(eq(journalEntries.kind, "order_placed")),
      ),
      entries: await counted(database.db.select({ n: count() }).from(journalEntries)),
      chained: await counted(
        database.db.select({ n: count() }).from(journalChain).where(eq(journalChain.gap, false)),
      ),
    };
  } finally {
    await database.close();
  }
}

/**
 * The demo shop, installed once (a first start installs the restaurant, which takes many seconds),
 * then stopped: every run starts on a copy of it. It holds orders (if any) and no `order_placed`
 * entry, so that each run's entries are its own.
 */
async function installShop(port: number, postgresUrl: string | undefined) {
  const engine = postgresUrl ? "postgres" : "pglite";
  const installed = await dataPlaceFor(engine, postgresUrl);
  try {
    await stop((await startOrderShop(port, installed.env)).child);
    const before = await readShop(installed);
    if (before.orderPlaced !== 0) throw new Error("la boutique installée a déjà des « commande passée »");
    return {
      orders: before.allOrders,
      /** A fresh copy of the shop, for one run. */
      copy: () => dataPlaceFor(engine, postgresUrl, installed),
      cleanup: () => installed.cleanup(),
    };
  } catch (error) {
    await installed.cleanup();
    throw error;
  }
}

/**
 * The run's check, from its database: with, one `order_placed` per order placed; without, none.
 * Anything else means the bench did not measure what it says, and it stops there.
 */
async function checkRun(where: Where, installedOrders: number, journal: boolean): Promise<JournalCheck> {
  const after = await readShop(where);
  const check: JournalCheck = {
    orders: after.allOrders - installedOrders,
    orderPlaced: after.orderPlaced,
    entries: after.entries,
    chained: after.chained,
  };
  if (check.orders <= 0) throw new Error("le passage n'a placé aucune commande");
  if (journal && check.orderPlaced !== check.orders)
    throw new Error(
      `avec le journal : ${check.orders} commandes mais ${check.orderPlaced} « commande passée » dans le journal`,
    );
  if (!journal && check.orderPlaced !== 0)
    throw new Error(
      `sans le journal : ${check.orderPlaced} « commande passée » écrites, le journal n'a pas été retiré`,
    );
  return check;
}

/**
 * `RUNS` runs of each side, alternating, on PGlite (`postgresUrl` absent) or on a database of its
 * own per run on that PostgreSQL server.
 */
export async function measureJournal(port: number, postgresUrl?: string): Promise<JournalFigures> {
  const figures: JournalFigures = {
    runs: RUNS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    bodies: 0,
    with: [],
    without: [],
    checks: { with: [], without: [] },
  };
  const engine = postgresUrl ? "PostgreSQL" : "PGlite";
  const shop = await installShop(port, postgresUrl);
  let bodies: Record<string, unknown>[] = [];
  try {
    for (let run = 0; run < RUNS * 2; run++) {
      const journal = run % 2 === 0;
      const where = await shop.copy();
      try {
        // Both sides run the sources: the hooks replace a module the bundle no longer has apart.
        const server = await startOrderShop(
          port,
          where.env,
          journal ? [] : WITHOUT_JOURNAL,
          SERVER_SOURCE_ENTRY,
        );
        let result: LoadResult;
        try {
          if (bodies.length === 0) {
            bodies = await validOrders(server.origin, SHOP_DAY, CART_SHAPES);
            figures.bodies = bodies.length;
            log(`${bodies.length} commandes distinctes`);
          }
          const spec: LoadSpec = {
            url: `${server.origin}/v2/public/checkout/`,
            method: "POST",
            connections: CONNECTIONS,
            seconds: WARM_UP_SECONDS,
            bodies,
          };
          await runOrderLoad(spec);
          result = await runOrderLoad({ ...spec, seconds: SECONDS });
        } finally {
          await stop(server.child);
        }
        const check = await checkRun(where, shop.orders, journal);
        (journal ? figures.with : figures.without).push(result);
        (journal ? figures.checks.with : figures.checks.without).push(check);
        log(
          `${engine} ${journal ? "avec" : "sans"} journal, passage ${Math.floor(run / 2) + 1} : ${Math.round(result.okPerSecond)} commandes/s, p99 ${result.p99} ms, ${result.non2xx + result.errors + result.timeouts} erreurs ; ${check.orders} commandes, ${check.orderPlaced} « commande passée », ${check.chained}/${check.entries} chaînées`,
        );
      } finally {
        await where.cleanup();
      }
    }
  } finally {
    await shop.cleanup();
  }
  return figures;
}

if (import.meta.main) {
  try {
    const port = Number(process.env.BENCH_PORT ?? 3310);
    const journal = journalMachine();
    journal.pglite = await measureJournal(port);
    if (process.env.DATABASE_URL) journal.postgresql = await measureJournal(port, process.env.DATABASE_URL);
    else log("PostgreSQL non mesuré : DATABASE_URL absent");
    journal.loadAverageEnd = loadavg()[0] ?? 0;
    process.stdout.write(`${journalSection(journal).join("\n")}\n`);
    if (process.argv.includes("--save")) {
      const results = savedResults();
      results.journal = journal;
      saveResults(results);
      log("écrit : bench/results.md, bench/results.json (le journal)");
    }
  } finally {
    await stopAll();
  }
}
