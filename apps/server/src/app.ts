import { analyticsTagFor, ERROR_CODES } from "@comptoir/contracts";
import type { ApiFetch } from "@comptoir/contracts/api-fetch";
import type { Db } from "@comptoir/db";
import { apiErrors, type LocaleSettings, serverLog } from "@comptoir/messages";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { GeoAdapters } from "./adapters/geo/geo.ts";
import type { Mailer } from "./adapters/mail/mail.ts";
import type { PaymentProvider } from "./adapters/payments/payments.ts";
import { errorResponse } from "./http/api-error.ts";
import { bodyLimited } from "./http/body-limit.ts";
import { localeRedirect } from "./http/locale-redirect.ts";
import { MESSAGES_ROOT, messageCatalogue } from "./http/message-catalogue.ts";
import { catalogueVersion, createPageCache } from "./http/page-cache.ts";
import { isPreparedAnswer } from "./http/prepared-answer.ts";
import { newCspNonce, pagePolicy, securityHeaders } from "./http/security-headers.ts";
import { createStreamCounter, defaultStreamLimits, type StreamLimits } from "./http/stream-limits.ts";
import { authRoutes } from "./routes/auth.ts";
import { checkoutRoutes } from "./routes/checkout/checkout.ts";
import { ORDER_RATE_LIMIT } from "./routes/checkout/orders.ts";
import { devMailboxRoutes } from "./routes/dev-mailbox.ts";
import { kitchenQuoteRoutes } from "./routes/kitchen-quote.ts";
import { locationsRoutes } from "./routes/locations.ts";
import { menusRoutes } from "./routes/menus.ts";
import { offersRoutes } from "./routes/offers.ts";
import { photoRoutes } from "./routes/photos.ts";
import { productsRoutes } from "./routes/products.ts";
import { publicEventsRoutes } from "./routes/public-events.ts";
import { recommendationsRoutes } from "./routes/recommendations.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { staffAuditRoutes } from "./routes/staff/audit.ts";
import { staffAuthRoutes } from "./routes/staff/auth.ts";
import { staffAvailabilityRoutes } from "./routes/staff/availability.ts";
import { staffCatalogueDraftRoutes } from "./routes/staff/catalogue-draft.ts";
import { staffCatalogueFileRoutes } from "./routes/staff/catalogue-files.ts";
import { staffCatalogueVersionsRoutes } from "./routes/staff/catalogue-versions.ts";
import { staffEventsRoutes } from "./routes/staff/events.ts";
import { staffJournalRoutes } from "./routes/staff/journal.ts";
import { staffKitchenRoutes } from "./routes/staff/kitchen.ts";
import { staffOrdersRoutes } from "./routes/staff/orders.ts";
import { staffPhotoFramingRoutes } from "./routes/staff/photo-framings.ts";
import { PHOTO_UPLOAD_PATH, staffPhotoRoutes } from "./routes/staff/photos.ts";
import { staffReportsRoutes } from "./routes/staff/reports.ts";
import { staffTeamRoutes } from "./routes/staff/team.ts";
import { createAvailability } from "./services/availability.ts";
import type { Catalog } from "./services/catalog.ts";
import { type CataloguePublishing, createCataloguePublishing } from "./services/catalogue/publishing.ts";
import { createDeliveryQuotes } from "./services/delivery-quote.ts";
import { type ShopKey, temporaryShopKey } from "./services/journal/shop-key.ts";
import { createKitchenFacts } from "./services/kitchen/kitchen-load.ts";
import type { LiveEvents } from "./services/live/live-events.ts";
import type { PhotoBytes } from "./services/photos/photo-bytes.ts";
import { createPhotoEncoder, type PhotoEncoder } from "./services/photos/photo-encoder.ts";
import { createRecommendations } from "./services/recommendations.ts";
import { settingsOf } from "./services/restaurant.ts";

// The pages' loaders call the /v2 API in-process through it, with no socket.
export type { ApiFetch } from "@comptoir/contracts/api-fetch";

export interface Storefront {
  /** Absolute path of the storefront's built browser files (build/client). */
  clientDir: string;
  /** CSP sources (`sha256-…`) of the inline styles its pages carry. */
  styleHashes?: readonly string[];
  /**
   * The site configuration's locales (`siteConfig.i18n` of the build): the root's redirect, the
   * locale cookie and the message catalogue. Tests pass a second locale here.
   */
  i18n?: LocaleSettings;
  /** The site configuration's `analytics.tagManager` switch (ADR 037). */
  tagManager?: boolean;
  /** Renders a page; given the in-process API so its loaders need no HTTP hop. */
  handle(request: Request, services: { api: ApiFetch; clock: () => Date; nonce: string }): Promise<Response>;
}

