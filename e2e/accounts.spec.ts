import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { checkoutFromCart } from "./checkout-steps.ts";
import { expectFirstLoadWithin } from "./first-load.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import { readRestaurant } from "./restaurant.ts";

/**
 * A customer's account in real Chromium, against the real server on a fresh demo database: sign
 * up, read the code from the development mailbox, verify, log out, reset the password with a mailed
 * code, log in through a redirect target, change the profile, order, see and reorder the order,
 * delete the account, and fail to log in afterwards. axe scans every sign-in and profile page.
 */

const PASSWORD = "piment-rouge-2026";
const NEW_PASSWORD = "harissa-maison-2026";

/** The newest 6-digit code mailed to `email`, read as a person trying the demo reads it. */
async function codeFromMailbox(request: APIRequestContext, email: string, used = ""): Promise<string> {
  let code = "";
  await expect(async () => {
    const response = await request.get("/dev/mailbox");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const mail = html.split("<article>").find((article) => article.includes(email)) ?? "";
    code = /\b(\d{6})\b/.exec(mail)?.[1] ?? "";
    expect(code, `un code pour ${email}`).toMatch(/^\d{6}$/);
    expect(code, "un nouveau code").not.toBe(used);
  }).toPass();
  return code;
}

/** No axe violation on the page, and a screenshot of it kept with the test's results, to look at. */
async function expectNoViolations(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const field = (page: Page, name: RegExp) => page.getByLabel(name);
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem("auth"));
/** What the frame says after sign-up, sign-out and deletion (a polite status, ADR 060). */
const accountNews = (page: Page) => page.getByRole("status").and(page.getByTestId("account-news"));
/** The header's account link, whose name says whether the customer is signed in. */
const accountLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /Mon compte|Se connecter/ });

