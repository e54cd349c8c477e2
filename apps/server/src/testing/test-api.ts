import type { Database } from "@comptoir/db";
import { openDemoTestDatabase } from "@comptoir/db/testing";
import pino from "pino";
import { createGazetteerGeocoder } from "../adapters/geo/gazetteer-geocoder.ts";
import { createGreatCircleDistance } from "../adapters/geo/great-circle-distance.ts";
import { createOutboxMailer } from "../adapters/mail/outbox-mailer.ts";
import { createDemoPayments } from "../adapters/payments/demo-payments.ts";
import { paymentSettings } from "../adapters/payments/payments.ts";
import { type AppDeps, createApi, createApp } from "../app.ts";
import { createCatalog } from "../services/catalog.ts";
import { createMemoryLiveEvents } from "../services/live/live-events.ts";
import { tablePhotoBytes } from "../services/photos/photo-bytes.ts";
import { createPhotoEncoder } from "../services/photos/photo-encoder.ts";
import { restaurantOf } from "../services/restaurant.ts";

/**
 * The /v2 API over a fresh demo database of the given engine, with a clock the test sets. Each test
 * file opens one (PGlite's start costs seconds) and closes it at the end. The outside services are
 * the embedded ones (gazetteer, great-circle distance, the demo card provider, the mail outbox)
 * unless a test passes fakes in `overrides`.
 */
export async function openTestApi(
  engine: "pglite" | "postgres",
  overrides: Partial<
    Pick<
      AppDeps,
      | "geo"
      | "logger"
      | "payments"
      | "mail"
      | "devMailbox"
      | "storefront"
      | "backOffice"
      | "live"
      | "streamLimits"
      | "photoBytes"
    >
  > & {
    /** Another server process on the database of an earlier `openTestApi` (its owner closes it). */
    database?: Database;
  } = {},
) {
  const database: Database = overrides.database ?? (await openDemoTestDatabase(engine));
  let now = new Date("2026-11-24T11:00:00Z");
  const clock = () => now;
  const logger = overrides.logger ?? pino({ level: "silent" });
  const payments = overrides.payments ?? createDemoPayments(database.db, clock);
  const mail = overrides.mail ?? createOutboxMailer(database.db, logger);
  const catalog = createCatalog(database.db, { settings: paymentSettings(payments), clock });
  const live = overrides.live ?? createMemoryLiveEvents();
  // Woken by a framing, never started: no timer outlives the test. A test that frames a photo
  // awaits `photoEncoder.idle()` before it reads the files or closes the database.
  // The table by default: the test databases are in memory, with no data folder for files.
  const photoBytes = overrides.photoBytes ?? tablePhotoBytes;
  const photoEncoder = createPhotoEncoder({ db: database.db, photoBytes, clock, logger });
  const deps: AppDeps = {
    db: database.db,
    catalog,
    clock,
    logger,
    payments,
    mail,
    live,
    photoEncoder,
    photoBytes,
    devMailbox: overrides.devMailbox ?? false,
    // Tests tell clients apart by X-Forwarded-For, as a proxy in front of the shop would.
    trustProxy: 1,
    geo: overrides.geo ?? {
      geocoder: createGazetteerGeocoder(),
      distance: createGreatCircleDistance(async () => restaurantOf(await catalog.snapshot()).roadFactor),
    },
    ...(overrides.streamLimits ? { streamLimits: overrides.streamLimits } : {}),
    ...(overrides.storefront ? { storefront: overrides.storefront } : {}),
    ...(overrides.backOffice ? { backOffice: overrides.backOffice } : {}),
  };
  const api = createApi(deps);
  return {
    api,
    /** The whole server as the network sees it (headers, pages through `overrides.storefront` and `overrides.backOffice`). */
    app: createApp(deps),
    database,
    catalog,
    payments,
    mail,
    live,
    photoEncoder,
    photoBytes,
    clock,
    setNow(instant: string) {
      now = new Date(instant);
    },
    async json(path: string, init?: RequestInit) {
      const response = await api.request(path, init);
      return { response, body: (await response.json()) as Record<string, unknown> };
    },
  };
}