/** The back office (apps/back-office, ADR 045): the team's pages, under /admin. */
export interface BackOffice {
  /** Absolute path of its built browser files (build/client), served under /admin. */
  clientDir: string;
  /**
   * Renders a page; given the in-process API so its loader needs no HTTP hop, and the shop's clock,
   * which the board's pages run on whatever the tablet's own clock says.
   */
  handle(request: Request, services: { api: ApiFetch; clock: () => Date; nonce: string }): Promise<Response>;
}

/** The one address of the back office: its pages and its built files live under it. */
const BACK_OFFICE_PATH = "/admin";

export interface AppDeps {
  db: Db;
  catalog: Catalog;
  clock: () => Date;
  logger: Logger;
  /** Address search and distances: the embedded gazetteer and great-circle, or BAN and OSRM. */
  geo: GeoAdapters;
  /** Card payments: Stripe when configured, else the simulated provider ("mode démo"). */
  payments: PaymentProvider;
  /** What open pages are told (the board, /success, the menu): in memory, or PostgreSQL's NOTIFY (ADR 039). */
  live: LiveEvents;
  /** E-mail: the outbox, then SMTP when configured (else the log and the dev mailbox). */
  mail: Mailer;
  /** Proxies or load balancers in front (TRUST_PROXY): the client is read from X-Forwarded-For (client-address.ts). */
  trustProxy?: number;
  /** Orders one client may place in 10 minutes (ORDER_RATE_LIMIT); 30 unless configured. */
  orderRateLimit?: number;
  /** Serve the outbox at /dev/mailbox (development only: it shows customers' mails). */
  devMailbox?: boolean;
  /** Publishing the catalogue; made from the other services when absent (index.ts passes its own). */
  publishing?: CataloguePublishing;
  /**
   * This process's photo encoder (ADR 055), woken by a new framing; index.ts starts it and stops it
   * with the server. Made here, never started (no timer), when absent.
   */
  photoEncoder?: PhotoEncoder;
  /** Where photos' bytes live: the data folder on PGlite, the database on PostgreSQL (photo-bytes.ts). */
  photoBytes: PhotoBytes;
  /** The shop's key that signs the journal's archives (shop-key.ts); a temporary one when absent (tests). */
  shopKey?: ShopKey;
  /** The live streams' limits (stream-limits.ts); tests pass small ones. */
  streamLimits?: Partial<StreamLimits>;
  /** Absent in API tests, which need no pages. */
  storefront?: Storefront;
  /** The team's pages at /admin; absent in API tests. */
  backOffice?: BackOffice;
}

const MAX_BODY_BYTES = 64 * 1024;
/** The one route whose body is a whole restaurant file, under its own cap (catalogue-files.ts). */
const CATALOGUE_IMPORT_PATH = "/v2/staff/catalogue/import";
/** Routes whose body is a file, each read under a cap of its own by its route. */
const OWN_BODY_CAP_PATHS = new Set([CATALOGUE_IMPORT_PATH, PHOTO_UPLOAD_PATH]);

