/**
 * Lighthouse (performance and accessibility) on the pages a visitor sees signed in, or on their
 * way in: `/auth/login` signed out, every `/profile` section signed in as a customer (mobile
 * preset, as the storefront's other pages), and the back office's board signed in as the owner on
 * a tablet (1024 × 768, mobile throttling; ADR 076) and with Lighthouse's desktop preset.
 *
 * The sessions live in the browser's local storage (ADR 029, 044), which a plain Lighthouse run
 * clears first: here one Chromium holds them, and Lighthouse's Node API audits each page in that
 * browser without its own storage reset (`disableStorageReset`). Before each run the bench clears
 * what a cold visit would not have (the HTTP cache, the service worker and its caches, cookies),
 * keeping local storage, so every run is a first visit but for the session; then it sets the
 * cookie a signed-in browser keeps (the session token's copy for the profile's pages, or the staff
 * session's for the back office's, ADR 079).
 *
 * `measureSignedInPages(origin, { runs, owner })` signs in by itself against the server it is
 * given: a customer account created through the API (signup, its code read from the development
 * mailbox, so the server runs with `DEV_MAILBOX=1`; `TRUST_PROXY=1` lets each call come from its
 * own address), and the owner's login. The owner must exist before a PGlite server opens its data
 * folder: `createBenchOwner(dataDir)` makes one.
 *
 * `node bench/signed-in-pages.ts [path…]` starts its own server (fresh PGlite data folder, the
 * shop's clock at Tuesday noon, as `npm run bench`) and prints the table; BENCH_RUNS (default 3)
 * runs per page, BENCH_PORT its port.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@comptoir/db";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { createStaffMember, STAFF_TEST_PASSWORD } from "../apps/server/src/testing/staff.ts";
import { CHROMIUM_FLAGS } from "./lighthouse.ts";
import { SERVER_ENTRY, startNode, stop, stopAll, waitReady } from "./processes.ts";

const CLOCK_START = "2026-11-24T11:00:00Z";
const SERVER_NODE_FLAGS = ["--liftoff-only", "--max-semi-space-size=2"];

/** The owner `createBenchOwner` makes, and the bench signs in as. */
export const BENCH_OWNER = { email: "banc-connecte@piment-rouge.test", password: STAFF_TEST_PASSWORD };

/** The customer's profile sections (routes of `site-routes.ts`). */
const PROFILE_PATHS = [
  "/profile",
  "/profile/ViewAccount",
  "/profile/ViewOrders",
  "/profile/ViewProfile",
  "/profile/ViewSecurity",
  "/profile/ChangePassword",
];

type Who = "visitor" | "customer" | "owner";
type Screen = "mobile" | "tablette" | "ordinateur";

/**
 * The screens. The board's tablet is the kitchen's (1024 × 768, landscape, as the board's browser
 * tests use) with the mobile preset's throttling: a tablet's processor is a phone's, and its
 * network is the restaurant's Wi-Fi at best; the desktop preset is the office's computer.
 */
const SCREENS: Record<Screen, { flags: Flags; config?: typeof desktopConfig }> = {
  mobile: { flags: { formFactor: "mobile" } },
  tablette: {
    flags: {
      formFactor: "mobile",
      screenEmulation: { mobile: true, width: 1024, height: 768, deviceScaleFactor: 2, disabled: false },
    },
  },
  ordinateur: { flags: { formFactor: "desktop" }, config: desktopConfig },
};

export interface SignedInPageFigures {
  path: string;
  who: Who;
  screen: Screen;
  runs: number;
  /** Medians of the runs. */
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The page's first heading in the last run: the page it was, not the login page or an error. */
  heading: string;
  /** Ids of the weighted audits that failed in some run (accessibility, or performance's). */
  failing: string[];
}

