import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { E2E_OWNER, ownerSession, staffToken } from "./staff.ts";

/**
 * The owner's catalogue editor in real Chromium against the real server: a price changed and kept
 * across a reload, two owners on one dish (the second sees both values and picks), dishes reordered
 * from the keyboard, and axe on the editor's pages. Sessions come from the API and are put in the
 * browser as a tablet keeps them (the server allows few logins per address).
 */

const SECOND_OWNER = {
  email: "second-gerant@piment-rouge.test",
  name: "Bastien",
  password: "sauce-samourai-42",
};

const sessions = new Map<string, string>();

async function sessionOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  if (email === E2E_OWNER.email) return ownerSession(request);
  const kept = sessions.get(email);
  if (kept) return kept;
  const answer = await request.post("/v2/staff/auth/login", { data: { email, password } });
  expect(answer.status()).toBe(200);
  const session = JSON.stringify(((await answer.json()) as { payload: unknown }).payload);
  sessions.set(email, session);
  return session;
}

/** A second owner, made by the first from the team's API once per run. */
async function secondOwnerSession(request: APIRequestContext): Promise<string> {
  if (!sessions.has(SECOND_OWNER.email)) {
    const token = await staffToken(request);
    const made = await request.post("/v2/staff/team", {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...SECOND_OWNER, role: "owner" },
    });
    expect([200, 201, 409]).toContain(made.status());
  }
  return sessionOf(request, SECOND_OWNER.email, SECOND_OWNER.password);
}

async function signIn(page: Page, session: string) {
  await page.addInitScript((kept) => localStorage.setItem("staff-session", kept), session);
}