/** The /v2 API alone: what both the network and the server-rendered pages talk to. */
export function createApi({
  db,
  catalog,
  clock,
  logger,
  geo,
  payments,
  mail,
  live,
  devMailbox,
  trustProxy = 0,
  orderRateLimit,
  streamLimits,
  publishing = createCataloguePublishing({ db, catalog, live }),
  photoBytes,
  photoEncoder = createPhotoEncoder({ db, photoBytes, clock, logger }),
  shopKey = temporaryShopKey(),
}: AppDeps) {
  const api = new Hono({ strict: false });
  // Counted in this process's memory: a stream is a connection to this process (ADR 039).
  const streams = createStreamCounter({ ...defaultStreamLimits(), ...streamLimits });
  // A change of availability or a pause made through any server process, this one included
  // (ADR 039, 041, 043): this process's catalogue is read again, and with it the cached /menu page,
  // whose version is the catalogue's.
  live.subscribe((event) => {
    if (event.type === "catalog") catalog.invalidate();
  });
  const kitchen = createKitchenFacts(db, live);
  const apiBodyLimit = bodyLimited(MAX_BODY_BYTES);
  api.use((c, next) =>
    OWN_BODY_CAP_PATHS.has(c.req.path.replace(/\/+$/, "")) ? next() : apiBodyLimit(c, next),
  );
  api.route("/v2/public/settings", settingsRoutes(catalog));
  api.route("/v2/public/menus", menusRoutes(catalog, clock));
  api.route("/v2/public/offers", offersRoutes({ catalog, db, clock, trustProxy }));
  api.route("/v2/public/products", productsRoutes({ db, clock, trustProxy }));
  api.route(
    "/v2/public/locations",
    locationsRoutes({ quotes: createDeliveryQuotes({ catalog, geo }), logger, db, clock, trustProxy }),
  );
  api.route(
    "/v2/recommendations",
    recommendationsRoutes({ recommendations: createRecommendations({ db, catalog }), clock, logger }),
  );
  api.route(
    "/v2/public/checkout",
    checkoutRoutes({
      db,
      catalog,
      clock,
      logger,
      payments,
      mail,
      live,
      kitchen,
      streams,
      quoteAddress: (address) => createDeliveryQuotes({ catalog, geo }).quote(address),
      trustProxy,
      ...(orderRateLimit ? { orderRateLimit: { ...ORDER_RATE_LIMIT, limit: orderRateLimit } } : {}),
    }),
  );
  api.route("/v2/public/auth", authRoutes({ db, catalog, mail, clock, logger, trustProxy }));
  api.route("/v2/public/events", publicEventsRoutes({ catalog, live, clock, streams, trustProxy }));
  api.route("/v2/public/kitchen", kitchenQuoteRoutes({ catalog, clock, kitchen }));
  api.route("/v2/staff/auth", staffAuthRoutes({ db, clock, trustProxy, live }));
  api.route("/v2/staff/team", staffTeamRoutes({ db, clock, live }));
  api.route("/v2/staff/orders", staffOrdersRoutes({ db, catalog, clock, logger, payments, mail, live }));
  api.route("/v2/staff/catalogue", staffCatalogueFileRoutes({ db, clock, photoBytes }));
  api.route("/v2/staff/kitchen", staffKitchenRoutes({ db, catalog, clock, live }));
  api.route("/v2/staff/audit", staffAuditRoutes({ db, clock }));
  api.route("/v2/staff/reports", staffReportsRoutes({ db, clock, catalog }));
  api.route("/v2/staff/journal", staffJournalRoutes({ db, clock, catalog, shopKey }));
  api.route("/v2/staff/catalogue/draft", staffCatalogueDraftRoutes({ db, clock, catalog }));
  api.route("/v2/staff/events", staffEventsRoutes({ db, catalog, clock, live, streams }));
  api.route(
    "/v2/staff",
    staffAvailabilityRoutes({ db, clock, availability: createAvailability({ db, catalog, live, clock }) }),
  );
  api.route("/v2/staff/catalogue", staffCatalogueVersionsRoutes({ db, clock, publishing }));
  api.route("/v2/staff/photos", staffPhotoFramingRoutes({ db, clock, encoder: photoEncoder }));
  api.route("/v2/staff/photos", staffPhotoRoutes({ db, clock, photoBytes }));
  if (devMailbox) api.route("/dev/mailbox", devMailboxRoutes(db, catalog));
  // Registered last: any other /v2 path is an unknown API route, answered in the envelope.
  api.all("/v2/*", (c) => errorResponse(c, 404, ERROR_CODES.routeNotFound, apiErrors.routeNotFound));
  api.onError((error, c) => {
    // Hono's validators throw a 400 for a body that is not JSON: bad input, not our failure.
    if (error instanceof HTTPException && error.status === 400) {
      return errorResponse(c, 400, ERROR_CODES.invalidInput, apiErrors.malformedJson);
    }
    logger.error({ err: error, path: c.req.path }, serverLog.apiError);
    return errorResponse(c, 500, ERROR_CODES.internal, apiErrors.internal);
  });
  return api;
}

/** One line per request: method, path without its query (it may hold a token), status, duration. */
function requestLog(logger: Logger) {
  // Below info (LOG_LEVEL=warn) the line is never written: no timing, no closure per request.
  if (!logger.isLevelEnabled("info")) return (_c: Context, next: () => Promise<void>) => next();
  return async (c: Context, next: () => Promise<void>) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      serverLog.request,
    );
  };
}

