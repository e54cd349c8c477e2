/**
 * Lighthouse's accessibility score of the back office's catalogue editor pages, signed in as an
 * owner (docs/quality.md: 100 on each). The pages need the staff session the back office keeps in
 * the browser's local storage (ADR 044), which a plain Lighthouse run clears first and never has:
 * here one Chromium logs in through the login page as the owner would, then Lighthouse's Node API
 * audits each page in that same browser page without resetting its storage (`disableStorageReset`).
 *
 * On a shop of its own: a fresh PGlite data folder with the demo restaurant, its owner created in
 * the database before the server starts (PGlite lets one process at a time open its folder), then
 * put in use through its API (a publish, a change waiting, orders) so that each page has a list to show.
 * One run per page and screen: the accessibility audits read the page, not timings.
 *
 * `node bench/editor-accessibility.ts [path…]` measures alone (only the pages given, if any),
 * prints the table and, on stderr, each failing audit with the elements it names;
 * `npm run bench` measures it with the rest.
 */
import { openDatabase } from "@comptoir/db";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { dataPlaceFor, type Where } from "../apps/server/src/testing/server-process.ts";
import { createStaffMember, STAFF_TEST_PASSWORD } from "../apps/server/src/testing/staff.ts";
import { CHROMIUM_FLAGS } from "./lighthouse.ts";
import { validOrders } from "./orders.ts";
import { SERVER_ENTRY, SERVER_NODE_FLAGS, startNode, stop, stopAll, waitReady } from "./processes.ts";

/** The shop's clock starts on a Tuesday at 12:00 in Paris, as in the other figures. */
const CLOCK_START = "2026-11-24T11:00:00Z";
const SHOP_DAY = "2026-11-24";
const OWNER_EMAIL = "banc-d-essai@piment-rouge.test";

/** The screens of docs/quality.md's back-office row: a tablet, and Lighthouse's desktop preset. */
const SCREENS = {
  tablette: {
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 800, height: 1280, deviceScaleFactor: 2, disabled: false },
  },
  ordinateur: { formFactor: "desktop" },
} as const satisfies Record<string, Flags>;
type Screen = keyof typeof SCREENS;

export interface EditorPageFigures {
  path: string;
  /** The page's first heading once audited: the page it was, not the login page or an error. */
  heading: string;
  scores: Record<Screen, number>;
  /** Ids of the audits that failed on some screen. */
  failing: string[];
  /**
   * How many weighted audits found something of theirs to check (on the tablet): a page audited
   * while still loading would have few (no form, no list).
   */
  applied: number;
}

export interface EditorAccessibilityFigures {
  pages: EditorPageFigures[];
}

function log(line: string) {
  process.stderr.write(`[bench éditeur] ${line}\n`);
}

interface DraftThing {
  kind: string;
  key: string;
  revision: number;
  value: Record<string, unknown>;
}

/** The first thing of a kind by key: the same on every run (the draft's order is not). */
function firstOfKind(things: DraftThing[], kind: string): DraftThing | undefined {
  return things.filter((thing) => thing.kind === kind).sort((a, b) => a.key.localeCompare(b.key))[0];
}

/** The owner's calls to the shop's API: the answer's payload, or an error on any other status. */
function ownerApi(origin: string, token: string) {
  return async <T>(path: string, method = "GET", body?: unknown) => {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`${method} ${path} : ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { payload: T }).payload;
  };
}

/**
 * A shop in use rather than just installed, so that the pages show what they list: a dish repriced
 * and published (a second version, entries in the journal), repriced again (a change waiting on
 * the publishing page), and orders waiting on the board.
 */
async function putShopInUse(origin: string, token: string): Promise<void> {
  const call = ownerApi(origin, token);
  const { things } = await call<{ things: DraftThing[] }>("/v2/staff/catalogue/draft");
  const dish = firstOfKind(things, "item");
  if (!dish) throw new Error("la carte de démonstration n'a pas de plat");
  const reprice = async (revision: number, value: Record<string, unknown>) =>
    (
      await call<{ thing: DraftThing }>(`/v2/staff/catalogue/draft/things/item:${dish.key}`, "PUT", {
        revision,
        value: { ...value, price_pickup: Number(value.price_pickup) + 1 },
      })
    ).thing;
  const repriced = await reprice(dish.revision, dish.value);
  await call("/v2/staff/catalogue/publish", "POST", { confirm_warnings: true });
  await reprice(repriced.revision, repriced.value);
  await validOrders(origin, SHOP_DAY);
}

/** The pages to audit; the keys of a dish, menu, category, option group and offer of the demo. */
async function editorPaths(origin: string, token: string): Promise<string[]> {
  const get = ownerApi(origin, token);
  const { things } = await get<{ things: DraftThing[] }>("/v2/staff/catalogue/draft");
  const versions = await get<{ id: number }[]>("/v2/staff/catalogue/versions");
  // The newest version: the one with changes to list.
  const newest = Math.max(0, ...versions.map((version) => version.id));
  const keyOf = (kind: string) => {
    const thing = firstOfKind(things, kind);
    if (!thing) throw new Error(`la carte de démonstration n'a pas de ${kind}`);
    return thing.key;
  };
  return [
    "/admin",
    "/admin/carte",
    `/admin/carte/plats/${keyOf("item")}`,
    `/admin/carte/menus/${keyOf("menu")}`,
    `/admin/carte/categories/${keyOf("category")}`,
    `/admin/carte/options/${keyOf("group")}`,
    "/admin/offres",
    `/admin/offres/${keyOf("offer")}`,
    "/admin/livraison",
    "/admin/paiements",
    "/admin/retrait",
    "/admin/restaurant",
    "/admin/publier",
    "/admin/historique",
    ...(newest ? [`/admin/historique/${newest}`] : []),
    "/admin/journal",
  ];
}