function log(line: string) {
  process.stderr.write(`[bench connecté] ${line}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The bench's owner, made in a PGlite data folder before its server opens it. */
export async function createBenchOwner(dataDir: string): Promise<void> {
  const database = await openDatabase({ engine: "pglite", dataDir });
  try {
    await createStaffMember(database.db, {
      role: "owner",
      name: "Banc connecté",
      email: BENCH_OWNER.email,
      now: new Date(CLOCK_START),
    });
  } finally {
    await database.close();
  }
}

/** Each call from its own address, so that no per-client limit answers instead. */
let client = 0;
async function call(origin: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.7.${client >> 8}.${client++ & 255}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A new customer, signed up and confirmed as a person trying the demo would; their session, JSON. */
async function customerSession(origin: string): Promise<string> {
  const email = `connecte-${Date.now()}@exemple.fr`;
  const signup = await call(origin, "/v2/public/auth/signup/", {
    first_name: "Camille",
    last_name: "Martin",
    phone: "0612345678",
    email,
    password: "harissa-et-cumin",
  });
  if (signup.status !== 202) throw new Error(`inscription : ${signup.status}`);
  // The mailbox shows the newest mail first: this signup's code.
  const mailbox = await (await call(origin, "/dev/mailbox")).text();
  const code = mailbox.match(/Votre code à 6 chiffres est : (\d{6})/)?.[1];
  if (!code) throw new Error("pas de code dans la boîte de développement (DEV_MAILBOX=1 ?)");
  const verified = await call(
    origin,
    `/v2/public/auth/verify-otp/?email=${encodeURIComponent(email)}&otp=${code}`,
  );
  if (verified.status !== 200) throw new Error(`code : ${verified.status}`);
  return JSON.stringify(((await verified.json()) as { payload: unknown }).payload);
}

/** The owner's session as the back office keeps it, JSON. */
async function ownerSession(origin: string, owner: { email: string; password: string }): Promise<string> {
  const answer = await call(origin, "/v2/staff/auth/login", owner);
  if (answer.status !== 200) throw new Error(`connexion de l'équipe : ${answer.status}`);
  return JSON.stringify(((await answer.json()) as { payload: unknown }).payload);
}

/** Local storage as `who` has it: the session under its key, or nothing. */
async function storageOf(page: Page, origin: string, entries: Record<string, string>): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  // A string runs in the page: the bench's TypeScript knows no DOM.
  await page.evaluate(
    `localStorage.clear(); Object.entries(${JSON.stringify(entries)}).forEach(([k, v]) => localStorage.setItem(k, v))`,
  );
}

/** A cookie as the pages write it: its name, value and path. */
interface PageCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * The cookies a signed-in visitor keeps: the session token's copy the profile's pages write, or
 * the staff session's the back office's pages write (ADR 079).
 */
function cookiesOf(entries: Record<string, string>): PageCookie[] {
  const tokenOf = (json: string) => (JSON.parse(json) as { token: string }).token;
  const auth = entries.auth;
  const staff = entries["staff-session"];
  return [
    ...(auth ? [{ name: "session", value: tokenOf(auth), path: "/profile" }] : []),
    ...(staff ? [{ name: "staff-session", value: tokenOf(staff), path: "/admin" }] : []),
  ];
}

/**
 * What a cold visit would not have, cleared: the HTTP cache, the service worker, its caches,
 * cookies; then the cookies the signed-in visitor keeps, set again.
 */
async function coldButSignedIn(page: Page, origin: string, cookies: PageCookie[]): Promise<void> {
  const session = await page.createCDPSession();
  try {
    await session.send("Network.clearBrowserCache");
    await session.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "cookies,file_systems,indexeddb,shader_cache,service_workers,cache_storage,websql",
    });
    for (const cookie of cookies)
      await session.send("Network.setCookie", { ...cookie, url: `${origin}${cookie.path}`, sameSite: "Lax" });
  } finally {
    await session.detach();
  }
}

interface Audit {
  id: string;
  score: number | null;
  numericValue?: number;
}

type Once = Omit<SignedInPageFigures, "path" | "who" | "screen" | "runs">;

/**
 * One Lighthouse run. Lighthouse sometimes fails to record its trace on a busy machine
 * (NO_NAVSTART): a run is tried up to three times, as bench/lighthouse.ts does.
 */
async function once(
  page: Page,
  origin: string,
  path: string,
  screen: Screen,
  cookies: PageCookie[],
): Promise<Once> {
  for (let left = 3; ; left--) {
    try {
      return await tried(page, origin, path, screen, cookies);
    } catch (error) {
      if (left <= 1) throw error;
      log(`Lighthouse a échoué, nouvel essai (${String(error)})`);
    }
  }
}

