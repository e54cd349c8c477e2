/**
 * `npm run bench`: Lighthouse, first-load JavaScript and load tests of one server started on a
 * fresh data folder, orders against a bare insert into the same database, on one and two
 * processes (bench/orders-load.ts, on a shop of its own), the accessibility of the catalogue
 * editor's pages signed in (on a shop of its own), the photos' encoding, memory and pages
 * (bench/photos.ts, on a shop of its own), and orders with and without the kitchen's capacity
 * (bench/capacity.ts, on shops of their own), and with and without the sales journal's writing
 * (bench/journal.ts, the same), the owner's month report on 30,000 orders and the exports' memory
 * (bench/reports.ts), written to bench/results.md and bench/results.json. Not part of `npm test`:
 * timings belong here, never in a test (docs in README.md, targets in docs/quality.md).
 *
 * BENCH_RUNS (Lighthouse runs per page, default 5), BENCH_SECONDS (each load run, default 10),
 * BENCH_ORDER_RUNS (order runs, default 5), BENCH_PORT (default 3310, the reference servers take
 * the next two), DATABASE_URL (load tests on PostgreSQL too), BENCH_POSTGRES=1 (start a throwaway
 * PostgreSQL for that, .ci/throwaway-postgres.sh, writing to disk: fsync on).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { measureAccounts } from "./accounts.ts";
import { capacityMachine, measureCapacity } from "./capacity.ts";
import { measureCheckoutCold } from "./checkout-cold.ts";
import { measureEditorAccessibility } from "./editor-accessibility.ts";
import { BACK_OFFICE_FLOOR_PATH, FLOOR_PATH, fetchGet, measureFirstLoad } from "./first-load.ts";
import { journalMachine, measureJournal } from "./journal.ts";
import { lighthouse } from "./lighthouse.ts";
import { measureLiveOnPglite, measureLiveOnPostgres } from "./live.ts";
import type { LoadResult, LoadSpec } from "./load.ts";
import { measureOrders, orderEngines, ordersMachine } from "./orders-load.ts";
import { measurePhotos } from "./photos.ts";
import {
  residentBytes,
  runNode,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  startNode,
  stop,
  stopAll,
  waitReady,
  watchResidentPeak,
} from "./processes.ts";
import { measurePublishOnPglite } from "./publish.ts";
import { type Results, type ServerResults, saveResults } from "./report.ts";
import { measureReportsApart } from "./reports.ts";
import { createBenchOwner, measureSignedInPages } from "./signed-in-pages.ts";
import { throwawayPostgres } from "./throwaway-postgres.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3310);
/** The shop's clock starts on a Tuesday at 12:00 in Paris, as in the browser tests: lunch is open. */
const CLOCK_START = "2026-11-24T11:00:00Z";
// The pages of docs/quality.md, and a legal page (SEO and accessibility 100 on one, ADR 030).
const PAGES = ["/", "/menu", "/checkout", "/auth/login", "/terms-of-service"];
/** The back office's board: its first load only (a signed-in page, not one for Lighthouse). */
const BACK_OFFICE_BOARD = "/admin";

function log(line: string) {
  process.stderr.write(`[bench] ${line}\n`);
}

