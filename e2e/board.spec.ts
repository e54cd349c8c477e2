import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { orderADrinkToTakeAway } from "./checkout-steps.ts";
import { BACK_OFFICE_FLOOR_PATH, expectFirstLoadWithin } from "./first-load.ts";
import { SHOP_CLOCK_START } from "./shop-clock.ts";
import { E2E_OWNER, setPause, staffToken } from "./staff.ts";

/**
 * The restaurant's side in real Chromium, two browsers at once against the real server: the
 * owner's board (made by `npm run staff:create` before the server started, see the config) and a
 * customer ordering. Nothing is reloaded: what changes travels by the server's event streams.
 */

const DRINK = "Citronnade gingembre-piment";

/**
 * The session the first login of this worker kept in the browser: later tests put it back on
 * their page, as a tablet keeps it, rather than log in again (the server allows 10 logins from one
 * address in 10 minutes, and every test of the run comes from 127.0.0.1).
 */
let keptSession: string | null = null;

/** The board, signed in (through the login page the first time), live. */
async function openBoard(page: Page) {
  if (keptSession) {
    await page.addInitScript((session) => localStorage.setItem("staff-session", session), keptSession);
    await page.goto("/admin");
  } else {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/connexion$/);
    await page.getByLabel(/^E-mail/).fill(E2E_OWNER.email);
    await page.getByLabel(/^Mot de passe/).fill(E2E_OWNER.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    keptSession = await page.evaluate(() => localStorage.getItem("staff-session"));
  }
  await expect(page.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
}

/** The order's card among those waiting for an answer. */
function waitingCard(board: Page, number: string) {
  return board.getByTestId("board-column-to_accept").getByRole("article", { name: `Commande ${number}` });
}

/** A customer in a browser of their own orders a drink to take away, cash: back on /success, its number. */
async function customerOrders(
  browser: Browser,
  request: APIRequestContext,
  first = /En attente de confirmation/,
): Promise<{ page: Page; number: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const number = await orderADrinkToTakeAway(page, request, DRINK);
  await expect(page.getByTestId("order-progress")).toHaveText(first);
  return { page, number };
}

/**
 * Counts the board's calls of `print()` instead of opening the browser's print dialog: what the
 * kitchen's receipt printer would get.
 */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = globalThis as unknown as { print: () => void; printed: number };
    counted.printed = 0;
    counted.print = () => {
      counted.printed += 1;
    };
  });
  return () => page.evaluate(() => (globalThis as unknown as { printed: number }).printed);
}

/** The order's card on the board. */
const card = (board: Page, number: string) =>
  board.getByRole("article", { name: `Commande ${number}`, exact: true });

test("une commande arrive sur le tableau sans rechargement ; acceptée, le client le voit sur /success", async ({
  page: board,
  browser,
  request,
}, testInfo) => {
  const printed = await countPrints(board);
  await openBoard(board);
  const customer = await customerOrders(browser, request);

  // The board shows it by itself, waiting, with the alert and the means to reach the customer.
  const order = card(board, customer.number);
  await expect(
    board.getByTestId("board-column-to_accept").getByRole("article", { name: `Commande ${customer.number}` }),
  ).toBeVisible();
  await expect(board.getByTestId("board-banner")).toContainText("à accepter");
  await expect(board.getByTestId("board-announcement")).toHaveText(
    `Nouvelle commande ${customer.number} à accepter.`,
  );
  await expect(order).toContainText(DRINK);
  await expect(order).toContainText("Léa Martin");
  await expect(order.getByRole("link", { name: /Appeler Léa Martin/ })).toHaveAttribute(
    "href",
    "tel:0612345678",
  );
  await expect(order.getByTestId("board-payment")).toHaveText(/^À encaisser : \d+,\d\d\u00a0€$/);
  await expect(order).toContainText(/Dès que possible — promise pour \d\d:\d\d/);
  expect(await axeViolations(board)).toEqual([]);
  await board.screenshot({ path: testInfo.outputPath("tableau-nouvelle-commande.png") });

  // Accepting asks for the ready time (the promised one by default), then the order moves on.
  await order.getByRole("button", { name: "Accepter", exact: true }).click();
  const dialog = board.getByRole("dialog", { name: `Accepter la commande ${customer.number}` });
  await expect(dialog.getByRole("radio", { name: /Heure promise/ })).toBeChecked();
  expect(await axeViolations(board)).toEqual([]);
  await dialog.getByRole("button", { name: "Accepter et imprimer" }).click();
  await expect(dialog).toBeHidden();
  await expect(order).toHaveAttribute("data-progress", "accepted");
  // The button that opened the dialog is gone with the step: focus waits on the order itself.
  await expect(order.getByRole("heading", { name: `Commande ${customer.number}` })).toBeFocused();
  // Its tickets went to the printer.
  await expect.poll(printed).toBe(1);
  await expect(
    board
      .getByTestId("board-column-in_kitchen")
      .getByRole("article", { name: `Commande ${customer.number}` }),
  ).toBeVisible();
  // It no longer waits (other tests' orders may: the shop is shared by the whole run).
  await expect(waitingCard(board, customer.number)).toHaveCount(0);
  await expect(order.getByRole("button", { name: "Prête", exact: true })).toBeVisible();

  // The customer's page follows, without a reload.
  await expect(customer.page.getByTestId("order-progress")).toHaveText(/Acceptée — prête vers \d\d:\d\d/);
  await customer.page.screenshot({ path: testInfo.outputPath("succes-acceptee.png") });

  // Then ready: the customer sees it too.
  await order.getByRole("button", { name: "Prête", exact: true }).click();
  await expect(order).toHaveAttribute("data-progress", "ready");
  await expect(customer.page.getByTestId("order-progress")).toHaveText(/Prête$/);
  await customer.page.context().close();

  // Its tickets, to print again: the kitchen's and the bag's, the cash still to collect.
  await board.goto(`/admin/commandes/${await order.getAttribute("data-order-id")}/ticket`);
  const kitchen = board.getByRole("region", { name: "Cuisine" });
  await expect(kitchen).toContainText(customer.number);
  await expect(kitchen).toContainText(`1 × ${DRINK}`);
  await expect(board.getByRole("region", { name: "Sac" }).getByTestId("ticket-payment")).toHaveText(
    /^À encaisser en espèces : \d+,\d\d\u00a0€$/,
  );
  await board.emulateMedia({ media: "print" });
  await board.screenshot({ path: testInfo.outputPath("tickets-impression.png"), fullPage: true });
});

