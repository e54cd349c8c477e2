import { serverLog } from "@comptoir/messages";
// First: NODE_ENV must be settled before React is imported (see node-env.ts).
import "./node-env.ts";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type DatabaseLocation,
  DEMO_RESTAURANT_FILE,
  openDatabase,
  readRestaurantFile,
  seedRestaurantIfEmpty,
} from "@comptoir/db";
import { fill, shopCommands } from "@comptoir/messages";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createGeoAdapters } from "./adapters/geo/geo-adapters.ts";
import type { Mailer } from "./adapters/mail/mail.ts";
import { createOutboxMailer } from "./adapters/mail/outbox-mailer.ts";
import { createDemoPayments } from "./adapters/payments/demo-payments.ts";
import { paymentSettings } from "./adapters/payments/payments.ts";
import { createApp } from "./app.ts";
import { loadBackOffice } from "./back-office.ts";
import { shopClock } from "./clock.ts";
import { refuseTakenDataFolder } from "./data-folder.ts";
import { readConfig } from "./env.ts";
import { httpServerOptions } from "./http/server-options.ts";
import { serveBackupRequests } from "./services/backup/backup-requests.ts";
import { writeDataFolderBackup } from "./services/backup/data-folder-backup.ts";
import { createCatalog } from "./services/catalog.ts";
import {
  createCataloguePublishing,
  ensureFirstVersion,
  startScheduledPublishes,
} from "./services/catalogue/publishing.ts";
import { startChainer } from "./services/journal/chainer.ts";
import { journalKeyFileOf, loadShopKey } from "./services/journal/shop-key.ts";
import { createMemoryLiveEvents } from "./services/live/live-events.ts";
import { createPostgresLiveEvents } from "./services/live/postgres-live-events.ts";
import { startOrderPlacer } from "./services/order-placer.ts";
import { photoBytesFor } from "./services/photos/photo-bytes.ts";
import { createPhotoEncoder } from "./services/photos/photo-encoder.ts";
import { startPhotoSweep } from "./services/photos/photo-sweep.ts";
import { startOrderSweeper } from "./services/progress/order-sweeper.ts";
import { restaurantOf } from "./services/restaurant.ts";
import { shopAddress } from "./shop-address.ts";
import { loadStorefront } from "./storefront.ts";

const configured = readConfig(process.env);
if (!configured.ok) {
  process.stderr.write(`${configured.message}\n`);
  process.exit(1);
}
const config = configured.config;
// Written asynchronously, as pino does by default; named so that the ready line can wait for it.
const logs = pino.destination(1);
const logger = pino({ level: config.LOG_LEVEL, base: undefined }, logs);
const started = performance.now();

// The key that signs the journal's archives, made at the first start (ADR 071): a key file that
// exists but is unreadable stops the start here, before anything is served.
const journalKey = loadShopKey(journalKeyFileOf(config));
if (!journalKey.ok) {
  process.stderr.write(`${journalKey.message}\n`);
  process.exit(1);
}
if (journalKey.made) logger.warn({ file: journalKeyFileOf(config) }, serverLog.journalKeyMade);

const location: DatabaseLocation = config.DATABASE_URL
  ? {
      engine: "postgres",
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      onIdleError: (error) => logger.warn({ err: error }, serverLog.postgresConnectionLost),
    }
  : {
      engine: "pglite",
      dataDir: resolve(config.DATA_DIR),
      inWorker: true,
      // Every query would fail from then on: stop, and let the supervisor start the shop again.
      onWorkerLost: (error) => {
        logger.fatal({ err: error }, serverLog.pgliteWorkerLost);
        logs.flushSync();
        process.exit(1);
      },
    };
