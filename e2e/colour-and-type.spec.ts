import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { checkoutFromCart } from "./checkout-steps.ts";
import { watchPolicy } from "./csp-violations.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import { readRestaurant } from "./restaurant.ts";

/**
 * The theme's roles and its display typeface, in real Chromium (ADR 059): headings drawn in Anton
 * once it loads, without moving anything; a form that says nothing before it is touched, then the
 * error in the danger colour with its icon next to the field; and screenshots of the shop in its
 * colours, kept with the run's results.
 */

/** The danger colour of theme.css (#ff7a90), as the browser computes it. */
const DANGER = "rgb(255, 122, 144)";
/** A dish without choices, which goes straight into the cart from its sheet. */
const LEMONADE = "Citronnade gingembre-piment";

/** The little of the browser's world these checks use (this project has no DOM types). */
interface FontsWindow {
  document: {
    fonts: { ready: Promise<unknown>; check(font: string): boolean } & Iterable<{
      family: string;
      status: string;
    }>;
  };
}

/** The family names Chromium actually drew a node's text with (not the ones the CSS asks for). */
async function drawnFamilies(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

async function addToCart(page: Page, request: APIRequestContext, name: string) {
  const restaurant = await readRestaurant(request);
  await page.goto(`/menu?product=${restaurant.item(name).item_id}`);
  const sheet = page.getByRole("dialog", { name });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
}

/** The phone of the design brief (390 × 844) or the project's desktop. */
async function frame(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === "telephone") await page.setViewportSize({ width: 390, height: 844 });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) });
}

test("les titres sont en Anton, chargée depuis le site, sans décalage de la page", async ({ page }) => {
  const policy = await watchPolicy(page);
  const fontResponse = page.waitForResponse((response) =>
    /\/assets\/anton-latin-[\w-]+\.woff2$/.test(response.url()),
  );
  await page.goto("/");
  const font = await fontResponse;
  expect(font.status()).toBe(200);
  expect(font.headers()["content-type"]).toContain("font/woff2");
  // The subset file stays small (ADR 059: at most 30 KB).
  expect((await font.body()).byteLength).toBeLessThanOrEqual(30 * 1024);

  await page.evaluate(() => (globalThis as unknown as FontsWindow).document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...(globalThis as unknown as FontsWindow).document.fonts].some(
          (face) => face.family.replaceAll('"', "") === "Anton" && face.status === "loaded",
        ),
      ),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => (globalThis as unknown as FontsWindow).document.fonts.check("2rem Anton")),
  ).toBe(true);
  // The page's heading asks for Anton first, and is drawn with it (accents included: "Nos menus"
  // and the name are plain, the section titles below carry French letters).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^Anton,/);
  expect(await drawnFamilies(page, "h1")).toEqual(["Anton"]);
  expect(await drawnFamilies(page, "h2")).toEqual(["Anton"]);
  // Body text keeps the system's font.
  await expect(page.locator("main p").first()).not.toHaveCSS("font-family", /Anton/);

  // Swapping the face in moved nothing.
  const shift = (await page.evaluate(LAYOUT_SHIFT)) as number;
  expect(shift).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  expect(await policy.violations()).toEqual([]);
});

test("un formulaire ne montre aucune erreur avant d'être touché, puis l'erreur à côté du champ quitté", async ({
  page,
}) => {
  // The sign-in, untouched: no refusal, no field marked invalid.
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("form-problem")).toHaveCount(0);
  await expect(page.locator("[aria-invalid]")).toHaveCount(0);
  await expect(page.locator('[id$="-erreur"]')).toHaveCount(0);
});

test("l'étape des coordonnées : rien avant le premier champ quitté, puis l'erreur en français, en couleur d'erreur, avec son icône", async ({
  page,
  request,
}) => {
  await addToCart(page, request, LEMONADE);
  await checkoutFromCart(page);
  await page.getByRole("button", { name: /À emporter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vos coordonnées" })).toBeVisible();

  // Untouched: every field empty and required, and not one error shown.
  await expect(page.locator("main [aria-invalid]")).toHaveCount(0);
  await expect(page.locator('main [id$="-erreur"]')).toHaveCount(0);
  await expect(page.getByTestId("checkout-alert")).toHaveCount(0);
  await expect(page.getByText(/est obligatoire/)).toHaveCount(0);

  // A bad e-mail, then the field left: its error, next to it, said to screen readers through the field.
  const email = page.getByRole("textbox", { name: /^E-mail/ });
  await email.fill("lea.martin@");
  await email.press("Tab");
  const error = page.getByText("L'adresse e-mail n'est pas valide");
  await expect(error).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const errorId = await error.evaluate(
    (node) => (node as unknown as { closest(s: string): { id: string } }).closest("p").id,
  );
  await expect(email).toHaveAttribute("aria-describedby", new RegExp(`\\b${errorId}\\b`));
  await expect(page.locator(`#${errorId}`)).toHaveCSS("color", DANGER);
  await expect(page.locator(`#${errorId} .error-mark[aria-hidden="true"]`)).toHaveCount(1);
  await expect(email).toHaveCSS("border-top-color", DANGER);
  // The fields not yet left still say nothing.
  await expect(page.getByText(/est obligatoire/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("les couleurs de la boutique : accueil, carte et étape de commande, sur téléphone et sur ordinateur", async ({
  page,
  request,
}, testInfo) => {
  await frame(page, testInfo);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => (globalThis as unknown as FontsWindow).document.fonts.ready);
  await shot(page, testInfo, "accueil");
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => (globalThis as unknown as FontsWindow).document.fonts.ready);
  await shot(page, testInfo, "carte");

  await addToCart(page, request, LEMONADE);
  await checkoutFromCart(page);
  await page.getByRole("button", { name: /À emporter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vos coordonnées" })).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByText("Le prénom est obligatoire")).toBeVisible();
  await page.evaluate(() => (globalThis as unknown as FontsWindow).document.fonts.ready);
  await shot(page, testInfo, "commande-coordonnees");
  expect(await axeViolations(page)).toEqual([]);
});
