import { offline } from "@comptoir/messages";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { siteConfig } from "../app/site-config.ts";
import { offlinePage } from "./offline-page.ts";

/** The icon sizes the usual launchers and stores ask for (Android, Windows, Chrome's install sheet). */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** Maskable icons: the logo padded into the safe zone, so a launcher's circle or squircle never cuts it. */
export const MASKABLE_SIZES = [192, 512] as const;
/** The richer install sheet's screenshots (scripts/pwa-images.ts draws them from the running shop). */
export const SCREENSHOTS = {
  phone: { file: "screenshots/menu-telephone.png", width: 1080, height: 2400 },
  wide: { file: "screenshots/menu-ordinateur.png", width: 1280, height: 800 },
} as const;

/** The web app manifest (docs/product.md#pwa), from the deployment's site configuration. */
function shopManifest() {
  const { pwa, siteTitle } = siteConfig;
  return {
    id: "/",
    name: siteTitle,
    short_name: pwa.shortName,
    description: offline.appDescription,
    lang: "fr",
    dir: "ltr" as const,
    start_url: "/",
    scope: "/",
    display: "standalone" as const,
    background_color: pwa.backgroundColor,
    theme_color: pwa.themeColor,
    categories: ["food", "shopping"],
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      // "Logo padding on" (spec): the maskable variants carry the padding.
      ...(pwa.logoPadding ? MASKABLE_SIZES : []).map((size) => ({
        src: `/icons/maskable-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "maskable",
      })),
    ],
    screenshots: [
      {
        src: `/${SCREENSHOTS.phone.file}`,
        sizes: `${SCREENSHOTS.phone.width}x${SCREENSHOTS.phone.height}`,
        type: "image/png",
        form_factor: "narrow" as const,
        label: "La carte sur un téléphone",
      },
      {
        src: `/${SCREENSHOTS.wide.file}`,
        sizes: `${SCREENSHOTS.wide.width}x${SCREENSHOTS.wide.height}`,
        type: "image/png",
        form_factor: "wide" as const,
        label: "La carte et le panier sur un ordinateur",
      },
    ],
  };
}

/**
 * The service worker (`/sw.js`, scope `/`) and the manifest, built with the browser's files only
 * (React Router also builds the server, which has no use for them). What it keeps and why: ADR 035.
 * The page registers it itself, from a lazy chunk (`components/pwa/`), hence `injectRegister: false`.
 */
export function shopWorker(clientDir: string): Plugin[] {
  const plugins = VitePWA({
    strategies: "generateSW",
    injectRegister: false,
    registerType: "prompt",
    outDir: clientDir,
    filename: "sw.js",
    manifestFilename: "manifest.webmanifest",
    scope: "/",
    base: "/",
    manifest: shopManifest(),
    // Icons and screenshots are fetched by the install sheet, not needed offline.
    includeManifestIcons: false,
    workbox: {
      // The app shell: the built code and stylesheet, the logo and the offline page. No HTML page:
      // each carries its own nonce and its policy (ADR 026, 035).
      globPatterns: ["assets/**/*.{js,css}", "favicon.svg", "offline.html", "offline.css"],
      // The Stripe form and the accounts' chunks are precached too: a page of the old version
      // must still find its chunks after a deployment, until the visitor updates.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // A new worker waits for the visitor's "Actualiser" (update banner) before it takes over;
      // the very first one takes control at once, so the first visit already works offline later.
      skipWaiting: false,
      clientsClaim: true,
      // The hashed file names already say which version a file is.
      dontCacheBustURLsMatching: /^assets\//,
      // Workbox writes these patterns into the worker as source text: they name no outside variable.
      // Only the shop's own addresses: Stripe's (on the card step) are never the worker's business.
      runtimeCaching: [
        {
          // The menu page: the network first, the last one seen when the network is gone (no
          // timeout: a slow network still gets the fresh menu). Matched by its address alone, so
          // that the page can ask the first worker to keep it (CACHE_URLS). `?product=…` is
          // rendered per request (ADR 026) and not kept: offline, it gets the offline page, whose
          // link opens the menu kept.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/(fr\/)?menu\/?$/.test(url.pathname) && url.search === "",
          handler: "NetworkFirst",
          options: {
            cacheName: "comptoir-menu-page",
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 2 },
            precacheFallback: { fallbackURL: "/offline.html" },
          },
        },
        {
          // A page's loader data (React Router's `/page.data`), when the visitor moves between
          // pages. Without the network, the answer asks React Router to load the page as a
          // document instead (its redirect signal, 204 + X-Remix-Redirect): that navigation comes
          // back here, and gets the last menu seen or the offline page, never an error page.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.endsWith(".data") && !/^\/admin(\/|$)/.test(url.pathname),
          handler: async ({ request }) => {
            try {
              return await fetch(request);
            } catch {
              const url = new URL(request.url);
              url.pathname = url.pathname.replace(/(\/_root)?\.data$/, "").replace(/\/_$/, "/") || "/";
              url.searchParams.delete("_routes");
              return new Response(null, {
                status: 204,
                headers: {
                  "X-Remix-Redirect": `${url.pathname}${url.search}`,
                  "X-Remix-Reload-Document": "true",
                },
              });
            }
          },
        },
        {
          // Every other page, the checkout among them: the network only, the offline page without it.
          // Not the back office's (/admin, an app of its own, ADR 045): the browser handles those.
          urlPattern: ({ request, url }) =>
            request.mode === "navigate" && !/^\/admin(\/|$)/.test(url.pathname),
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "/offline.html" } },
        },
        {
          // The public reads the pages use: fresh when possible, the last answer without the network.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/v2\/public\/(menus|settings|offers)\/?$/.test(url.pathname),
          handler: "NetworkFirst",
          options: {
            cacheName: "comptoir-public-reads",
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 8 },
          },
        },
        {
          // The dishes' illustrations: they keep their names when redrawn, a week is fresh enough.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/"),
          handler: "CacheFirst",
          options: {
            cacheName: "comptoir-images",
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
        {
          // The photos' renditions (ADR 055): a name says its content, so a kept one is never
          // stale and is served without asking. Bounded: the menu's thumbnails, a few sheets' larger
          // widths and the hero (about 200 files of 5 to 60 KB: a few megabytes); the least used
          // leave first. Offline and not kept, an empty picture answers (the photo's box shows
          // its background), never an error: no broken-image icon on the menu kept offline.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/photos/"),
          handler: "CacheFirst",
          options: {
            cacheName: "comptoir-photos",
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            plugins: [
              {
                handlerDidError: async () =>
                  new Response('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>', {
                    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "no-store" },
                  }),
              },
            ],
          },
        },
        // Not routed, so always from the network: the checkout's and the accounts' calls, the
        // orders, coupons, addresses, every POST, PUT and DELETE.
      ],
    },
  });
  return [offlinePage(), ...plugins].map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === "client",
  }));
}