const database = await openDatabase(location).catch(refuseTakenDataFolder);
// PGlite: `npm run backup` asks this process, which holds the data folder, for its copy (ADR 071).
const dump = database.dumpDataDir;
const stopBackups =
  location.engine === "pglite" && location.dataDir && dump
    ? serveBackupRequests({
        dataDir: location.dataDir,
        backUp: (target) =>
          writeDataFolderBackup({
            dump,
            dataDir: location.dataDir ?? "",
            keyFile: journalKeyFileOf(config),
            target,
          }),
        onError: (error) => logger.error({ err: error }, serverLog.backupFailed),
      })
    : async () => {};
// Photos' bytes: files in the data folder on PGlite, the photo_bytes table on PostgreSQL (ADR 055).
const photoBytes = photoBytesFor(location);
const seeded = await seedRestaurantIfEmpty(
  database.db,
  readRestaurantFile(config.RESTAURANT_FILE ? resolve(config.RESTAURANT_FILE) : DEMO_RESTAURANT_FILE),
);
if (seeded) logger.info(serverLog.demoRestaurantInstalled);

const clock = shopClock(config.CLOCK_START);
// The catalogue's version 1 (ADR 051): what the seed just wrote, or what an older shop holds.
await ensureFirstVersion(database.db, clock(), seeded);
// Stripe when its keys are configured; otherwise the built-in simulated card provider ("mode démo").
// Stripe's client and nodemailer are loaded only when configured: together about 50 MB of resident
// memory that a shop in demo mode, or without SMTP, never uses (ADR 077).
const payments = config.STRIPE_SECRET_KEY
  ? (await import("./adapters/payments/stripe-payments.ts")).createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? "",
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
    })
  : createDemoPayments(database.db, clock);
if (payments.kind === "stripe" && !config.STRIPE_WEBHOOK_SECRET) {
  logger.warn(serverLog.webhookSecretMissing);
}

const catalog = createCatalog(database.db, { settings: paymentSettings(payments), clock });
const restaurant = restaurantOf(await catalog.snapshot());
const mail: Mailer = config.SMTP_URL
  ? (await import("./adapters/mail/smtp-mailer.ts")).createSmtpMailer({
      db: database.db,
      transport: (await import("nodemailer")).default.createTransport(config.SMTP_URL),
      from: config.MAIL_FROM ?? `"${restaurant.name}" <${restaurant.contact.email || "commandes@localhost"}>`,
      logger,
      clock,
    })
  : createOutboxMailer(database.db, logger);
if (mail.kind === "smtp") {
  // Mails whose first try failed (server down, network) are tried again every minute.
  void mail.deliverPending();
  setInterval(() => void mail.deliverPending().catch(() => {}), 60_000).unref();
}
const storefront = await loadStorefront(config.NODE_ENV === "development" ? "development" : "production");
if (!storefront) logger.warn(serverLog.siteNotBuilt);
const backOffice = await loadBackOffice(config.NODE_ENV === "development" ? "development" : "production");
if (!backOffice) logger.warn(serverLog.backOfficeNotBuilt);

const geo = createGeoAdapters(config, async () => restaurantOf(await catalog.snapshot()).roadFactor);
// PGlite is one process: events pass in memory. PostgreSQL may serve several: LISTEN/NOTIFY (ADR 043).
const live =
  database.engine === "postgres"
    ? await createPostgresLiveEvents(database, { logger })
    : createMemoryLiveEvents();