/** The server under test: its bundle as served (`apps/server/build/main.js`), fresh data folder, its own port. */
async function startServer(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-bench-"));
  // The signed-in pages' owner, written before the start (PGlite lets one process open the folder).
  if (!databaseUrl) await createBenchOwner(dataDir);
  const child = startNode(
    SERVER_ENTRY,
    {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      CLOCK_START,
      // As `npm run serve` does: glibc's per-thread arenas would keep what libvips freed (ADR 055).
      MALLOC_ARENA_MAX: "2",
      // Every order of the load comes from one address: the per-client limit would stop it at 30.
      ORDER_RATE_LIMIT: "100000000",
      // The account figures read their codes from the development mailbox, and send each login
      // from its own address (X-Forwarded-For), so that no per-client limit answers instead.
      DEV_MAILBOX: "1",
      TRUST_PROXY: "1",
    },
    [],
    SERVER_NODE_FLAGS,
  );
  const origin = `http://127.0.0.1:${PORT}`;
  await waitReady(child, `${origin}/v2/public/settings`);
  return {
    child,
    origin,
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const out = await runNode("bench/load.ts", [JSON.stringify(spec)], (spec.seconds + 60) * 1000);
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as LoadResult;
}

/** A load run, with the server's peak resident set over it. */
async function loadWithMemory(pid: number, spec: LoadSpec) {
  const peak = watchResidentPeak(pid);
  try {
    const result = await load(spec);
    return { ...result, peakRss: peak.stop() };
  } finally {
    peak.stop();
  }
}

/** The browsing loads, each against its reference, on one database engine (orders: bench/orders-load.ts). */
async function serverLoads(origin: string, pid: number, idleRss: number): Promise<ServerResults> {
  // The reference serves the very bytes (and type) the server sends without compression.
  const menusAnswer = await fetch(`${origin}/v2/public/menus`);
  const menuPage = await fetch(`${origin}/menu`);
  const folder = mkdtempSync(join(tmpdir(), "comptoir-bare-"));
  const routesFile = join(folder, "routes.json");
  const menusBody = Buffer.from(await menusAnswer.arrayBuffer());
  const pageBody = Buffer.from(await menuPage.arrayBuffer());
  writeFileSync(
    routesFile,
    JSON.stringify({
      "/v2/public/menus": {
        type: menusAnswer.headers.get("content-type"),
        body: menusBody.toString("base64"),
      },
      "/menu": { type: menuPage.headers.get("content-type"), body: pageBody.toString("base64") },
    }),
  );
  const bareOrigin = `http://127.0.0.1:${PORT + 1}`;
  const bare = startNode("bench/bare-server.ts", {}, [String(PORT + 1), routesFile]);
  try {
    await waitReady(bare, `${bareOrigin}/menu`);
    log("GET /v2/public/menus, 100 connexions (et la référence)");
    const menus = await loadWithMemory(pid, {
      url: `${origin}/v2/public/menus`,
      connections: 100,
      seconds: SECONDS,
    });
    const bareMenus = await load({
      url: `${bareOrigin}/v2/public/menus`,
      connections: 100,
      seconds: SECONDS,
    });
    log("GET /menu, 25 connexions (et la référence)");
    const page = await loadWithMemory(pid, { url: `${origin}/menu`, connections: 25, seconds: SECONDS });
    const barePage = await load({ url: `${bareOrigin}/menu`, connections: 25, seconds: SECONDS });
    return {
      idleRss,
      peakRss: Math.max(menus.peakRss, page.peakRss),
      afterRss: residentBytes(pid) ?? 0,
      menus: {
        ...menus,
        bytes: menusBody.length,
        bare: bareMenus,
        ratio: menus.requestsPerSecond / bareMenus.requestsPerSecond,
      },
      menuPage: {
        ...page,
        bytes: pageBody.length,
        bare: barePage,
        ratio: page.requestsPerSecond / barePage.requestsPerSecond,
      },
    };
  } finally {
    await stop(bare);
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const results: Results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg()[0] ?? 0,
    runs: RUNS,
    seconds: SECONDS,
    validation: RUNS < 5 || SECONDS < 10,
    lighthouse: {},
    firstLoad: null,
    servers: {},
  };
  const cleanups: (() => Promise<void>)[] = [];
  try {
    log("serveur sur PGlite, dossier de données neuf");
    const server = await startServer("");
    cleanups.push(() => server.close());
    // Idle: one second after it is ready, before any page or load.
    await sleep(1_000);
    const idleRss = residentBytes(server.child.pid ?? 0) ?? 0;

    log("JavaScript au premier chargement");
    const get = fetchGet(server.origin);
    const floor = await measureFirstLoad(get, FLOOR_PATH);
    const routes = [];
    for (const path of PAGES) {
      const page = await measureFirstLoad(get, path);
      routes.push({
        ...page,
        ratio: page.bytes / floor.bytes,
        brotliRatio: page.brotliBytes / floor.brotliBytes,
      });
    }
    // The board, against the floor of its own build, the back office's (ADR 045).
    const backOfficeFloor = await measureFirstLoad(get, BACK_OFFICE_FLOOR_PATH);
    const board = await measureFirstLoad(get, BACK_OFFICE_BOARD);
    routes.push({
      ...board,
      ratio: board.bytes / backOfficeFloor.bytes,
      brotliRatio: board.brotliBytes / backOfficeFloor.brotliBytes,
    });
    results.firstLoad = { floor, routes };

    log("comptes : argon2id et connexion, adresse connue ou inconnue");
    results.accounts = await measureAccounts(server.origin);

    for (const path of PAGES) {
      log(`Lighthouse ${path} (${RUNS} passages)`);
      results.lighthouse[path] = await lighthouse(`${server.origin}${path}`, RUNS);
    }
    // Opened cold with a cart: a reload or a shared link, the cart's copy in its cookie (ADR 073).
    log(`Lighthouse /checkout avec un panier (${RUNS} passages)`);
    results.lighthouse["/checkout (panier)"] = await measureCheckoutCold(server.origin, RUNS);
    log(`Lighthouse des pages connectées : /auth/login, /profile, le tableau (${RUNS} passages)`);
    results.signedIn = await measureSignedInPages(server.origin, { runs: RUNS });

    results.servers.pglite = await serverLoads(server.origin, server.child.pid ?? 0, idleRss);
    await server.close();
    cleanups.pop();

    const engines = orderEngines();
    results.orders = ordersMachine();
    if (engines.pglite) {
      log("commandes : un processus et l'insertion nue, en alternance (PGlite)");
      results.orders.pglite = await measureOrders(PORT);
    }

    log("en direct : commande → tableau, action → client (PGlite)");
    results.live = { pglite: await measureLiveOnPglite(PORT) };

    log("publier la carte : 1 000 plats, et jusqu'à une page ouverte (PGlite)");
    results.publish = await measurePublishOnPglite();

    log("accessibilité des pages de l'éditeur de carte, connecté en gérant (PGlite)");
    results.editorAccessibility = await measureEditorAccessibility(PORT);

    log("photos : encodage, mémoire, la carte pendant un envoi, pages avec photos (PGlite)");
    results.photos = { pglite: await measurePhotos(PORT, { runs: RUNS, seconds: SECONDS, pages: true }) };

    log("commandes avec et sans capacité de la cuisine, en alternance (PGlite)");
    results.capacity = { ...capacityMachine(), pglite: await measureCapacity(PORT) };

    log("commandes avec et sans le journal des ventes, en alternance (PGlite)");
    results.journal = { ...journalMachine(), pglite: await measureJournal(PORT) };
    results.journal.loadAverageEnd = loadavg()[0] ?? 0;

    log("rapports du gérant : un mois de 30 000 commandes, la mémoire des exports (PGlite)");
    results.reports = await measureReportsApart();

    let databaseUrl = process.env.DATABASE_URL ?? "";
    if (!databaseUrl && process.env.BENCH_POSTGRES === "1") {
      log("PostgreSQL jetable (.ci/throwaway-postgres.sh)");
      const postgres = await throwawayPostgres();
      if (!postgres) throw new Error("PostgreSQL jetable : démarrage impossible");
      cleanups.push(() => postgres.close());
      databaseUrl = postgres.url;
    }
    if (databaseUrl) {
      log("serveur sur PostgreSQL");
      const onPostgres = await startServer(databaseUrl);
      cleanups.push(() => onPostgres.close());
      await sleep(1_000);
      const pid = onPostgres.child.pid ?? 0;
      results.servers.postgresql = await serverLoads(onPostgres.origin, pid, residentBytes(pid) ?? 0);
      await onPostgres.close();
      cleanups.pop();
      if (engines.postgresql) {
        log("commandes : un, deux processus et l'insertion nue, en alternance (PostgreSQL)");
        results.orders.postgresql = await measureOrders(PORT, databaseUrl);
      }
      log("photos : encodage, mémoire, la carte pendant un envoi (PostgreSQL)");
      results.photos = {
        ...results.photos,
        postgresql: await measurePhotos(PORT, {
          runs: RUNS,
          seconds: SECONDS,
          pages: false,
          postgresUrl: databaseUrl,
        }),
      };
      log("en direct : deux processus sur PostgreSQL");
      results.live = {
        ...results.live,
        postgresql: await measureLiveOnPostgres(databaseUrl, [PORT, PORT + 1]),
      };
      log("commandes avec et sans capacité de la cuisine, en alternance (PostgreSQL)");
      results.capacity = {
        ...(results.capacity ?? capacityMachine()),
        postgresql: await measureCapacity(PORT, databaseUrl),
      };
      log("commandes avec et sans le journal des ventes, en alternance (PostgreSQL)");
      results.journal = {
        ...(results.journal ?? journalMachine()),
        postgresql: await measureJournal(PORT, databaseUrl),
        loadAverageEnd: loadavg()[0] ?? 0,
      };
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await stopAll();
  }
  saveResults(results);
  log("écrit : bench/results.md, bench/results.json");
}

process.once("SIGINT", () => {
  void stopAll().then(() => process.exit(130));
});
await main();