async function tried(
  page: Page,
  origin: string,
  path: string,
  screen: Screen,
  cookies: PageCookie[],
): Promise<Once> {
  await coldButSignedIn(page, origin, cookies);
  const { flags, config } = SCREENS[screen];
  const result = await lighthouse(
    `${origin}${path}`,
    {
      ...flags,
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: true,
      logLevel: "error",
      output: "json",
    },
    config,
    page,
  );
  if (!result) throw new Error(`${path} : pas de rapport`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== path) throw new Error(`${path} : la page est devenue ${landed}`);
  const audits = lhr.audits as Record<string, Audit>;
  const failing = ["accessibility", "performance"].flatMap((name) =>
    (lhr.categories[name]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < (name === "performance" ? 0.9 : 1))
      .map((ref) => ref.id),
  );
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    heading: String(await page.evaluate('document.querySelector("h1")?.textContent?.trim() ?? ""')),
    failing,
  };
}

/** The pages and who opens them, on which screens. */
function pagesToMeasure(only: string[]) {
  const all: { path: string; who: Who; screens: Screen[] }[] = [
    { path: "/auth/login", who: "visitor", screens: ["mobile"] },
    ...PROFILE_PATHS.map((path) => ({ path, who: "customer" as const, screens: ["mobile" as const] })),
    { path: "/admin", who: "owner", screens: ["tablette", "ordinateur"] },
  ];
  return all.filter((page) => only.length === 0 || only.includes(page.path));
}

/**
 * Lighthouse `runs` times on each page (medians), signed in as each page needs, against the server
 * at `origin` (run with `DEV_MAILBOX=1` and `TRUST_PROXY=1`, its owner made by `createBenchOwner`).
 */
export async function measureSignedInPages(
  origin: string,
  { runs, owner = BENCH_OWNER, only = [] }: { runs: number; owner?: typeof BENCH_OWNER; only?: string[] },
): Promise<SignedInPageFigures[]> {
  const pages = pagesToMeasure(only);
  const sessions: Record<Who, Record<string, string>> = {
    visitor: {},
    customer: pages.some((page) => page.who === "customer") ? { auth: await customerSession(origin) } : {},
    owner: pages.some((page) => page.who === "owner")
      ? { "staff-session": await ownerSession(origin, owner) }
      : {},
  };
  process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
    headless: true,
  });
  const figures: SignedInPageFigures[] = [];
  try {
    const page = await browser.newPage();
    for (const { path, who, screens } of pages) {
      await storageOf(page, origin, sessions[who]);
      for (const screen of screens) {
        log(`Lighthouse ${path} (${screen}, ${runs} passages)`);
        const all: Once[] = [];
        const cookies = cookiesOf(sessions[who]);
        for (let run = 0; run < runs; run++) all.push(await once(page, origin, path, screen, cookies));
        const of = (key: "performance" | "accessibility" | "fcp" | "lcp" | "tbt" | "cls") =>
          median(all.map((one) => one[key]));
        figures.push({
          path,
          who,
          screen,
          runs,
          performance: of("performance"),
          accessibility: of("accessibility"),
          fcp: of("fcp"),
          lcp: of("lcp"),
          tbt: of("tbt"),
          cls: of("cls"),
          heading: all.at(-1)?.heading ?? "",
          failing: [...new Set(all.flatMap((one) => one.failing))],
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The rows of the table (markdown). */
export function signedInPageRows(figures: SignedInPageFigures[]): string[] {
  return [
    "| page | signed in as | screen | performance | accessibility | FCP | LCP | TBT | CLS | first heading | audits under target |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...figures.map(
      (f) =>
        `| \`${f.path}\` | ${f.who} | ${f.screen} | **${f.performance}** | **${f.accessibility}** | ${Math.round(f.fcp)} ms | ${Math.round(f.lcp)} ms | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.heading} | ${f.failing.join(", ") || "—"} |`,
    ),
  ];
}

if (import.meta.main) {
  const port = Number(process.env.BENCH_PORT ?? 3330);
  const dataDir = mkdtempSync(join(tmpdir(), "comptoir-connecte-"));
  try {
    await createBenchOwner(dataDir);
    const server = startNode(
      SERVER_ENTRY,
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        CLOCK_START,
        MALLOC_ARENA_MAX: "2",
        DEV_MAILBOX: "1",
        TRUST_PROXY: "1",
      },
      [],
      SERVER_NODE_FLAGS,
    );
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitReady(server, `${origin}/v2/public/settings`);
      const figures = await measureSignedInPages(origin, {
        runs: Number(process.env.BENCH_RUNS ?? 3),
        only: process.argv.slice(2),
      });
      process.stdout.write(`${signedInPageRows(figures).join("\n")}\n`);
    } finally {
      await stop(server);
    }
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