// The sales journal (ADR 066): opened before the first order, then chained right after each change
// and every second, by one process of the shop.
const chainer = await startChainer({ database, live, clock, logger });
// On PostgreSQL, one process of the shop places every order (ADR 088); on PGlite, this one.
const placer = await startOrderPlacer({ database, logger });
const publishing = createCataloguePublishing({
  db: database.db,
  catalog,
  live,
  // The crash test's hook (catalogue-publish-crash.test.ts): a publish stops before its commit.
  ...(process.env.COMPTOIR_TEST_HOLD_PUBLISH === "1"
    ? {
        holdBeforeCommit: () => {
          logger.warn(serverLog.publishHeldForTest);
          return new Promise<void>(() => {});
        },
      }
    : {}),
});
// Photos' files are made off the request path, one framing at a time (ADR 055).
const photoEncoder = createPhotoEncoder({ db: database.db, photoBytes, clock, logger });
const app = createApp({
  db: database.db,
  publishing,
  photoEncoder,
  photoBytes,
  shopKey: journalKey.key,
  catalog,
  clock,
  logger,
  geo,
  payments,
  mail,
  live,
  devMailbox: config.NODE_ENV === "development" || config.DEV_MAILBOX,
  trustProxy: config.TRUST_PROXY,
  ...(config.ORDER_RATE_LIMIT ? { orderRateLimit: config.ORDER_RATE_LIMIT } : {}),
  storefront: storefront ?? undefined,
  backOffice: backOffice ?? undefined,
});
// Every minute: unpaid card orders cancelled after 30 minutes, refunds the provider missed (ADR 042).
const stopSweeper = startOrderSweeper({ db: database.db, payments, live, logger, clock });
// At start and every 15 s: the scheduled publishes that are due (ADR 051).
const stopScheduledPublishes = startScheduledPublishes({
  publishing,
  clock,
  onError: (error) => logger.error({ err: error }, serverLog.scheduledPublishFailed),
});
// At start and every 10 s, and at once for a framing made here: the photos' files (ADR 055).
photoEncoder.start();
// Every hour: the photos and framings nothing names any more, a day old (ADR 055).
const stopPhotoSweep = startPhotoSweep({
  db: database.db,
  photoBytes,
  clock,
  logger,
  onError: (error) => logger.error({ err: error }, serverLog.photoSweepFailed),
});
// Header, request and keep-alive timeouts of the server's own (server-options.ts, README "Limits").
const serverOptions = httpServerOptions();
const server = serve(
  { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions },
  (info) => {
    const url = shopAddress(config.HOST, info.port);
    logger.info(
      {
        url,
        database: database.engine === "pglite" ? resolve(config.DATA_DIR) : "postgresql",
        geo: `${geo.geocoder.name} + ${geo.distance.name}`,
        payments: payments.kind === "demo" ? serverLog.demoPayments : "stripe",
        mail: mail.kind,
        ms: Math.round(performance.now() - started),
      },
      serverLog.ready,
    );
    // One plain line for whoever started the shop by hand, last: once the JSON line above is written
    // ("drain"). On stderr, so that stdout stays JSON lines for whatever collects the logs.
    const sayReady = () => process.stderr.write(`${fill(shopCommands.ready, { url })}\n`);
    if (logger.isLevelEnabled("info")) logs.once("drain", sayReady);
    else sayReady();
  },
);

/** How long a stop waits for requests in flight before it closes their connections. */
const STOP_GRACE_MS = 5_000;

// A clean stop closes the database, which PGlite needs to leave its data folder consistent.
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, serverLog.stopping);
  stopSweeper();
  stopScheduledPublishes();
  stopPhotoSweep();
  // Its pass in hand ends, and its lock goes to another process.
  const chainerStopped = chainer.stop();
  // The framing in hand is finished and written (a few seconds at most) before the database closes.
  const encoderStopped = photoEncoder.stop();
  const closed = new Promise((resolve) => server.close(resolve));
  // Open streams (boards, /success pages) end here, or the server's close would wait for them
  // forever; their browsers reconnect, to another process or to this one once restarted.
  await live.close();
  if (!(await Promise.race([closed.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]))) {
    // A client that keeps a finished connection open must not hold the stop either.
    if ("closeAllConnections" in server) server.closeAllConnections();
  }
  await mail.settled();
  await encoderStopped;
  // A backup in hand is finished: the database closes after it.
  await stopBackups();
  await chainerStopped;
  // After the requests: their batches in hand are placed before the lock goes to another process.
  await placer?.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
