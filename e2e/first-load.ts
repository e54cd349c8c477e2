import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  BACK_OFFICE_FLOOR_PATH,
  type FirstLoad,
  FLOOR_PATH,
  measureFirstLoad as measure,
  PERSON_USER_AGENT,
} from "../bench/first-load.ts";

export { BACK_OFFICE_FLOOR_PATH, type FirstLoad };

/**
 * The JavaScript a page needs before it is interactive, measured the way the benchmark does
 * (bench/first-load.ts holds the one definition), through Playwright's request context.
 */
function measureFirstLoad(request: APIRequestContext, path: string): Promise<FirstLoad> {
  return measure(async (url) => {
    const response = await request.get(url, { headers: { "User-Agent": PERSON_USER_AGENT } });
    return { status: response.status(), body: await response.body() };
  }, path);
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
}

/**
 * Measures the page and the floor, attaches both figures and their ratio to the test's report,
 * and checks the page against its budget (in KB of 1,024 bytes, gzip) and, when given, against
 * its largest ratio to the floor of the same build (ADR 046). The floor is the storefront's unless
 * the page belongs to the back office, whose build has its own.
 */
export async function expectFirstLoadWithin(
  request: APIRequestContext,
  path: string,
  budgetKb: number,
  { floorPath = FLOOR_PATH, floorRatio }: { floorPath?: string; floorRatio?: number } = {},
): Promise<FirstLoad> {
  const page = await measureFirstLoad(request, path);
  const floor = await measureFirstLoad(request, floorPath);
  // No module found would make any budget hold: the measure itself would be broken.
  expect(page.scripts.length).toBeGreaterThan(0);
  expect(floor.scripts.length).toBeGreaterThan(0);
  const name = path.replace(/^\//, "") || "accueil";
  await test.info().attach(`premier-chargement-${name}.txt`, {
    body: [
      `${path} : ${page.bytes} octets gzip (${kilobytes(page.bytes)} Ko), ${page.scripts.length} scripts,`,
      `  ${Math.round((page.bytes / (budgetKb * 1024)) * 100)} % du budget de ${budgetKb} Ko`,
      `plancher (${floorPath}) : ${floor.bytes} octets gzip (${kilobytes(floor.bytes)} Ko), ${floor.scripts.length} scripts`,
      `rapport au plancher : ${(page.bytes / floor.bytes).toLocaleString("fr-FR", { maximumFractionDigits: 3 })}${
        floorRatio
          ? ` (au plus ${floorRatio.toLocaleString("fr-FR")}, soit ${Math.floor(floor.bytes * floorRatio)} octets)`
          : ""
      }`,
      "",
      ...page.scripts,
    ].join("\n"),
  });
  expect(page.bytes, `JavaScript au premier chargement de ${path}`).toBeLessThanOrEqual(budgetKb * 1024);
  if (floorRatio !== undefined) {
    expect(
      page.bytes / floor.bytes,
      `JavaScript au premier chargement de ${path}, rapporté à celui de ${FLOOR_PATH}`,
    ).toBeLessThanOrEqual(floorRatio);
  }
  return page;
}