test("refusée avec une raison : le client lit la raison sur /success", async ({
  page: board,
  browser,
  request,
}) => {
  await openBoard(board);
  const customer = await customerOrders(browser, request);
  const order = card(board, customer.number);
  await expect(order).toHaveAttribute("data-progress", "placed");

  await order.getByRole("button", { name: "Refuser", exact: true }).click();
  const dialog = board.getByRole("dialog", { name: `Refuser la commande ${customer.number}` });
  // No reason, no refusal: the customer must be told why.
  await dialog.getByRole("button", { name: "Refuser la commande" }).click();
  await expect(dialog.getByText("Indiquez une raison : le client la lira.")).toBeVisible();
  await dialog.getByRole("button", { name: "Un article est épuisé" }).click();
  await dialog.getByRole("button", { name: "Refuser la commande" }).click();
  await expect(dialog).toBeHidden();
  // Finished orders are folded at the bottom of the board: the refused one is there.
  await expect(waitingCard(board, customer.number)).toHaveCount(0);
  await board
    .getByTestId("board-column-done")
    .getByText(/^Terminées/)
    .click();
  await expect(order).toHaveAttribute("data-progress", "refused");
  await expect(order).toContainText("Refusée");

  await expect(customer.page.getByTestId("order-progress")).toHaveText(/Refusée : Un article est épuisé/);
  await customer.page.context().close();
});