test("un compte client, de l'inscription à la suppression", async ({
  page,
  request,
  playwright,
}, testInfo) => {
  const email = `lea.${testInfo.project.name}.${Date.now()}@example.fr`;

  // The entry: log in or create an account.
  await page.goto("/auth");
  await expect(heading(page, "Mon compte")).toBeVisible();
  await expectNoViolations(page, "1-entree");
  await page.getByRole("link", { name: "Créer mon compte" }).click();

  // Sign-up: errors in French once a field is left, or all of them when sent.
  await expect(heading(page, "Créer un compte")).toBeVisible();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Le prénom est obligatoire")).toBeVisible();
  await expect(field(page, /^Prénom/)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, /^Prénom/)).toBeFocused();
  const emailField = field(page, /^E-mail/);
  await emailField.fill("lea@");
  await expect(page.getByText("L'adresse e-mail n'est pas valide")).toBeVisible();
  await expectNoViolations(page, "2-inscription-erreurs");
  await field(page, /^Prénom/).fill("Léa");
  await field(page, /^Nom/).fill("Martin");
  await emailField.fill(email);
  await field(page, /^Téléphone/).fill("06 12 34 56 78");
  await field(page, /^Mot de passe/).fill("court");
  await expect(page.getByText(/au moins 8 caractères/)).toBeVisible();
  await field(page, /^Mot de passe/).fill(PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  // The code, from the mailbox, confirms the address and logs in; no target: home.
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(heading(page, "Confirmez votre adresse e-mail")).toBeVisible();
  await expect(page.getByTestId("form-notice")).toContainText("code à 6 chiffres");
  await expect(field(page, /^E-mail/)).toHaveValue(email);
  await expectNoViolations(page, "3-code");
  await field(page, /^Code à 6 chiffres/).fill("000000");
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page.getByTestId("form-problem")).toContainText("Ce code n'est pas valable");
  const signupCode = await codeFromMailbox(request, email);
  await field(page, /^Code à 6 chiffres/).fill(signupCode);
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(JSON.parse((await storedSession(page)) ?? "null")).toMatchObject({
    user: { email, first_name: "Léa" },
  });
  // The page says what happened, politely; the header shows the customer signed in.
  await expect(accountNews(page)).toHaveText("Compte créé, bienvenue Léa !");
  await expect(accountLink(page)).toHaveAccessibleName("Mon compte (connecté)");
  await expect(page.getByRole("banner").getByTestId("account-initial")).toHaveText("L");
  await expectNoViolations(page, "3b-compte-cree");

  // The summary, and logout: home, the session forgotten.
  await page.getByRole("link", { name: "Mon compte" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("account-summary")).toContainText(email);
  await expectNoViolations(page, "4-resume");
  // The profile keeps a copy of the session's token in a cookie of its paths (ADR 079): the server
  // draws the summary in the page's HTML for this browser, and for no other (another context).
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "session"))
    .toBe(true);
  const drawn = await page.request.get("/profile/ViewAccount");
  expect(drawn.headers()["cache-control"]).toBe("private, no-store");
  const drawnHtml = await drawn.text();
  expect(drawnHtml).toContain('data-testid="account-summary"');
  expect(drawnHtml).toContain(email);
  // Its header too: signed in from the first paint, not "Se connecter" until the page hydrates.
  expect(drawnHtml).toContain('data-testid="account-initial"');
  // Another client: a request context of its own, with none of this browser's cookies and a new
  // connection (the run's shared one may have sat idle until the server closed it).
  const stranger = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const elsewhere = await (await stranger.get("/profile/ViewAccount")).text();
  await stranger.dispose();
  expect(elsewhere).not.toContain(email);
  expect(elsewhere).toContain('data-testid="account-loading"');
  expect(elsewhere).not.toContain('data-testid="account-initial"');

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedSession(page)).toBeNull();
  // Its cookie copy with it: the server draws nobody's profile for this browser any more.
  expect(await (await page.request.get("/profile/ViewAccount")).text()).not.toContain(email);
  await expect(accountNews(page)).toHaveText("Vous êtes déconnecté.");
  await expect(accountLink(page)).toHaveAccessibleName("Se connecter");
  // The same status as after sign-up, which axe scanned: a screenshot is enough here.
  await page.screenshot({ path: test.info().outputPath("4b-deconnecte.png") });
  // Closed, it is gone.
  await page.getByRole("button", { name: "Fermer ce message" }).click();
  await expect(accountNews(page)).toBeEmpty();
  await expect(page.getByRole("button", { name: "Fermer ce message" })).toHaveCount(0);

  // A forgotten password: a code by e-mail, a new password twice, then the login page.
  await page.goto("/auth/forgot");
  await field(page, /^E-mail/).fill(email);
  await page.getByRole("button", { name: "Recevoir un code" }).click();
  await expect(page.getByTestId("form-notice")).toContainText("un code à 6 chiffres");
  await field(page, /^Code à 6 chiffres/).fill(await codeFromMailbox(request, email, signupCode));
  await field(page, /^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await field(page, /^Confirmez le mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId("form-notice")).toHaveText(
    "Mot de passe modifié : connectez-vous avec le nouveau.",
  );
  await expect(field(page, /^E-mail/)).toHaveValue(email);

  // A profile page without a session: login, then back there.
  await page.goto("/profile/ViewOrders");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(heading(page, "Connexion")).toBeVisible();
  await expectNoViolations(page, "5-connexion");
  await field(page, /^E-mail/).fill(email);
  // The old password no longer opens the account.
  await field(page, /^Mot de passe/).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByTestId("form-problem")).toHaveText("E-mail ou mot de passe incorrect.");
  await field(page, /^Mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/profile\/ViewOrders$/);
  await expect(page.getByText("Vous n'avez pas encore commandé avec ce compte.")).toBeVisible();
  await expectNoViolations(page, "6-commandes-vide");

  // The profile: names, phone and a saved address.
  await page.getByRole("link", { name: "Mes informations" }).click();
  await expect(page).toHaveURL(/\/profile\/ViewProfile$/);
  await field(page, /^Prénom/).fill("Léna");
  const phone = field(page, /^Téléphone/);
  await phone.fill("");
  await phone.blur();
  await expect(page.getByText("Le numéro de téléphone est obligatoire")).toBeVisible();
  await phone.fill("06 98 76 54 32");
  await expect(page.getByText("Le numéro de téléphone est obligatoire")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Enregistrer une adresse de livraison" }).check();
  await field(page, /^Adresse/).fill("12 rue de Marseille");
  await field(page, /^Code postal/).fill("6900");
  await field(page, /^Code postal/).blur();
  await expect(field(page, /^Code postal/)).toHaveAttribute("aria-invalid", "true");
  await field(page, /^Code postal/).fill("69007");
  await field(page, /^Ville/).fill("Lyon");
  await expectNoViolations(page, "7-informations");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByTestId("form-notice")).toHaveText("Vos informations sont enregistrées.");
  await page.getByRole("link", { name: "Résumé" }).click();
  await expect(page.getByTestId("account-summary")).toContainText("Léna Martin");
  await expect(page.getByTestId("account-summary")).toContainText("12 rue de Marseille, 69007 Lyon");

  // An order, pickup and cash, logged in: the details are filled in.
  const restaurant = await readRestaurant(request);
  const wrap = restaurant.item("Wrap Falafel & Feta");
  await page.goto(`/menu?product=${wrap.item_id}`);
  const sheet = page.getByRole("dialog", { name: "Wrap Falafel & Feta" });
  await sheet
    .getByRole("group", { name: /1 sauce au choix/ })
    .getByText("Samouraï", { exact: true })
    .click();
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
  await checkoutFromCart(page);
  await page.getByRole("button", { name: /À emporter/ }).click();
  await expect(heading(page, "Vos coordonnées")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Prénom/ })).toHaveValue("Léna");
  await expect(page.getByRole("textbox", { name: /^E-mail/ })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: /^Téléphone/ })).toHaveValue("06 98 76 54 32");
  await page.getByTestId("checkout-primary").click();
  await expect(heading(page, "Horaire du retrait")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(heading(page, "Paiement")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Espèces/ })).toBeChecked();
  await page.getByTestId("checkout-primary").click();
  await expect(heading(page, "Confirmation")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);
  const number = /n° (\d+)/.exec((await page.getByTestId("order-number").textContent()) ?? "")?.[1];
  expect(number).toBeTruthy();

  // The order in the account's list, and ordered again: the cart holds its line. The list is in
  // the server's HTML (ADR 079), and the page opened cold does not move as it hydrates.
  await page.goto("/profile/ViewOrders");
  const order = page.getByTestId("past-order");
  await expect(order).toHaveCount(1);
  expect(await (await page.request.get("/profile/ViewOrders")).text()).toContain('data-testid="past-order"');
  expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  await expect(order).toContainText(`Commande n° ${number}`);
  await expect(order).toContainText("Wrap Falafel & Feta");
  await expect(order).toContainText("Samouraï");
  await expect(order).toContainText("À régler");
  // Where the restaurant is with it, in the words of /success: no one has answered it yet.
  await expect(order.getByTestId("past-order-progress")).toHaveText("En attente de confirmation");
  await expectNoViolations(page, "8-commandes");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines)).toEqual([]);
  await order.getByRole("button", { name: "Commander à nouveau" }).click();
  await expect(order.getByTestId("reorder-news")).toContainText("1 plat ajouté à votre panier.");
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    itemId: String(wrap.item_id),
    quantity: 1,
    options: [{ name: "Samouraï" }],
  });

  // Security: the password change page, and the deletion with the password twice.
  await page.getByRole("link", { name: "Sécurité" }).click();
  await expect(page).toHaveURL(/\/profile\/ViewSecurity$/);
  await expectNoViolations(page, "9-securite");
  await page.getByRole("link", { name: "Changer de mot de passe" }).click();
  await expect(page).toHaveURL(/\/profile\/ChangePassword$/);
  await expectNoViolations(page, "10-mot-de-passe");
  await page.getByRole("link", { name: "Sécurité" }).click();
  // The change page's "Mot de passe actuel" must be gone before the deletion's fields are filled.
  await expect(page).toHaveURL(/\/profile\/ViewSecurity$/);
  await field(page, /^Mot de passe/).fill(NEW_PASSWORD);
  await field(page, /^Confirmez le mot de passe/).fill("autre-chose");
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await field(page, /^Confirmez le mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedSession(page)).toBeNull();
  await expect(accountNews(page)).toHaveText("Votre compte a été supprimé.");
  await expect(accountLink(page)).toHaveAccessibleName("Se connecter");
  await page.screenshot({ path: test.info().outputPath("11-compte-supprime.png") });

  // The account is gone: its login fails.
  await page.goto("/auth/login");
  await field(page, /^E-mail/).fill(email);
  await field(page, /^Mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByTestId("form-problem")).toHaveText("E-mail ou mot de passe incorrect.");
});

