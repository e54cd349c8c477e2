import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBackOffice } from "./back-office.ts";
import { loadStorefront } from "./storefront.ts";
import { BACK_OFFICE_PAGE_PATHS, SITE_PAGE_PATHS } from "./testing/site-pages.ts";
import { openTestApi } from "./testing/test-api.ts";

// The W3C's Nu Html Checker, the jar of the `vnu-jar` package, run by the machine's Java.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const run = promisify(execFile);

/**
 * The checker's CSS grammar is older than what browsers run and Tailwind 4 writes: `@property`
 * (registered custom properties), `margin-trim`, and custom properties listed in
 * `transition-property` are valid CSS it does not know. Only these are set aside.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value/,
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** Every page as the network gets it, in both prefixes, the restaurant's, and a page that does not exist. */
const PAGES = [
  ...SITE_PAGE_PATHS,
  ...SITE_PAGE_PATHS.map((path) => (path === "/" ? "/fr" : `/fr${path}`)),
  ...BACK_OFFICE_PAGE_PATHS,
  "/introuvable",
];

describe("le HTML de chaque page selon le validateur du W3C", () => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let folder: string;
  beforeAll(async () => {
    const storefront = await loadStorefront("production");
    const backOffice = await loadBackOffice("production");
    if (!storefront || !backOffice)
      throw new Error("site non construit : lancez « npm run build » avant ce test");
    t = await openTestApi("pglite", { storefront, backOffice });
    folder = mkdtempSync(join(tmpdir(), "comptoir-vnu-"));
  }, 60_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.database.close();
  });

  it("ne trouve aucune erreur", async () => {
    const files: string[] = [];
    for (const [index, path] of PAGES.entries()) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(path === "/introuvable" ? 404 : 200);
      const file = join(folder, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    // One Java start for all the pages: the checker exits 1 when it finds an error, with the
    // messages on stdout either way.
    const output = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? "",
    );
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => !CSS_THE_CHECKER_DOES_NOT_KNOW.some((known) => known.test(message.message)))
      .map((message) => {
        const page = PAGES[files.findIndex((file) => message.url.endsWith(file))];
        return `${page} : ${message.message}${message.extract ? ` (${message.extract.trim()})` : ""}`;
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
