import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, stopServer } from "../apps/server/src/testing/server-process.ts";
import { axeViolations } from "./axe.ts";

/**
 * The shop while nothing is open now (ADR 057), on a server of its own: the shared one's clock is
 * at Tuesday lunch (shop-clock.ts), and moving it would move every other spec. This one starts on
 * Sunday 22 November 2026 at 23:30 in Paris: the demo's Sunday evening is over, Monday is closed,
 * so the next opening is Tuesday at 11:00, a day that is neither today nor tomorrow.
 */
const SUNDAY_NIGHT = "2026-11-22T22:30:00Z";
const CLOSED_NOW = "Fermé · ouvre mardi à 11:00";

let server: ChildProcess | undefined;
let origin = "";
let folder = "";

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "comptoir-closed-"));
  const port = await freePort();
  server = await startServer(port, {
    DATA_DIR: join(folder, "data"),
    DATABASE_URL: "",
    // startServer waits for the "ready" line, an info one.
    LOG_LEVEL: "info",
    CLOCK_START: SUNDAY_NIGHT,
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(folder, { recursive: true, force: true });
});

test("fermé maintenant : l'accueil le dit d'abord, avec la prochaine ouverture, et propose de commander pour plus tard", async ({
  page,
}, testInfo) => {
  await page.goto(`${origin}/`);
  const main = page.getByRole("main");
  // The first thing the page says, before the restaurant's name and the call to action.
  const notice = main.getByRole("status").first();
  await expect(notice).toContainText(CLOSED_NOW);
  await expect(notice).toContainText("commander pour plus tard");
  const noticeTop = (await notice.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const headingTop = (await page.getByRole("heading", { level: 1 }).boundingBox())?.y ?? 0;
  expect(noticeTop).toBeLessThan(headingTop);

  // One call to action, worded for later; no ready time while closed.
  await expect(page.getByRole("link", { name: "Commander pour plus tard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir la carte et commander" })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("prêt dans");
  // The week's hours are one tap away.
  await expect(page.getByRole("link", { name: "Voir les horaires" })).toHaveAttribute(
    "href",
    "#nos-horaires",
  );

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("accueil-ferme.png") });

  await page.getByRole("link", { name: "Commander pour plus tard" }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test("fermé maintenant : la carte le dit avant tout, et ne promet aucun temps de préparation", async ({
  page,
}, testInfo) => {
  await page.goto(`${origin}/menu`);
  const notice = page.getByRole("status").filter({ hasText: CLOSED_NOW });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("commander pour plus tard");
  // Above the order mode switch and the dishes.
  const noticeBottom = await notice.boundingBox();
  const switchBox = await page.getByRole("group", { name: "À emporter ou en livraison" }).boundingBox();
  expect((noticeBottom?.y ?? 0) + (noticeBottom?.height ?? 0)).toBeLessThanOrEqual(switchBox?.y ?? 0);

  // The pickup line keeps the mode, without "prêt dans 15 min": nothing is prepared before the opening.
  await expect(page.getByTestId("mode-summary")).toHaveText("À emporter");
  await expect(page.locator("body")).not.toContainText("prêt dans");
  // Each menu says when it opens.
  await expect(page.getByText("Ouvre mardi à 11:00").first()).toBeVisible();

  // Every piece has arrived before the scan and the picture.
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("carte-fermee.png") });
});
