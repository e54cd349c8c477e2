import type { KnipConfig } from "knip";

// A shared package's entry points re-export its modules: what no workspace imports from them is
// reported too, not only what its own files leave unused.
const sharedPackage = { entry: ["src/**/*.test.ts"], project: ["src/**/*.ts"], includeEntryExports: true };

/**
 * Unused files, exports and dependencies, found by `npm run lint` after biome and `react-router
 * typegen` (which writes the route modules' `./+types/…`). Each workspace names its entry points;
 * the plugins (React Router, Vite, Vitest, Playwright, Drizzle…) add the ones their configurations
 * name, such as the route modules listed by app/routes.ts.
 */
const config: KnipConfig = {
  workspaces: {
    ".": {
      entry: ["scripts/*.{ts,cjs}"],
      project: ["scripts/**/*.{ts,cjs}", "*.ts"],
      // Both come with a workspace (e2e, packages/db) and are run from the root's scripts.
      ignoreBinaries: ["playwright", "drizzle-kit"],
      // apps/server/src/html-validity.test.ts finds the jar through `createRequire(…)("vnu-jar")`.
      ignoreDependencies: ["vnu-jar"],
    },
    "apps/server": {
      // index.ts, staff-create.ts and restaurant-export/import.ts are entries as the root's scripts run them;
      // main.ts is the bundle's (build.ts, ADR 086).
      entry: ["src/**/*.test.ts", "src/main.ts"],
      project: ["src/**/*.ts", "*.ts"],
    },
    "apps/storefront": {
      // draw-images.ts is run by hand when the logo changes (README).
      entry: ["app/**/*.test.{ts,tsx}", "pwa/draw-images.ts"],
      project: ["app/**/*.{ts,tsx,css}", "pwa/**/*.ts", "*.ts"],
      // Not imported, but its presence among the dependencies makes React Router build the server
      // bundle with Node's resolve conditions (@react-router/dev's hasNodeDependency).
      ignoreDependencies: ["@react-router/node"],
    },
    "apps/back-office": {
      entry: ["app/**/*.test.{ts,tsx}"],
      project: ["app/**/*.{ts,tsx,css}", "*.ts"],
      // As the storefront's: no longer imported (its server entry buffers the page, ADR 076), kept
      // so that React Router builds the server bundle with Node's resolve conditions.
      ignoreDependencies: ["@react-router/node"],
    },
    "apps/native": {
      // capacitor.config.ts is read by Capacitor's command line (`cap sync`).
      entry: ["scripts/*.ts", "*.test.ts", "capacitor.config.ts"],
      project: ["*.ts", "scripts/*.ts"],
      // Its configuration reads NATIVE_SHOP_URL and stops without it, so knip cannot load it.
      capacitor: false,
      // The shell's native plugins: `cap sync` installs them into the Android and iOS projects;
      // no TypeScript of this workspace imports them (the shop's pages do, from the storefront).
      ignoreDependencies: ["@capacitor/.+"],
    },
    "packages/contracts": sharedPackage,
    "packages/domain": sharedPackage,
    "packages/messages": sharedPackage,
    "packages/db": {
      entry: ["{src,seed}/**/*.test.ts"],
      project: ["{src,seed}/**/*.ts", "*.ts"],
      includeEntryExports: true,
    },
    "packages/ui": { project: ["src/**/*.{ts,tsx}"], includeEntryExports: true },
    e2e: {
      entry: ["*.spec.ts"],
      project: ["*.ts"],
    },
    bench: {
      // Beside run.ts (`npm run bench`): its child processes, and the scripts also run by hand.
      entry: [
        "load.ts",
        "bare-server.ts",
        "profile-orders.ts",
        "live.ts",
        "report.ts",
        "editor-accessibility.ts",
        "lighthouse-pages.ts",
        // /checkout opened cold with a cart, also run by hand against a running server.
        "checkout-cold.ts",
        // The menus against the bare route, by hand, for one or two checkouts (ADR 074).
        "menus-load.ts",
        // The server's memory under the loads, run by hand; run.ts may call its measureMemory.
        "memory.ts",
        "signed-in-pages.ts",
        // bench/journal.ts's preload for its runs without, and the writer it resolves to.
        "without-journal-hooks.ts",
        "without-journal-entries.ts",
        // bench/orders-load.ts's reference server and the preload counting the server's statements.
        "bare-insert-server.ts",
        "count-statements-hooks.ts",
      ],
      project: ["*.ts"],
    },
  },
};

export default config;
