import { gzipSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";

/** What a page's first load costs in JavaScript. */
export interface FirstLoad {
  path: string;
  /** The modules, each once. */
  scripts: string[];
  /** Their sizes once compressed with gzip at its highest level, added up. */
  bytes: number;
}

/**
 * The build's emptiest page: the 404, which is the root layout and a sentence. What it loads is
 * the floor every page pays (React, React Router's runtime, the root), the reference QUALITY.md
 * asks each budget to be reported against, measured in the same build.
 */
export const FLOOR_PATH = "/une-page-qui-n-existe-pas";

/**
 * The JavaScript a page needs before it is interactive: the modules its server-rendered HTML
 * preloads and imports to hydrate (the entry, the framework, the root and the page's route, with
 * their static imports). What a page fetches later on purpose (the sheets once it is idle, the
 * card provider at the payment step) is not part of it. Sizes are gzip at level 9, the same on
 * every machine whatever the server's own compression.
 */
export async function measureFirstLoad(request: APIRequestContext, path: string): Promise<FirstLoad> {
  const html = await (await request.get(path)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)];
  // The inline module that starts hydration imports the root and route modules by address.
  const imported = [...html.matchAll(/\bimport\s+\*\s+as\s+\w+\s+from\s+"([^"]+)"/g)];
  const scripts = [...new Set([...preloaded, ...imported].map((match) => match[1] ?? ""))].filter(Boolean);
  let bytes = 0;
  for (const src of scripts) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    bytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  return { path, scripts, bytes };
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
}

/**
 * Measures the page and the floor, attaches both figures and their ratio to the test's report,
 * and checks the page against its budget (in KB of 1,024 bytes, gzip).
 */
export async function expectFirstLoadWithin(
  request: APIRequestContext,
  path: string,
  budgetKb: number,
): Promise<FirstLoad> {
  const page = await measureFirstLoad(request, path);
  const floor = await measureFirstLoad(request, FLOOR_PATH);
  // No module found would make any budget hold: the measure itself would be broken.
  expect(page.scripts.length).toBeGreaterThan(0);
  expect(floor.scripts.length).toBeGreaterThan(0);
  const name = path.replace(/^\//, "") || "accueil";
  await test.info().attach(`premier-chargement-${name}.txt`, {
    body: [
      `${path} : ${page.bytes} octets gzip (${kilobytes(page.bytes)} Ko), ${page.scripts.length} scripts,`,
      `  ${Math.round((page.bytes / (budgetKb * 1024)) * 100)} % du budget de ${budgetKb} Ko`,
      `plancher (${FLOOR_PATH}) : ${floor.bytes} octets gzip (${kilobytes(floor.bytes)} Ko), ${floor.scripts.length} scripts`,
      `rapport au plancher : ${(page.bytes / floor.bytes).toLocaleString("fr-FR", { maximumFractionDigits: 2 })}`,
      "",
      ...page.scripts,
    ].join("\n"),
  });
  expect(page.bytes, `JavaScript au premier chargement de ${path}`).toBeLessThanOrEqual(budgetKb * 1024);
  return page;
}
