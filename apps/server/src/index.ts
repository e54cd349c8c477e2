import { resolve } from "node:path";
import { DEMO_RESTAURANT_FILE, openDatabase, readRestaurantFile, seedRestaurantIfEmpty } from "@comptoir/db";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createGeoAdapters } from "./adapters/geo/geo-adapters.ts";
import { createApp } from "./app.ts";
import { readConfig } from "./env.ts";
import { createCatalog } from "./services/catalog.ts";
import { roadFactorOf } from "./services/delivery-quote.ts";
import { loadStorefront } from "./storefront.ts";

const configured = readConfig(process.env);
if (!configured.ok) {
  process.stderr.write(`${configured.message}\n`);
  process.exit(1);
}
const config = configured.config;
const logger = pino({ level: config.LOG_LEVEL, base: undefined });
const started = performance.now();

const database = await openDatabase(
  config.DATABASE_URL
    ? { engine: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { engine: "pglite", dataDir: resolve(config.DATA_DIR) },
);
const seeded = await seedRestaurantIfEmpty(
  database.db,
  readRestaurantFile(config.RESTAURANT_FILE ? resolve(config.RESTAURANT_FILE) : DEMO_RESTAURANT_FILE),
);
if (seeded) logger.info("base vide : restaurant de démonstration installé");

const catalog = createCatalog(database.db);
await catalog.snapshot();
const storefront = await loadStorefront(config.NODE_ENV === "development" ? "development" : "production");
if (!storefront) logger.warn("site non construit : lancez « npm run build » ; seule l'API répond");

const geo = createGeoAdapters(config, async () => roadFactorOf(await catalog.snapshot()));
const app = createApp({
  db: database.db,
  catalog,
  clock: () => new Date(),
  logger,
  geo,
  storefront: storefront ?? undefined,
});
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(
    {
      url: `http://localhost:${info.port}`,
      database: database.engine === "pglite" ? resolve(config.DATA_DIR) : "postgresql",
      geo: `${geo.geocoder.name} + ${geo.distance.name}`,
      ms: Math.round(performance.now() - started),
    },
    "boutique prête",
  );
});

// A clean stop closes the database, which PGlite needs to leave its data folder consistent.
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "arrêt");
  server.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
