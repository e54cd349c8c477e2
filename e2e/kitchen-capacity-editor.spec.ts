import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { draftThings, openAsOwner, staffToken } from "./staff.ts";

/**
 * The kitchen's load inputs in the catalogue editor (ADR 061, 063), in real Chromium against the
 * real server: the owner gives the burgers a make time, the kitchen a capacity range, reads both
 * in the review and publishes; the version published then carries them. The run's projects
 * share one shop: the test puts the catalogue back as it found it, so that no later order meets a
 * capacity it never asked for.
 */

const CATEGORY = { key: "burgers", name: "Burgers" };
const DISH = { key: "burger-piment-rouge", name: "Le Piment Rouge" };

const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Enregistré$/ });

/** Kept to be looked at, as an owner would, at the project's size. */
async function keepShot(page: Page, testInfo: TestInfo, name: string) {
  const shot = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(name, { path: shot, contentType: "image/png" });
}

async function noSidewaysScroll(page: Page, width: number) {
  const scrolled = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(scrolled).toBeLessThanOrEqual(width);
}

/** The burgers without a make time, the kitchen without a range, published: the demo's shop. */
async function putBack(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const things = await draftThings(request);
  const category = things.find((thing) => thing.ref === `category:${CATEGORY.key}`);
  if (category && category.value.make_time !== null) {
    const answer = await request.put(`/v2/staff/catalogue/draft/things/${category.ref}`, {
      headers,
      data: { revision: category.revision, value: { ...category.value, make_time: null } },
    });
    expect(answer.status()).toBe(200);
  }
  const capacity = things.find((thing) => thing.ref === "settings:capacity");
  if (capacity && JSON.stringify(capacity.value["capacity.ranges"] ?? []) !== "[]") {
    const answer = await request.put(`/v2/staff/catalogue/draft/things/${capacity.ref}`, {
      headers,
      data: { revision: capacity.revision, value: { "capacity.ranges": [] } },
    });
    expect(answer.status()).toBe(200);
  }
  const published = await request.post("/v2/staff/catalogue/publish", {
    headers,
    data: { confirm_warnings: true },
  });
  expect([201, 409]).toContain(published.status());
}

test.afterEach(async ({ request }) => putBack(request));

test("le gérant donne un temps de préparation à une catégorie et une plage de capacité à la cuisine, les lit dans les modifications et publie", async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === "telephone";
  const width = phone ? 390 : 1280;
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });

  // The category's make time: none at first, then minutes for the first burger and each one more.
  await openAsOwner(page, `/admin/carte/categories/${CATEGORY.key}`);
  await expect(page.getByRole("heading", { level: 2, name: CATEGORY.name })).toBeVisible();
  const makeTime = page.getByRole("group", { name: "Temps de préparation" });
  await expect(makeTime).toContainText(
    "Minutes de travail en cuisine pour la première unité, puis pour chaque unité en plus.",
  );
  await expect(makeTime.getByRole("radio", { name: "Aucun" })).toBeChecked();
  await makeTime.getByRole("radio", { name: "En minutes de travail" }).check();
  const first = makeTime.getByLabel("Première unité (min)");
  await first.fill("4,5");
  await expect(makeTime.getByText("des minutes entières")).toBeVisible();
  await expect(page.getByText("À corriger avant l'enregistrement")).toBeVisible();
  await first.fill("4");
  await makeTime.getByLabel("Chaque unité en plus (min)").fill("2");
  await makeTime.getByLabel("Chaque unité en plus (min)").blur();
  await expect(saved(page)).toBeVisible();
  await noSidewaysScroll(page, width);
  expect(await axeViolations(page)).toEqual([]);
  await keepShot(page, testInfo, "categorie-temps");

  // A burger of the category takes its make time, named with its values.
  await page.goto(`/admin/carte/plats/${DISH.key}`);
  await expect(page.getByRole("heading", { level: 2, name: DISH.name })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Celui de la catégorie (4 min, +2 min)" })).toBeChecked();
  await keepShot(page, testInfo, "plat-temps");

  // The kitchen's capacity, from the link above the catalogue's list.
  await page
    .getByRole("navigation", { name: "La cuisine" })
    .getByRole("link", { name: "Capacité de la cuisine" })
    .click();
  await expect(page).toHaveURL(/\/admin\/carte\/capacite$/);
  await expect(page.getByRole("heading", { level: 2, name: "Capacité de la cuisine" })).toBeVisible();
  await expect(
    page.getByText(
      "Minutes de travail que la cuisine fait par quart d'heure ; un créneau sans plage n'est pas limité.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Pas de limite/)).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une plage" }).click();
  const range = page.getByRole("group", { name: "Plage 1" });
  await expect(range).toBeVisible();
  await range.getByRole("checkbox", { name: "Samedi" }).uncheck();
  await range.getByRole("checkbox", { name: "Dimanche" }).uncheck();
  await range.getByLabel("À", { exact: true }).fill("11:00");
  await range.getByLabel("À", { exact: true }).blur();
  await expect(range.getByText("la fin doit suivre le début")).toBeVisible();
  await range.getByLabel("À", { exact: true }).fill("14:00");
  await range.getByLabel("Minutes de travail par quart d'heure").fill("45");
  await range.getByLabel("Minutes de travail par quart d'heure").blur();
  await expect(saved(page)).toBeVisible();
  await noSidewaysScroll(page, width);
  expect(await axeViolations(page)).toEqual([]);
  await keepShot(page, testInfo, "capacite");

  // The review says both, each linked to its form; publishing puts them online.
  await page.goto("/admin/publier");
  await expect(page.getByRole("heading", { level: 1, name: "Publier la carte" })).toBeVisible();
  const changes = page.getByRole("region", { name: "Modifications du brouillon" });
  await expect(changes).toContainText(
    `${CATEGORY.name} : temps de préparation aucun → 4 min, +2 min par unité en plus`,
  );
  const capacityLine =
    "Capacité de la cuisine ajoutée : Lundi, Mardi, Mercredi, Jeudi, Vendredi 11:30–14:00, 45 min de travail par quart d'heure";
  await expect(changes).toContainText(capacityLine);
  await expect(changes.getByRole("link", { name: `Modifier : ${capacityLine}` })).toHaveAttribute(
    "href",
    "/admin/carte/capacite",
  );
  await keepShot(page, testInfo, "publier");
  const warningsRead = page.getByRole("checkbox", { name: "J'ai lu les avertissements" });
  if ((await warningsRead.count()) > 0) await warningsRead.check();
  await page.getByRole("button", { name: "Publier maintenant" }).click();
  const notice = page.getByTestId("form-notice");
  await expect(notice).toHaveText(/^Version \d+ publiée/);

  // The version published carries both, as the restaurant file exports them (the export itself is
  // a .zip when another test of the run published a photo: the version is read instead).
  const version = Number(/^Version (\d+)/.exec((await notice.textContent()) ?? "")?.[1]);
  const published = await request.get(`/v2/staff/catalogue/versions/${version}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(published.status()).toBe(200);
  const file = ((await published.json()) as { payload: { document: unknown } }).payload.document as {
    settings: Record<string, unknown>;
    menus: { categories: { key: string; make_time: unknown }[] }[];
  };
  const burgers = file.menus.flatMap((menu) => menu.categories).find((one) => one.key === CATEGORY.key);
  expect(burgers?.make_time).toEqual({ first: 4, extra: 2 });
  expect(file.settings["capacity.ranges"]).toEqual([
    { days: ["mon", "tue", "wed", "thu", "fri"], from: "11:30", to: "14:00", minutes: 45 },
  ]);
});