export function createApp(deps: AppDeps) {
  const api = createApi(deps);
  const app = new Hono({ strict: false });
  app.use(requestLog(deps.logger));
  const stripe = deps.payments.kind === "stripe";
  const secured = securityHeaders({ stripe });
  const compressed = compress();
  const done = async () => {};
  app.use(async (c, next) => {
    await next();
    // A prepared answer (the public reads, the cached /menu) carries its security headers and its
    // encoding already: left as it is, it is written without a Headers object (prepared-answer.ts).
    if (isPreparedAnswer(c.res)) return;
    // As two middlewares in a row would, once the answer is made: compression, then the headers.
    await secured(c, async () => {
      await compressed(c, done);
    });
  });
  app.route("/", api);
  // The photos' renditions, for everyone: before the pages, which would answer any other path.
  app.route("/photos", photoRoutes({ db: deps.db, photoBytes: deps.photoBytes }));

  const apiFetch: ApiFetch = async (path, init) => api.request(path, init);
  // Before the storefront's files and pages: nothing of the shop answers under /admin.
  const backOffice = deps.backOffice;
  if (backOffice) {
    app.use(
      `${BACK_OFFICE_PATH}/assets/*`,
      async (c, next) => {
        await next();
        // Its file names carry a content hash too: they never change. Set on the answer itself,
        // as for the worker below, so that every kind of Response carries it.
        if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      },
      serveStatic({
        root: backOffice.clientDir,
        rewriteRequestPath: (path) => path.slice(BACK_OFFICE_PATH.length),
      }),
    );
    const backOfficePage = async (c: Context) => {
      const nonce = newCspNonce();
      const page = await backOffice.handle(c.req.raw, { api: apiFetch, clock: deps.clock, nonce });
      const response = new Response(page.body, page);
      // The shop's policy, with neither Stripe nor the tag manager: the back office loads neither.
      response.headers.set("Content-Security-Policy", pagePolicy({ nonce, stripe: false }));
      // Every answer under /admin, a 404 included, stays out of search engines (robots.txt says so too).
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
      return response;
    };
    app.all(BACK_OFFICE_PATH, backOfficePage);
    // The board's data on a client-side navigation (its loader, ADR 079): React Router asks `/admin.data`.
    app.all(`${BACK_OFFICE_PATH}.data`, backOfficePage);
    app.all(`${BACK_OFFICE_PATH}/*`, backOfficePage);
  }

  const storefront = deps.storefront;
  if (storefront) {
    app.use(
      "/assets/*",
      serveStatic({
        root: storefront.clientDir,
        onFound: (_path, c) => {
          // File names under /assets carry a content hash: they never change.
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "/images/*",
      serveStatic({
        root: storefront.clientDir,
        onFound: (_path, c) => {
          // Illustrations keep their names when redrawn: a day fresh, then revalidated in the background.
          c.header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
        },
      }),
    );
    for (const path of ["/sw.js", "/manifest.webmanifest"]) {
      app.use(
        path,
        async (c, next) => {
          await next();
          // Always revalidated: a new worker or manifest is how a new version is seen (ADR 035).
          // Set on the answer itself: a header set in `onFound` comes after the body is made,
          // and only @hono/node-server's own Response class picks it up.
          if (c.res.ok) c.res.headers.set("Cache-Control", "no-cache");
        },
        serveStatic({ root: storefront.clientDir }),
      );
    }
    app.use("*", serveStatic({ root: storefront.clientDir }));
    if (storefront.i18n) {
      app.get(`${MESSAGES_ROOT}/*`, messageCatalogue(storefront.i18n).handler);
      app.use(localeRedirect(storefront.i18n));
    }
    // The menu shown to anonymous visitors is rendered once per catalogue version and minute (ADR 026).
    const pages = createPageCache({
      paths: ["/menu"],
      clock: deps.clock,
      version: (now) => catalogueVersion(deps.catalog, now),
    });
    app.all("*", (c) =>
      // One nonce per page, named in its policy and given to React Router's inline scripts.
      pages.serve(c, async ({ nonce, clock }) => {
        const page = await storefront.handle(c.req.raw, { api: apiFetch, clock, nonce });
        const response = new Response(page.body, page);
        // The same decision as the root loader's, which gives the tag's id only to these pages.
        const tagManager =
          analyticsTagFor({
            settings: settingsOf(await deps.catalog.snapshot()),
            switchedOn: storefront.tagManager === true,
            bot: isbot(c.req.header("User-Agent")),
          }) !== null;
        response.headers.set(
          "Content-Security-Policy",
          pagePolicy({ nonce, stripe, tagManager, styleHashes: storefront.styleHashes }),
        );
        return response;
      }),
    );
  }
  app.onError((error, c) => {
    deps.logger.error({ err: error, path: c.req.path }, serverLog.pageError);
    return c.text(apiErrors.internal, 500);
  });
  return app;
}
