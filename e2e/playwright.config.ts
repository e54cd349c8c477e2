import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { SHOP_CLOCK_START } from "./shop-clock.ts";
import { E2E_OWNER } from "./staff.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
// One name per run, which the workers inherit: the owner's session file of e2e/staff.ts.
process.env.E2E_RUN ??= `${port}-${Date.now()}`;
// Each run starts the shop on a fresh embedded database holding the demo restaurant.
const dataDir = mkdtempSync(join(tmpdir(), "comptoir-e2e-"));

/** Debian's Chromium, never a downloaded browser; flags that keep it quiet on a closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * What every browser gets: in the shared `use` for a project that would forget it, and again last
 * in each project, after its device, so that no device descriptor can override it. Reduced motion:
 * the sheets' fades and the transitions end at once, so an axe scan or a screenshot never catches
 * a colour mid-fade (a scan of the product sheet once measured the accent at 3.71:1 on a busy
 * machine). e2e/axe.ts checks in the page that the preference arrived.
 */
const browser = { launchOptions: chromium, reducedMotion: "reduce" as const };

export default defineConfig({
  testDir: ".",
  outputDir: join(root, "test-results"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Ceilings, not targets: the machines are shared (2 cores, often a load of 10 or more), where the
  // longest checkout flows with their axe scans took over 30 s; a test still fails on a state that
  // never comes, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    ...browser,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "telephone", use: { ...devices["Pixel 7"], ...browser } },
    { name: "ordinateur", use: { viewport: { width: 1280, height: 800 }, ...browser } },
  ],
  webServer: {
    // The first owner first (README: `npm run staff:create`), then the server as it is served: its
    // bundle (ADR 086), built by `npm test` before the browser tests, in the same process.
    command: `node apps/server/src/staff-create.ts --email ${E2E_OWNER.email} --name ${E2E_OWNER.name} --role owner && exec node apps/server/build/main.js`,
    cwd: root,
    url: `http://127.0.0.1:${port}/v2/public/settings`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // The shop's clock starts on a Tuesday at 12:00 in Paris: lunch is open, the evening menu
      // opens at 18:00, so hours, slots and menus open are the same on every run.
      CLOCK_START: SHOP_CLOCK_START,
      // Every test's browser orders from 127.0.0.1: one client for the server's per-client limits
      // (orders, and the card payments prepared, which it raises too).
      ORDER_RATE_LIMIT: "10000",
      // The accounts test reads its one-time codes there, as a person trying the demo would.
      DEV_MAILBOX: "1",
      STAFF_PASSWORD: E2E_OWNER.password,
    },
  },
});
