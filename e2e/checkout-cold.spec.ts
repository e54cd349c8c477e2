import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { decodeCartCookie } from "../apps/storefront/app/lib/cart-cookie.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import { readRestaurant } from "./restaurant.ts";

/**
 * The checkout opened cold with a cart (a reload, a link): the server draws the flow from the
 * cart's copy in a cookie (ADR 073), the browser's own cart wins after hydration, and `/menu`'s
 * anonymous page cache never sees the cookie. Without a copy the server draws the empty cart
 * (ADR 090).
 */

const EMPTY_TITLE = "Votre panier est vide";

const LEMONADE = "Citronnade gingembre-piment";
const FIRST_TAB = "Retrait ou livraison";

/** Adds a dish without choices through its product sheet. */
async function addDrink(page: Page, request: APIRequestContext, name: string) {
  const restaurant = await readRestaurant(request);
  await page.goto(`/menu?product=${restaurant.item(name).item_id}`);
  const sheet = page.getByRole("dialog", { name });
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
}

async function cartCookie(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === "cart");
}

/** How many units the cookie's copy holds, once written (the page writes it just after a change). */
async function unitsInCopy(context: BrowserContext): Promise<number> {
  const [copy] = await cartCookie(context);
  return (decodeCartCookie(copy?.value ?? "") ?? []).reduce((units, line) => units + line.quantity, 0);
}

/**
 * What the page showed before and while hydrating: whether the loading skeleton was ever in the
 * document, and the console's errors (a hydration mismatch is one).
 */
async function watchFirstPaint(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // In the page from its first byte (a string: the tests are typed without the DOM's names).
  await page.addInitScript({
    content: `window.firstPaint = { skeleton: false };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="checkout-loading"]')) window.firstPaint.skeleton = true;
      }).observe(document, { childList: true, subtree: true });`,
  });
  return {
    errors,
    skeletonSeen: () => page.evaluate<boolean>("window.firstPaint.skeleton"),
  };
}

test("un rechargement de la commande : le serveur dessine le panier, sans squelette ni décalage", async ({
  page,
  context,
  request,
}) => {
  await addDrink(page, request, LEMONADE);
  await expect.poll(() => unitsInCopy(context)).toBe(1);
  const cookies = await cartCookie(context);
  expect(cookies.map((cookie) => cookie.path).sort()).toEqual(["/checkout", "/fr/checkout"]);
  expect(cookies.every((cookie) => cookie.sameSite === "Lax")).toBe(true);

  // The server's HTML, asked with the browser's cookies: the flow, not the skeleton.
  const html = await (await page.request.get("/checkout")).text();
  expect(html).not.toContain('data-testid="checkout-loading"');
  expect(html).toContain(FIRST_TAB);
  expect(html).toContain("Votre commande · 1 article ·");
  // Without the cookie: the empty cart (ADR 090). With a copy it cannot read: the skeleton, the
  // cart being the browser's.
  const bare = await (await request.get("/checkout", { headers: { Cookie: "" } })).text();
  expect(bare).toContain(EMPTY_TITLE);
  expect(bare).not.toContain('data-testid="checkout-loading"');
  const unreadable = await (
    await request.get("/checkout", { headers: { Cookie: "cart=abim%C3%A9" } })
  ).text();
  expect(unreadable).toContain('data-testid="checkout-loading"');
  expect(unreadable).not.toContain(EMPTY_TITLE);

  const watch = await watchFirstPaint(page);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: FIRST_TAB })).toBeVisible();
  await expect(page.getByTestId("checkout-summary")).toContainText("1 article");
  expect(await watch.skeletonSeen()).toBe(false);
  expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  // The page is live: choosing the type moves on.
  await page.getByRole("button", { name: /À emporter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vos coordonnées" })).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test("le cookie du panier ne va jamais à /menu : sa page anonyme reste servie du cache", async ({
  page,
  context,
  request,
}) => {
  await addDrink(page, request, LEMONADE);
  await expect.poll(() => unitsInCopy(context)).toBe(1);
  expect(await cartCookie(context)).toHaveLength(2);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/menu"),
    page.goto("/menu"),
  ]);
  const sent = await response.request().allHeaders();
  expect(sent.cookie ?? "").not.toContain("cart=");
  // The anonymous copy of ADR 026: its ETag and its public caching.
  expect(response.headers().etag).toMatch(/^"page-/);
  expect(response.headers()["cache-control"]).toContain("public");
});

test("un panier changé dans le navigateur après le cookie l'emporte, sans décalage", async ({
  page,
  context,
  request,
}) => {
  await addDrink(page, request, LEMONADE);
  await expect.poll(() => unitsInCopy(context)).toBe(1);
  const stale = await cartCookie(context);
  await addDrink(page, request, LEMONADE);
  await expect.poll(() => unitsInCopy(context)).toBe(2);
  // The copy of one lemonade, as another tab might leave it behind the browser's two.
  await context.addCookies(stale);
  const html = await (await page.request.get("/checkout")).text();
  expect(html).toContain("Votre commande · 1 article");

  const watch = await watchFirstPaint(page);
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-summary")).toContainText("2 articles");
  expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  expect(await watch.skeletonSeen()).toBe(false);
  // The copy is written again from the browser's cart.
  await expect.poll(() => unitsInCopy(context)).toBe(2);
  const again = await (await page.request.get("/checkout")).text();
  expect(again).toContain("Votre commande · 2 articles");
  // A cart emptied behind the copy's back (its storage written directly): the page follows the
  // browser's, and the copy goes.
  await page.evaluate(() => {
    localStorage.setItem("cart", JSON.stringify({ lines: [], coupon: null }));
  });
  await page.goto("/menu");
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: EMPTY_TITLE })).toBeVisible();
  await expect.poll(() => cartCookie(context)).toEqual([]);
});

test("la commande ouverte sans panier : le serveur dessine le panier vide, sans squelette ni décalage (ADR 090)", async ({
  page,
  context,
  request,
}) => {
  const watch = await watchFirstPaint(page);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/checkout"),
    page.goto("/checkout"),
  ]);
  expect(await response.text()).toContain(EMPTY_TITLE);
  await expect(page.getByRole("heading", { level: 1, name: EMPTY_TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir la carte" })).toBeVisible();
  expect(await watch.skeletonSeen()).toBe(false);
  expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  expect(watch.errors).toEqual([]);

  // A cart the browser keeps without its copy (its cookie removed): drawn empty by the server,
  // the browser's cart wins once the page is live, and its copy is written again.
  await addDrink(page, request, LEMONADE);
  await expect.poll(() => unitsInCopy(context)).toBe(1);
  await context.clearCookies({ name: "cart" });
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: FIRST_TAB })).toBeVisible();
  await expect(page.getByTestId("checkout-summary")).toContainText("1 article");
  await expect.poll(() => unitsInCopy(context)).toBe(1);
});