/** The owner, made in the shop's database before its server opens it; the owner's email. */
async function createOwner(where: Where): Promise<void> {
  const database = await openDatabase({ engine: "pglite", dataDir: where.env.DATA_DIR ?? "" });
  try {
    await createStaffMember(database.db, {
      role: "owner",
      name: "Banc d'essai",
      email: OWNER_EMAIL,
      now: new Date(CLOCK_START),
    });
  } finally {
    await database.close();
  }
}

/** Logs in through the login page, as the owner would; the session the page kept. */
async function logIn(page: Page, origin: string): Promise<string> {
  // Network idle: the page is hydrated, so the form is React's and not a plain HTML form.
  await page.goto(`${origin}/admin/connexion`, { waitUntil: "networkidle0" });
  await page.type("#equipe-email", OWNER_EMAIL);
  await page.type("#equipe-mot-de-passe", STAFF_TEST_PASSWORD);
  await page.click("button[type=submit]");
  // Strings run in the page: the bench's TypeScript knows no DOM.
  await page.waitForFunction('location.pathname === "/admin" && localStorage.getItem("staff-session")');
  const kept = (await page.evaluate('localStorage.getItem("staff-session")')) as string | null;
  const token = (JSON.parse(kept ?? "{}") as { token?: string }).token;
  if (!token) throw new Error("pas de session gardée après la connexion");
  return token;
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { items?: { node?: { snippet?: string; selector?: string; explanation?: string } }[] };
}

/** One Lighthouse accessibility run of `url` in `page`, the session kept. */
async function audit(page: Page, url: string, screen: Screen) {
  const flags: Flags = {
    onlyCategories: ["accessibility"],
    disableStorageReset: true,
    logLevel: "error",
    output: "json",
    ...SCREENS[screen],
  };
  const result = await lighthouse(url, flags, screen === "ordinateur" ? desktopConfig : undefined, page);
  if (!result) throw new Error(`${url} : pas de rapport`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} : la page est devenue ${landed}`);
  const category = lhr.categories.accessibility;
  const audits = lhr.audits as Record<string, AuditResult>;
  const failing = (category?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((found): found is AuditResult => found !== undefined && found.score !== null && found.score < 1);
  for (const failed of failing) {
    log(`  ${screen} ✗ ${failed.id} : ${failed.title}`);
    for (const item of failed.details?.items ?? []) {
      const node = item.node;
      if (node) log(`      ${node.selector ?? ""} ${node.snippet ?? ""}\n        ${node.explanation ?? ""}`);
    }
  }
  const applied = (category?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && audits[ref.id]?.scoreDisplayMode === "binary",
  ).length;
  return {
    score: Math.round((category?.score ?? 0) * 100),
    failing: failing.map((found) => found.id),
    applied,
  };
}

export async function measureEditorAccessibility(port: number, only: string[] = []) {
  const where = await dataPlaceFor("pglite");
  try {
    await createOwner(where);
    const server = startNode(
      SERVER_ENTRY,
      {
        ...where.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        CLOCK_START,
      },
      [],
      SERVER_NODE_FLAGS,
    );
    const origin = `http://127.0.0.1:${port}`;
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
      headless: true,
    });
    try {
      await waitReady(server, `${origin}/v2/public/settings`);
      const page = await browser.newPage();
      const token = await logIn(page, origin);
      await putShopInUse(origin, token);
      const paths = (await editorPaths(origin, token)).filter(
        (path) => only.length === 0 || only.includes(path),
      );
      const pages: EditorPageFigures[] = [];
      for (const path of paths) {
        log(`Lighthouse accessibilité ${path}`);
        const tablet = await audit(page, `${origin}${path}`, "tablette");
        const desktop = await audit(page, `${origin}${path}`, "ordinateur");
        const heading = String(
          await page.evaluate('document.querySelector("h1")?.textContent?.trim() ?? ""'),
        );
        pages.push({
          path,
          heading,
          scores: { tablette: tablet.score, ordinateur: desktop.score },
          failing: [...new Set([...tablet.failing, ...desktop.failing])],
          applied: tablet.applied,
        });
      }
      return { pages } satisfies EditorAccessibilityFigures;
    } finally {
      await browser.close();
      await stop(server);
    }
  } finally {
    await where.cleanup();
  }
}

/** The rows of results.md's editor accessibility table. */
export function editorAccessibilityRows(figures: EditorAccessibilityFigures): string[] {
  return figures.pages.map(
    (page) =>
      `| \`${page.path}\` | ${page.heading} | ${page.applied} | **${page.scores.tablette}** | **${page.scores.ordinateur}** | ${page.failing.join(", ") || "—"} |`,
  );
}

export const EDITOR_ACCESSIBILITY_HEADER = [
  "| page | first heading | audits applied | tablet (800 × 1280) | desktop | failing audits |",
  "|---|---|---|---|---|---|",
];

if (import.meta.main) {
  try {
    const port = Number(process.env.BENCH_PORT ?? 3310);
    const figures = await measureEditorAccessibility(port, process.argv.slice(2));
    process.stdout.write(
      `${[...EDITOR_ACCESSIBILITY_HEADER, ...editorAccessibilityRows(figures)].join("\n")}\n`,
    );
  } finally {
    await stopAll();
  }
}