test("le tableau reste hors des moteurs de recherche, sans le pied de page de la boutique", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/admin")).text();
  expect(html).toContain('content="noindex, nofollow"');
  expect((await (await request.get("/robots.txt")).text()).split("\n")).toContain("Disallow: /admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  await page.goto("/admin/connexion");
  await expect(page.getByRole("heading", { level: 1, name: "Connexion de l'équipe" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("le premier chargement du tableau tient dans le budget de l'espace équipe, sans rien de la boutique", async ({
  request,
}) => {
  // Its own build (ADR 045): React, React Router and the board, about 122 KB gzip when measured.
  const board = await expectFirstLoadWithin(request, "/admin", 130, { floorPath: BACK_OFFICE_FLOOR_PATH });
  for (const script of board.scripts) expect(script).toMatch(/^\/admin\/assets\//);
});

test("disponibilités : un plat épuisé revient à l'ouverture suivante, puis de nouveau disponible", async ({
  page: board,
}) => {
  const DISH = "César Piquante";
  await openBoard(board);
  await board.getByRole("link", { name: "Disponibilités" }).click();
  await expect(board.getByRole("heading", { level: 1, name: "Disponibilités" })).toBeVisible();
  const states = board.getByRole("group", { name: `État de ${DISH}` });
  await expect(states.getByRole("radio", { name: "disponible" })).toBeChecked();

  await states.getByText("épuisé", { exact: true }).click();
  await expect(states.getByRole("radio", { name: "épuisé" })).toBeChecked();
  const entry = board.getByTestId("availability-entry").filter({ hasText: DISH });
  await expect(entry).toContainText(/revient (aujourd'hui à \d\d:\d\d|demain|\p{L}+)/u);
  expect(await axeViolations(board)).toEqual([]);
  await board.screenshot({ path: test.info().outputPath("disponibilites.png") });

  // Back on the menu for the other tests, which share this shop.
  await states.getByText("disponible", { exact: true }).click();
  await expect(states.getByRole("radio", { name: "disponible" })).toBeChecked();
  await expect(entry).not.toContainText("revient");
});

test("acceptation automatique : la commande est acceptée à son arrivée et ses tickets imprimés", async ({
  page: board,
  browser,
  request,
}) => {
  const printed = await countPrints(board);
  await openBoard(board);
  const autoAccept = board.getByRole("switch", { name: "Acceptation automatique" });
  await autoAccept.click();
  await expect(autoAccept).toHaveAttribute("aria-checked", "true");
  try {
    const customer = await customerOrders(browser, request, /Acceptée — prête vers \d\d:\d\d/);
    const order = card(board, customer.number);
    await expect(order).toHaveAttribute("data-progress", "accepted");
    await expect(board.getByTestId("board-announcement")).toHaveText(
      `Nouvelle commande ${customer.number}, acceptée automatiquement.`,
    );
    // It never waits, and its tickets printed by themselves.
    await expect(waitingCard(board, customer.number)).toHaveCount(0);
    await expect.poll(printed).toBe(1);
    await customer.page.context().close();
  } finally {
    // The other tests, on the same shop, expect orders to wait for an answer.
    await autoAccept.click();
    await expect(autoAccept).toHaveAttribute("aria-checked", "false");
  }
});

test("l'équipe : le gérant ajoute un membre puis le retire", async ({ page: board }, testInfo) => {
  await openBoard(board);
  await board.getByRole("link", { name: "Équipe" }).click();
  await expect(board.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  const members = board.getByRole("region", { name: "Membres" });
  await expect(members).toContainText(E2E_OWNER.name);
  // No button removes oneself.
  await expect(members.getByRole("button", { name: `Retirer ${E2E_OWNER.name}` })).toHaveCount(0);

  // One member per project: each run of this test adds its own.
  const name = `Inès ${testInfo.project.name}`;
  const email = `ines.${testInfo.project.name}@piment-rouge.test`;
  await board.getByLabel(/^Nom/).fill(name);
  await board.getByLabel(/^E-mail/).fill(email);
  await board.getByLabel(/^Mot de passe/).fill("piment-doux-2026");
  await board.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(members).toContainText(`${email} · équipe`);
  expect(await axeViolations(board)).toEqual([]);

  board.once("dialog", (dialog) => void dialog.accept());
  await members.getByRole("button", { name: `Retirer ${name}` }).click();
  await expect(members).not.toContainText(email);
});

test("un membre de l'équipe change son mot de passe : ses autres sessions se ferment, le nouveau ouvre le tableau", async ({
  page: board,
  request,
}) => {
  // A member of this run, added by the owner, with a second session on another tablet.
  const member = { email: `yasmine-${Date.now()}@piment-rouge.test`, password: "cannelle-et-piment" };
  const added = await request.post("/v2/staff/team", {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { ...member, name: "Yasmine", role: "staff" },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const other = await request.post("/v2/staff/auth/login", { data: member });
  const otherToken = ((await other.json()) as { payload: { token: string } }).payload.token;
  const me = (token: string) =>
    request.get("/v2/staff/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect((await me(otherToken)).status()).toBe(200);

  await board.goto("/admin");
  await expect(board).toHaveURL(/\/admin\/connexion$/);
  await board.getByLabel(/^E-mail/).fill(member.email);
  await board.getByLabel(/^Mot de passe/).fill(member.password);
  await board.getByRole("button", { name: "Se connecter" }).click();
  await expect(board).toHaveURL(/\/admin$/);
  await board
    .getByRole("navigation", { name: "Navigation du tableau" })
    .getByRole("link", { name: "Mot de passe" })
    .click();
  await expect(board).toHaveURL(/\/admin\/mot-de-passe$/);
  await expect(board.getByRole("heading", { level: 1, name: "Mon mot de passe" })).toBeVisible();
  const current = board.getByLabel(/^Mot de passe actuel/);
  const next = board.getByLabel(/^Nouveau mot de passe/);
  const again = board.getByLabel(/^Le nouveau mot de passe, encore une fois/);
  const submit = board.getByRole("button", { name: "Changer le mot de passe" });

  // Two new ones that differ: said under the field, nothing sent.
  await current.fill(member.password);
  await next.fill("gingembre-confit-7");
  await again.fill("gingembre-confit-8");
  await submit.click();
  await expect(board.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  // A wrong current one: the server's refusal, in French.
  await current.fill("pas-le-bon-du-tout");
  await again.fill("gingembre-confit-7");
  await submit.click();
  await expect(board.getByTestId("form-problem")).toHaveText(
    "Le mot de passe n'a pas été changé : Le mot de passe actuel est incorrect.",
  );
  expect(await axeViolations(board)).toEqual([]);

  await current.fill(member.password);
  await submit.click();
  await expect(board.getByTestId("form-notice")).toHaveText(
    "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
  );
  await expect(current).toHaveValue("");
  // The other tablet's session is closed; this one still opens the board.
  expect((await me(otherToken)).status()).toBe(401);
  await board.getByRole("link", { name: "Commandes" }).click();
  await expect(board.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();

  // Signed out, the old password no longer opens it, the new one does.
  await board.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(board).toHaveURL(/\/admin\/connexion$/);
  expect((await request.post("/v2/staff/auth/login", { data: member })).status()).toBe(401);
  await board.getByLabel(/^E-mail/).fill(member.email);
  await board.getByLabel(/^Mot de passe/).fill("gingembre-confit-7");
  await board.getByRole("button", { name: "Se connecter" }).click();
  await expect(board).toHaveURL(/\/admin$/);
  await expect(board.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
});

test("une tablette dont l'horloge diffère de celle du restaurant : connexion, pause à l'heure du restaurant, session refusée", async ({
  page: board,
  request,
}) => {
  const DAY = 86_400_000;
  const shopStart = Date.parse(SHOP_CLOCK_START);
  // Twenty days and three hours ahead of the shop: far past the session's 16 hours.
  await board.clock.setSystemTime(new Date(shopStart + 20 * DAY + 3 * 3_600_000));
  await board.goto("/admin");
  await expect(board).toHaveURL(/\/admin\/connexion$/);
  await board.getByLabel(/^E-mail/).fill(E2E_OWNER.email);
  await board.getByLabel(/^Mot de passe/).fill(E2E_OWNER.password);
  await board.getByRole("button", { name: "Se connecter" }).click();
  await expect(board).toHaveURL(/\/admin$/);
  await expect(board.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
  await expect(board.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
  // The login left a copy of the session's token in a cookie of /admin (ADR 079): the server draws
  // the board for this tablet, and for no other browser; no cache keeps it.
  await expect
    .poll(async () => (await board.context().cookies()).some((cookie) => cookie.name === "staff-session"))
    .toBe(true);
  const drawn = await board.request.get("/admin");
  expect(drawn.headers()["cache-control"]).toBe("private, no-store");
  expect(await drawn.text()).toContain('id="tableau-titre"');
  expect(await (await request.get("/admin")).text()).not.toContain('id="tableau-titre"');

  // Twenty days behind: a 30-minute pause set from the tablet ends 30 minutes after the shop's now.
  await board.clock.setSystemTime(new Date(shopStart - 20 * DAY));
  await board.goto("/admin/disponibilites");
  const delivery = board.getByRole("region", { name: "La livraison seule" });
  await delivery.getByText("30 min", { exact: true }).click();
  await delivery.getByRole("button", { name: "Mettre en pause" }).click();
  await expect(delivery.getByTestId("pause-state-delivery")).toContainText("En pause jusqu'à");
  const token = await staffToken(request);
  try {
    const answer = await request.get("/v2/staff/availability", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const until = Date.parse(
      ((await answer.json()) as { payload: { pause: { delivery: { until: string } } } }).payload.pause
        .delivery.until,
    );
    // The shop's clock has run on from its start for as long as the tests have been running.
    expect(until).toBeGreaterThanOrEqual(shopStart + 30 * 60_000);
    expect(until).toBeLessThan(shopStart + DAY);
  } finally {
    await setPause(request, token, { scope: "delivery", until: null });
  }

  // A session the server no longer knows: back to the login, which says why.
  await board.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("staff-session") ?? "{}");
    localStorage.setItem("staff-session", JSON.stringify({ ...kept, token: "session-inconnue" }));
  });
  await board.goto("/admin");
  await expect(board).toHaveURL(/\/admin\/connexion$/);
  await expect(board.getByTestId("form-notice")).toHaveText(
    "Votre session a pris fin : reconnectez-vous pour retrouver le tableau des commandes.",
  );
});