async function openDish(page: Page, key: string, name: string) {
  await page.goto(`/admin/carte/plats/${key}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Enregistré$/ });

async function ownerPage(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  return { context, page };
}

test("the owner changes a dish's price, sees it saved, and a reload keeps it", async ({
  page,
  request,
}, testInfo) => {
  // A price of its own per project: the run's projects share one draft.
  const newPrice = testInfo.project.name === "telephone" ? "8,40" : "8,60";
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  await page.goto("/admin");
  await page.getByRole("link", { name: "Carte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "La carte" })).toBeVisible();

  await openDish(page, "wrap-falafel-feta", "Wrap Falafel & Feta");
  const price = page.getByLabel("Prix à emporter (€)");
  await price.fill(newPrice);
  await expect(saved(page)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Prix à emporter (€)")).toHaveValue(newPrice);

  // A mistake is named next to its field, and nothing is sent.
  await page.getByLabel("Nom", { exact: true }).fill("");
  await expect(page.getByText("À corriger avant l'enregistrement")).toBeVisible();
  await expect(page.getByText("le nom est obligatoire")).toBeVisible();
  await page.getByLabel("Nom", { exact: true }).fill("Wrap Falafel & Feta");
  await expect(saved(page)).toBeVisible();
});

test("two owners edit one dish: the second keeps their text, sees both values and picks", async ({
  browser,
  request,
}, testInfo) => {
  // Each project's run writes its own texts: the draft is shared by the whole run.
  const theirs = `Poulet grillé, sauce chipotle maison (${testInfo.project.name}).`;
  const mine = `Poulet mariné, chipotle fumé, oignons rouges (${testInfo.project.name}).`;
  const first = await ownerPage(browser, request);
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signIn(second, await secondOwnerSession(request));

  await openDish(first.page, "wrap-poulet-chipotle", "Wrap Poulet Chipotle");
  await openDish(second, "wrap-poulet-chipotle", "Wrap Poulet Chipotle");

  await first.page.getByLabel("Description").fill(theirs);
  await expect(saved(first.page)).toBeVisible();

  await second.getByLabel("Description").fill(mine);
  await expect(second.getByRole("status").filter({ hasText: /^Conflit$/ })).toBeVisible();
  const conflict = second.getByRole("region", { name: "Quelqu'un d'autre a modifié cette fiche" });
  await expect(conflict).toContainText(theirs);
  await expect(conflict).toContainText(mine);
  // What the second owner typed is still in the form.
  await expect(second.getByLabel("Description")).toHaveValue(mine);

  await conflict.getByRole("radio", { name: /Leur valeur/ }).check();
  await conflict.getByRole("button", { name: "Enregistrer ces choix" }).click();
  await expect(saved(second)).toBeVisible();
  await expect(second.getByLabel("Description")).toHaveValue(theirs);

  await second.reload();
  await expect(second.getByLabel("Description")).toHaveValue(theirs);
  await first.context.close();
  await secondContext.close();
});

test("dishes reordered from the keyboard keep their order after a reload", async ({ page, request }) => {
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  await page.goto("/admin/carte");
  const wraps = page.getByRole("list", { name: "Plats de « Wraps »" });
  await expect(wraps.getByRole("listitem")).toHaveCount(3);
  const names = () => wraps.getByRole("listitem").getByRole("link").allInnerTexts();
  // The first dish goes one place down (the run's other project starts from this test's order).
  const [top = "", next = "", last = ""] = await names();
  const expected = [next, top, last];

  const handle = wraps.getByRole("button", { name: `Déplacer « ${top} »` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(`« ${top} » déplacé en position 2 sur 3.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(`« ${top} » posé en position 2 sur 3.`)).toBeAttached();
  await expect.poll(names).toEqual(expected);
  const keyOf: Record<string, string> = {
    "Wrap Poulet Chipotle": "wrap-poulet-chipotle",
    "Wrap Tenders Miel-Piment": "wrap-tenders-miel-piment",
    "Wrap Falafel & Feta": "wrap-falafel-feta",
  };

  // The order is the server's: a reload reads it back.
  await expect
    .poll(async () => {
      const token = await staffToken(request);
      const answer = await request.get("/v2/staff/catalogue/draft", {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { things } = (
        (await answer.json()) as { payload: { things: { key: string; kind: string; position: number }[] } }
      ).payload;
      return things
        .filter((thing) => thing.kind === "item" && thing.key.startsWith("wrap-"))
        .sort((a, b) => a.position - b.position)
        .map((thing) => thing.key);
    })
    .toEqual(expected.map((name) => keyOf[name]));
  await page.reload();
  await expect(wraps.getByRole("listitem")).toHaveCount(3);
  expect(await names()).toEqual(expected);
});

test("the editor's pages have no accessibility violation", async ({ page, request }, testInfo) => {
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  const pages: [string, string][] = [
    ["/admin/carte", "La carte"],
    ["/admin/carte/plats/burger-piment-rouge", "Le Piment Rouge"],
    ["/admin/carte/menus/midi", "Midi"],
    ["/admin/carte/categories/burgers", "Burgers"],
    ["/admin/carte/options/sauce", "1 sauce au choix"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "La carte" })).toBeVisible();
    if (heading !== "La carte")
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    else await expect(page.getByRole("list", { name: "Cartes" })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
    // Kept to be looked at, as an owner would, on a phone and on a desktop.
    const shot = testInfo.outputPath(`${path.replaceAll("/", "_")}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(path, { path: shot, contentType: "image/png" });
  }
});

type DraftItem = {
  key: string;
  kind: string;
  value: { price_pickup: number; options: string[]; description: string };
};

async function draftItem(request: APIRequestContext, key: string): Promise<DraftItem["value"]> {
  const token = await staffToken(request);
  const answer = await request.get("/v2/staff/catalogue/draft", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { things } = ((await answer.json()) as { payload: { things: DraftItem[] } }).payload;
  const found = things.find((thing) => thing.kind === "item" && thing.key === key);
  if (!found) throw new Error(`no dish ${key} in the draft`);
  return found.value;
}

test("a whole category gets an option group and new prices in one change", async ({ page, request }) => {
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  const before = await draftItem(request, "cola");
  await page.goto("/admin/carte");
  const bulk = page.getByRole("region", { name: /plats sélectionnés/ });
  // Ticked before the page is hydrated, the box is reset (React draws it again): tick again until
  // the selection's bar shows, as a person would.
  await expect(async () => {
    await page.getByRole("checkbox", { name: "Sélectionner tous les plats de « Boissons »" }).check();
    await expect(bulk).toBeVisible({ timeout: 1_000 });
  }).toPass();

  await bulk.getByLabel("Groupe d'options").selectOption({ label: "1 sauce au choix" });
  await bulk.getByRole("button", { name: "Ajouter aux plats" }).click();
  await expect(page.getByText(/« 1 sauce au choix » ajouté à \d+ plat\(s\)\./)).toBeVisible();
  await expect.poll(async () => (await draftItem(request, "cola")).options).toContain("sauce");

  await page.getByRole("checkbox", { name: "Sélectionner tous les plats de « Boissons »" }).check();
  await bulk.getByLabel("Groupe d'options").selectOption({ label: "1 sauce au choix" });
  await bulk.getByRole("button", { name: "Retirer des plats" }).click();
  await expect(page.getByText(/« 1 sauce au choix » retiré de \d+ plat\(s\)\./)).toBeVisible();

  await page.getByRole("checkbox", { name: "Sélectionner tous les plats de « Boissons »" }).check();
  await bulk.getByLabel("Changer de").selectOption({ label: "un montant" });
  await bulk.getByLabel("Montant (€)").fill("0,50");
  await bulk.getByLabel("Arrondi").selectOption({ label: "au centime" });
  await bulk.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByText(/Prix changés pour \d+ plat\(s\)\./)).toBeVisible();
  const after = await draftItem(request, "cola");
  expect(after.price_pickup).toBeCloseTo(before.price_pickup + 0.5, 2);
  expect(after.options).toEqual(before.options);
});

test("a staff member reads the catalogue and cannot change it", async ({ page, request }) => {
  const token = await staffToken(request);
  const member = { email: "equipier-carte@piment-rouge.test", name: "Yanis", password: "frites-maison-77" };
  const made = await request.post("/v2/staff/team", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...member, role: "staff" },
  });
  expect([200, 201, 409]).toContain(made.status());
  await signIn(page, await sessionOf(request, member.email, member.password));
  await page.goto("/admin/carte/plats/cola");
  await expect(page.getByRole("heading", { level: 2, name: "Cola 33 cl" })).toBeVisible();
  await expect(page.getByText("Lecture seule : seul le gérant modifie la carte").first()).toBeVisible();
  await expect(page.getByLabel("Prix à emporter (€)")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Déplacer/ })).toHaveCount(0);
});

test("the editor fits a 390 px wide phone, without sideways scrolling", async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  for (const [path, ready] of [
    ["/admin/carte", "Cartes"],
    ["/admin/carte/plats/burger-piment-rouge", "Le Piment Rouge"],
    ["/admin/carte/menus/soir", "Soir"],
    ["/admin/carte/options/sauce", "1 sauce au choix"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: ready })).toBeVisible();
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(width, path).toBeLessThanOrEqual(390);
    const shot = testInfo.outputPath(`390${path.replaceAll("/", "_")}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`390 ${path}`, { path: shot, contentType: "image/png" });
  }
});

