import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { clearBoard, openShop, placeOrders, staffCall, TIME_ZONE } from "./board-orders.ts";
import { openAsOwner, staffToken } from "./staff.ts";

/**
 * The kitchen's load and the "coup de feu" on the board (ADR 064), against the real server: the
 * strip shows the next windows GET /v2/staff/kitchen/load gives, under the six tickets' limit of a
 * 1024 × 768 tablet; a team member who is not the owner starts a coup de feu, the banner says it,
 * the server holds it, and the member ends it. Every test ends any coup de feu it may leave: the
 * run's other specs order from the same shop.
 */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface KitchenWindow {
  start: string;
  capacity: number | null;
  reserved: number;
  closed: boolean;
}
interface KitchenLoad {
  windows: KitchenWindow[];
  rush: { extra_minutes: number; close: boolean; until: string } | null;
  now: string;
}

const kitchenLoad = async (request: APIRequestContext) =>
  (await staffCall(request, "GET", "/v2/staff/kitchen/load")) as KitchenLoad;
const endRush = (request: APIRequestContext) =>
  staffCall(request, "PUT", "/v2/staff/kitchen/rush", { extra_minutes: 0, close: false, until: null });

const clock = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const timeOf = (iso: string) => clock.format(new Date(iso));

/** A team member who is not the owner, added by the owner once per run, signed in on the tablet. */
let memberSession: string | null = null;
async function openAsMember(page: Page, path: string) {
  if (!memberSession) {
    const member = { email: `sami-${Date.now()}@piment-rouge.test`, password: "frites-du-coup-de-feu" };
    const added = await page.request.post("/v2/staff/team", {
      headers: { Authorization: `Bearer ${await staffToken(page.request)}` },
      data: { ...member, name: "Sami", role: "staff" },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const login = await page.request.post("/v2/staff/auth/login", { data: member });
    expect(login.status()).toBe(200);
    memberSession = JSON.stringify(((await login.json()) as { payload: unknown }).payload);
  }
  await page.addInitScript((kept) => localStorage.setItem("staff-session", kept), memberSession);
  await page.goto(path);
}

async function boardIsLive(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
}

const loadStrip = (page: Page) => page.getByRole("region", { name: "Charge de la cuisine" });

/** The strip shows one bar per window the server gives, each named by its start on the shop's clock. */
async function expectWindowsOf(page: Page, load: KitchenLoad) {
  const bars = loadStrip(page).getByRole("img");
  await expect(bars).toHaveCount(load.windows.length);
  for (const [index, window] of load.windows.entries()) {
    const time = timeOf(window.start);
    const said = window.closed
      ? `${time} : fermé`
      : window.capacity === null
        ? `${time} : pas de limite (${window.reserved} min)`
        : new RegExp(`^${time} : \\d+ % \\(${window.reserved} min sur ${window.capacity}\\)$`);
    await expect(bars.nth(index)).toHaveAccessibleName(said);
  }
}

/** The six waiting tickets' numbers and answers, whole, in the window as it is. */
async function sixTicketsInSight(page: Page) {
  const cards = page.getByTestId("board-column-to_accept").getByTestId("board-order");
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { name: /^Commande n° \d+$/ })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole("button", { name: "Accepter", exact: true })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole("button", { name: "Refuser", exact: true })).toBeInViewport({ ratio: 1 });
  }
}

test.describe("sur la tablette de la cuisine", () => {
  test.skip(({ isMobile }) => isMobile, "la tablette est un seul format : le projet « ordinateur » la prend");
  test.use({ viewport: TABLET });

  test("la charge des prochains créneaux tient sur une ligne ; un équipier lance un coup de feu, le voit, puis le termine", async ({
    page,
    request,
  }, testInfo) => {
    await openShop(request);
    await endRush(request);
    await clearBoard(request);
    await placeOrders(request, 6);
    try {
      await openAsMember(page, "/admin");
      await boardIsLive(page);
      const before = await kitchenLoad(request);
      expect(before.windows.length, "les créneaux des deux prochaines heures").toBeGreaterThan(0);
      await expectWindowsOf(page, before);
      await expect(loadStrip(page)).toBeInViewport({ ratio: 1 });
      // The strip costs one line: the six tickets keep their answers in sight.
      await sixTicketsInSight(page);
      expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("charge-cuisine-tablette.png") });

      // A member who is not the owner starts one: +20 minutes and the next windows closed, for 30 minutes.
      await page.getByRole("button", { name: "Coup de feu" }).click();
      const dialog = page.getByRole("dialog", { name: "Coup de feu" });
      await dialog.getByText("+20 min", { exact: true }).click();
      await dialog.getByText("Fermer les prochains créneaux", { exact: true }).click();
      const halfAnHour = dialog.getByText(/^30 min · \d\d:\d\d$/);
      const end = /(\d\d:\d\d)$/.exec((await halfAnHour.textContent()) ?? "")?.[1] ?? "";
      await halfAnHour.click();
      expect(await axeViolations(page, "dialog")).toEqual([]);
      await dialog.getByRole("button", { name: "Lancer le coup de feu" }).click();
      await expect(dialog).toHaveCount(0);

      const banner = page.getByTestId("board-rush");
      await expect(banner).toContainText(`Coup de feu : +20 min, créneaux fermés, jusqu'à ${end}`);
      // The server holds it, until the time the banner says.
      const during = await kitchenLoad(request);
      expect(during.rush).toMatchObject({ extra_minutes: 20, close: true });
      expect(timeOf(during.rush?.until ?? "")).toBe(end);
      await expectWindowsOf(page, during);
      expect(
        during.windows.some((window) => window.closed),
        "un créneau fermé",
      ).toBe(true);
      // The banner shares the strip's line: the tickets are still all in sight.
      await expect(banner).toBeInViewport({ ratio: 1 });
      await sixTicketsInSight(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("coup-de-feu-tablette.png") });

      await banner.getByRole("button", { name: "Terminer le coup de feu" }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Coup de feu" })).toBeVisible();
      expect((await kitchenLoad(request)).rush).toBeNull();
    } finally {
      await endRush(request);
    }
  });
});

test.describe("sur un téléphone", () => {
  test.skip(({ isMobile }) => !isMobile, "le format téléphone : le projet « telephone » le prend");
  test.use({ viewport: PHONE });

  test("la charge et le coup de feu se lisent sur un téléphone", async ({ page, request }, testInfo) => {
    await endRush(request);
    try {
      await openAsOwner(page, "/admin");
      await boardIsLive(page);
      await expectWindowsOf(page, await kitchenLoad(request));
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("charge-cuisine-telephone.png"), fullPage: true });

      await staffCall(request, "PUT", "/v2/staff/kitchen/rush", {
        extra_minutes: 10,
        close: false,
        until: new Date(Date.parse((await kitchenLoad(request)).now) + 60 * 60_000).toISOString(),
      });
      // Started from another tablet: the stream speaks (the setting changed), this board reads it again.
      const banner = page.getByTestId("board-rush");
      await expect(banner).toContainText(/^Coup de feu : \+10 min jusqu'à \d\d:\d\d/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("coup-de-feu-telephone.png"), fullPage: true });
      await banner.getByRole("button", { name: "Terminer le coup de feu" }).click();
      await expect(banner).toHaveCount(0);
    } finally {
      await endRush(request);
    }
  });
});
