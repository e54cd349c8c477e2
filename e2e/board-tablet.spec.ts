import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { boardState, clearBoard, openShop, placeOrders, staffCall, TIME_ZONE } from "./board-orders.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import { SHOP_CLOCK_START } from "./shop-clock.ts";
import { openAsOwner, setPause, staffToken } from "./staff.ts";

/**
 * The board as the kitchen reads it (ADR 056): a 1024 × 768 tablet in landscape, six orders
 * waiting with their buttons in sight, timers on the shop's clock, a pause said at the top; and
 * the back office's tabs on a phone. Orders are placed through the API, as a storefront would.
 */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
async function openBoard(page: Page) {
  await openAsOwner(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
}

const waitingCards = (page: Page) => page.getByTestId("board-column-to_accept").getByTestId("board-order");

test.describe("sur la tablette de la cuisine", () => {
  test.skip(({ isMobile }) => isMobile, "la tablette est un seul format : le projet « ordinateur » la prend");
  test.use({ viewport: TABLET });

  test("six commandes en attente tiennent sur l'écran 1024 × 768, avec leurs boutons, sans défiler", async ({
    page,
    request,
  }, testInfo) => {
    await openShop(request);
    await clearBoard(request);
    const placed = await placeOrders(request, 6);
    await openBoard(page);
    await expect(waitingCards(page)).toHaveCount(6);
    await expect(page.getByTestId("board-banner")).toHaveText("6 commandes à accepter");
    await page.screenshot({ path: testInfo.outputPath("tableau-tablette-6-commandes.png") });

    for (const card of await waitingCards(page).all()) {
      // The number, the timer and both answers, whole, in the window as it opened.
      await expect(card.getByRole("heading", { name: /^Commande n° \d+$/ })).toBeInViewport({ ratio: 1 });
      await expect(card.getByTestId("order-timer")).toBeInViewport({ ratio: 1 });
      await expect(card.getByRole("button", { name: "Accepter", exact: true })).toBeInViewport({ ratio: 1 });
      await expect(card.getByRole("button", { name: "Refuser", exact: true })).toBeInViewport({ ratio: 1 });
      // Touch targets a greasy thumb can hit.
      const accept = await card.getByRole("button", { name: "Accepter", exact: true }).boundingBox();
      expect(accept?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Opened again, the board comes drawn by the server from the session's cookie copy the page
    // wrote (ADR 079), its six orders in the HTML (with those other tests left in other columns),
    // and does not move as it hydrates and connects.
    const drawn = await (await page.request.get("/admin")).text();
    for (const id of placed) expect(drawn).toContain(`data-order-id="${id}"`);
    await page.reload();
    await expect(waitingCards(page)).toHaveCount(6);
    await expect(page.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
    expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  });

  test("le minuteur compte sur l'horloge du restaurant, pas sur celle de la tablette, et rougit quand la commande attend", async ({
    page,
    request,
  }) => {
    await openShop(request);
    // The tablet's clock twenty days and three hours ahead of the shop's.
    const tablet = Date.parse(SHOP_CLOCK_START) + 20 * 86_400_000 + 3 * 3_600_000;
    await page.clock.setSystemTime(new Date(tablet));
    const [id] = await placeOrders(request, 1);
    await openBoard(page);
    const card = page.locator(`[data-testid="board-order"][data-order-id="${id}"]`);
    // Just placed: 0 or 1 minute on the shop's clock (480 hours on the tablet's), not yet late.
    await expect(card.getByTestId("order-timer")).toHaveText(/il y a [01] min$/);
    await expect(card.getByTestId("order-timer")).toHaveAttribute("data-level", "calm");

    // Six minutes later on the tablet, so on the shop's clock the board keeps: still unanswered, red.
    await page.clock.setSystemTime(new Date(tablet + 6 * 60_000 + 30_000));
    await expect(card.getByTestId("order-timer")).toHaveText(/il y a [67] min, en retard$/);
    await expect(card.getByTestId("order-timer")).toHaveAttribute("data-level", "late");
  });

  test("une pause s'affiche en haut du tableau, avec sa raison et sa fin, et se lève de là", async ({
    page,
    request,
  }, testInfo) => {
    await openShop(request);
    const token = await staffToken(request);
    const now = Date.parse((await boardState(request)).now);
    const until = new Date(now + 45 * 60_000);
    const time = new Intl.DateTimeFormat("fr-FR", {
      timeZone: TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
    }).format(until);
    try {
      await setPause(request, token, {
        scope: "ordering",
        until: until.toISOString(),
        reason: "Coupure de gaz, le technicien arrive",
      });
      await setPause(request, token, {
        scope: "delivery",
        until: until.toISOString(),
        reason: "Plus de livreur",
      });
      await openBoard(page);
      const pauses = page.getByRole("region", { name: "Pauses en cours" });
      const ordering = pauses.getByTestId("board-pause-ordering");
      await expect(ordering).toContainText(`Commandes en pause jusqu'à ${time}`);
      await expect(ordering).toContainText("Coupure de gaz, le technicien arrive");
      await expect(pauses.getByTestId("board-pause-delivery")).toContainText(
        `Livraison en pause jusqu'à ${time}`,
      );
      // At the top: above every column, in the window as it opened.
      await expect(ordering).toBeInViewport({ ratio: 1 });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("tableau-en-pause.png") });

      // "Reprendre": ordering is open again, for the board and for the server.
      await ordering.getByRole("button", { name: "Reprendre les commandes" }).click();
      await expect(ordering).toHaveCount(0);
      // The button went with its band: focus waits on the board's title.
      await expect(page.getByRole("heading", { level: 1, name: "Commandes" })).toBeFocused();
      await expect(pauses.getByTestId("board-pause-delivery")).toBeVisible();
      const state = (await staffCall(request, "GET", "/v2/staff/availability")) as {
        pause: { ordering: unknown; delivery: unknown };
      };
      expect(state.pause.ordering).toBeNull();
      expect(state.pause.delivery).not.toBeNull();
      await pauses.getByRole("button", { name: "Reprendre la livraison" }).click();
      await expect(pauses).toHaveCount(0);
    } finally {
      await setPause(request, token, { scope: "ordering", until: null });
      await setPause(request, token, { scope: "delivery", until: null });
    }
  });
});

test.describe("sur un téléphone", () => {
  test.skip(({ isMobile }) => !isMobile, "le format téléphone : le projet « telephone » le prend");
  test.use({ viewport: PHONE });

  test("les onglets de l'espace équipe tiennent sur une ligne qui défile, au doigt comme au clavier", async ({
    page,
  }, testInfo) => {
    await openBoard(page);
    const nav = page.getByRole("navigation", { name: "Navigation du tableau" });
    const tabs = nav.getByRole("link");
    // The owner's tabs, "Rapports" among them, and everyone's own password last.
    await expect(tabs).toHaveCount(10);
    // One line of tabs, not ten stacked ones.
    const box = await nav.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(56);
    const header = await page.getByRole("banner").boundingBox();
    expect(header?.height ?? 0).toBeLessThan(130);
    await expect(nav.getByRole("link", { name: "Commandes" })).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("espace-equipe-telephone.png") });

    // The keyboard reaches the last tab, which scrolls into sight, and opens it.
    const last = nav.getByRole("link", { name: "Mot de passe" });
    await expect(last).not.toBeInViewport();
    await nav.getByRole("link", { name: "Commandes" }).focus();
    for (let press = 0; press < 9; press += 1) await page.keyboard.press("Tab");
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/mot-de-passe$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mon mot de passe" })).toBeVisible();
    // The current tab is brought into sight on the page it opened.
    await expect(nav.getByRole("link", { name: "Mot de passe" })).toBeInViewport();
  });
});