test("an edit typed offline waits in the browser, survives a closed tab and goes out when the connection returns", async ({
  browser,
  request,
}, testInfo) => {
  const { context, page } = await ownerPage(browser, request);
  const text = `Tortilla, falafels, feta, menthe (${testInfo.project.name}).`;
  await openDish(page, "wrap-falafel-feta", "Wrap Falafel & Feta");
  await context.setOffline(true);
  await page.getByLabel("Description").fill(text);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Hors ligne : vos modifications seront envoyées au retour de la connexion" }),
  ).toBeVisible();
  await page.close();

  // The tab is closed; the connection returns; the editor is opened again in this browser: what
  // waited goes out at once, without opening the dish.
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto("/admin/carte");
  await expect(again.getByRole("heading", { level: 1, name: "La carte" })).toBeVisible();
  await expect.poll(async () => (await draftItem(request, "wrap-falafel-feta")).description).toBe(text);
  await expect(again.getByRole("region", { name: "Modifications en attente d'envoi" })).toHaveCount(0);
  await openDish(again, "wrap-falafel-feta", "Wrap Falafel & Feta");
  await expect(again.getByLabel("Description")).toHaveValue(text);
  await context.close();
});

test("the owner makes a dish, duplicates it, and deletes both after confirming", async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, await sessionOf(request, E2E_OWNER.email, E2E_OWNER.password));
  const name = `Wrap du jour ${testInfo.project.name}`;
  await page.goto("/admin/carte");
  await page.getByRole("button", { name: "Ajouter un plat à « Wraps »" }).click();
  await expect(page).toHaveURL(/\/admin\/carte\/plats\/nouveau-plat-[a-z0-9]{4}$/);
  const dishUrl = page.url();
  await page.getByLabel("Nom", { exact: true }).fill(name);
  await page.getByLabel("Prix à emporter (€)").fill("7,50");
  await page.getByLabel("Prix en livraison (€)").fill("8,00");
  await page.getByRole("checkbox", { name: "Lait" }).check();
  await expect(saved(page)).toBeVisible();

  await page.getByRole("button", { name: "Dupliquer" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `${name} (copie)` })).toBeVisible();
  await expect(page.getByLabel("Prix à emporter (€)")).toHaveValue("7,50");
  await expect(page.getByRole("checkbox", { name: "Lait" })).toBeChecked();
  const copyUrl = page.url();

  const wraps = page.getByRole("list", { name: "Plats de « Wraps »" });
  for (const [url, each] of [
    [copyUrl, `${name} (copie)`],
    [dishUrl, name],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 2, name: each })).toBeVisible();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(`Supprimer le plat « ${each} » du brouillon ?`);
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Supprimer" }).click();
    await expect(page).toHaveURL(/\/admin\/carte$/);
    await expect(wraps.getByRole("link", { name: "Wrap Poulet Chipotle" })).toBeVisible();
    await expect(wraps.getByRole("link", { name: each, exact: true })).toHaveCount(0);
  }
});