test("mot de passe oublié : l'adresse, puis le code et le nouveau mot de passe, sans erreur d'accessibilité", async ({
  page,
}) => {
  await page.goto("/auth/forgot");
  await expect(heading(page, "Mot de passe oublié")).toBeVisible();
  await expectNoViolations(page, "1-oubli");
  await page.getByRole("button", { name: "Recevoir un code" }).click();
  await expect(page.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
  await field(page, /^E-mail/).fill("personne@example.fr");
  await page.getByRole("button", { name: "Recevoir un code" }).click();
  // The same answer whether or not the address has an account.
  await expect(page.getByTestId("form-notice")).toContainText("Si un compte existe pour cette adresse");
  await field(page, /^Nouveau mot de passe/).fill("nouveau-mot-2026");
  await field(page, /^Confirmez le mot de passe/).fill("autre-chose-2026");
  await field(page, /^Confirmez le mot de passe/).blur();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await expectNoViolations(page, "2-oubli-code");
});

test("les pages du compte ne sont jamais indexées, sous / et /fr", async ({ request }) => {
  for (const path of [
    "/auth",
    "/auth/login",
    "/auth/signup",
    "/auth/verify",
    "/auth/forgot",
    "/profile",
    "/fr/profile/ViewOrders",
    "/profile/ViewAccount",
    "/profile/ViewProfile",
    "/profile/ViewSecurity",
    "/profile/ChangePassword",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('content="noindex, nofollow"');
  }
});

test("la connexion se charge sans les vérifications du formulaire : elles arrivent quand on y entre (ADR 089)", async ({
  page,
  request,
}) => {
  // Without zod and the schemas, the login page weighs what the menu does, near the floor.
  await expectFirstLoadWithin(request, "/auth/login", 130, { floorRatio: 1.1 });
  const checksFetched: string[] = [];
  page.on("request", (sent) => {
    if (/\/assets\/account-form-checks-[^/]+\.js$/.test(sent.url())) checksFetched.push(sent.url());
  });
  await page.goto("/auth/login");
  await expect(heading(page, "Connexion")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(checksFetched, "rien avant d'entrer dans le formulaire").toEqual([]);

  // Entering the form fetches them; a field left shows its French error.
  const email = field(page, /^E-mail/);
  await expect(async () => {
    await email.fill("lea@");
    await email.blur();
    await expect(page.getByText("L'adresse e-mail n'est pas valide")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(checksFetched).toHaveLength(1);
  await expect(email).toHaveAttribute("aria-invalid", "true");

  // Sent with a wrong password, the server's refusal says so; nothing was checked twice.
  await email.fill("personne@example.fr");
  await field(page, /^Mot de passe/).fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByTestId("form-problem")).toBeVisible();
  expect(checksFetched).toHaveLength(1);
});
