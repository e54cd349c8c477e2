import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { testJpeg } from "../apps/server/src/testing/test-photos.ts";
import { axeViolations } from "./axe.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import type { Menu } from "./restaurant.ts";
import { draftThings, staffToken } from "./staff.ts";

/**
 * The customer's pages with photos (ADR 055), in real Chromium against the real server: the owner's
 * photos are put in place through the API (uploaded, framed, saved in the draft, published, as
 * the editor does), then the menu shows the first dish's photo as a <picture> whose AVIF Chromium
 * fetches first, the other dishes keep their drawings in a box of the same width, nothing moves;
 * the home page's hero is the restaurant's photo, preloaded, and shared links show its JPEG; and
 * the service worker answers a photo it cannot fetch offline with an empty picture.
 */

/** Made here, 4:3: the dish's framing is the whole picture, the hero's its middle 16:9 band. */
const PHOTO = { width: 1600, height: 1200 };
const FRAMES = {
  dish: { x: 0, y: 0, width: 1, height: 1 },
  hero: { x: 0, y: 0.125, width: 1, height: 0.75 },
} as const;

async function ownerHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffToken(request)}` };
}

/** Uploads a picture and frames it as the editor does; waits until the encoder has made it. */
async function framedPhoto(request: APIRequestContext, kind: keyof typeof FRAMES, seed: number) {
  const headers = await ownerHeaders(request);
  const uploaded = await request.post("/v2/staff/photos", {
    headers: { ...headers, "Content-Type": "image/jpeg" },
    data: await testJpeg({ ...PHOTO, seed }),
  });
  expect(uploaded.status()).toBe(200);
  const { id } = ((await uploaded.json()) as { payload: { photo: { id: string } } }).payload.photo;
  const crop = FRAMES[kind];
  const framed = await request.post(`/v2/staff/photos/${id}/framings`, { headers, data: { kind, crop } });
  expect(framed.status()).toBe(200);
  const { key } = ((await framed.json()) as { payload: { framing: { key: string } } }).payload.framing;
  await expect
    .poll(
      async () => {
        const state = await request.get(`/v2/staff/photos/framings/${key}`, { headers });
        return ((await state.json()) as { payload: { framing: { status: string } } }).payload.framing.status;
      },
      { timeout: 60_000 },
    )
    .toBe("ready");
  return { photo: { id, crop }, key };
}

/** Saves one of the draft's things with a change, as its form would. */
async function saveThing(
  request: APIRequestContext,
  ref: string,
  change: (value: Record<string, unknown>) => Record<string, unknown>,
) {
  const thing = (await draftThings(request)).find((candidate) => candidate.ref === ref);
  if (!thing) throw new Error(`élément introuvable dans le brouillon : ${ref}`);
  const saved = await request.put(`/v2/staff/catalogue/draft/things/${ref}`, {
    headers: await ownerHeaders(request),
    data: { revision: thing.revision, value: change(thing.value) },
  });
  expect(saved.status()).toBe(200);
}

/** The menu's first dish, the one at the top of its first screen. */
async function firstDish(request: APIRequestContext) {
  const menus = ((await (await request.get("/v2/public/menus")).json()) as { payload: Menu[] }).payload;
  const category = menus[0]?.categories[0];
  const dish = category?.items[0];
  if (!category || !dish) throw new Error("la carte n'a aucun plat");
  return { ...dish, category_name: category.category_name };
}

/**
 * The first dish's photo and the restaurant's hero, published. The run's two projects share one
 * server: the second finds the same photos (the same bytes make the same photo and framing) and
 * a draft with nothing new to publish.
 */
async function publishPhotos(request: APIRequestContext) {
  const dish = await firstDish(request);
  const dishPhoto = await framedPhoto(request, "dish", 21);
  const hero = await framedPhoto(request, "hero", 22);
  const item = (await draftThings(request)).find(
    (thing) => thing.kind === "item" && thing.value.name === dish.item_name,
  );
  if (!item) throw new Error(`plat introuvable dans le brouillon : ${dish.item_name}`);
  await saveThing(request, item.ref, (value) => ({ ...value, photo: dishPhoto.photo }));
  // Its category shows the same photo (the same framing) on the home page's list of menus.
  const category = (await draftThings(request)).find(
    (thing) => thing.kind === "category" && thing.value.name === dish.category_name,
  );
  if (!category) throw new Error(`catégorie introuvable dans le brouillon : ${dish.category_name}`);
  await saveThing(request, category.ref, (value) => ({ ...value, photo: dishPhoto.photo }));
  await saveThing(request, "settings:site", (value) => ({ ...value, "site.photo": hero.photo }));
  const published = await request.post("/v2/staff/catalogue/publish", {
    headers: await ownerHeaders(request),
    data: { confirm_warnings: true },
  });
  if (published.status() !== 201) {
    expect(published.status()).toBe(409);
    expect(((await published.json()) as { code: string }).code).toBe("nothing_to_publish");
  }
  return { dish, dishKey: dishPhoto.key, heroKey: hero.key };
}

/** The photos a page fetched, with the type each came as. */
function watchPhotos(page: Page) {
  const photos: { path: string; type: string }[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/photos/")) photos.push({ path, type: response.headers()["content-type"] ?? "" });
  });
  return photos;
}

/** An <img> drawn: its file arrived and decoded (the tests' TypeScript knows no DOM). */
function isLoaded(image: Locator) {
  return image.evaluate((element) => {
    const drawn = element as unknown as { complete: boolean; naturalWidth: number };
    return drawn.complete && drawn.naturalWidth > 0;
  });
}

const srcSet = (key: string, extension: string, widths: number[]) =>
  widths.map((width) => `/photos/${key}-${width}.${extension} ${width}w`).join(", ");
const DISH_WIDTHS = [160, 320, 480, 640, 960, 1200];
const HERO_WIDTHS = [480, 800, 1200, 1600, 2000];

test("la carte : la photo du premier plat en AVIF, chargée d'abord ; les autres plats gardent leur dessin, rien ne bouge", async ({
  page,
  request,
}, testInfo) => {
  const { dish, dishKey } = await publishPhotos(request);
  const photos = watchPhotos(page);
  await page.goto("/menu");

  const row = page.getByRole("listitem").filter({ hasText: dish.item_name }).first();
  const picture = row.locator("picture");
  await expect(picture).toHaveCount(1);
  await expect(picture.locator("source")).toHaveCount(2);
  const [avif, webp] = [picture.locator("source").first(), picture.locator("source").last()];
  await expect(avif).toHaveAttribute("type", "image/avif");
  await expect(avif).toHaveAttribute("srcset", srcSet(dishKey, "avif", DISH_WIDTHS));
  await expect(webp).toHaveAttribute("type", "image/webp");
  const image = picture.locator("img");
  await expect(image).toHaveAttribute("srcset", srcSet(dishKey, "jpg", DISH_WIDTHS));
  await expect(image).toHaveAttribute("src", `/photos/${dishKey}-480.jpg`);
  await expect(image).toHaveAttribute("sizes", "128px");
  // The first dish is on the first screen: fetched at once, before the page's other pictures.
  await expect(image).toHaveAttribute("loading", "eager");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("width", "128");
  await expect(image).toHaveAttribute("height", "96");
  await expect.poll(() => isLoaded(image)).toBe(true);

  // Chromium reads AVIF: every photo came as AVIF, and the row's own at a width for its screen.
  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) expect(photo.type, photo.path).toBe("image/avif");
  expect(photos.some((photo) => photo.path.startsWith(`/photos/${dishKey}-`))).toBe(true);

  // A dish without a photo keeps its drawing, in a box as wide as the photo's: the rows align.
  const drawnRow = page
    .locator("main li")
    .filter({ has: page.locator("img[src^='/images/']") })
    .first();
  const drawn = drawnRow.locator("img");
  await expect(drawn).toBeVisible();
  await expect(page.locator("main li picture img[src^='/images/']")).toHaveCount(0);
  const [photoBox, drawnBox] = [await image.boundingBox(), await drawn.boundingBox()];
  expect(photoBox?.width).toBe(128);
  expect(drawnBox?.width).toBe(photoBox?.width);
  expect(drawnBox?.height).toBe(photoBox?.height);
  // At the same place in its row (on a wide screen the rows are a grid's cards, ADR 057).
  const [rowBox, drawnRowBox] = [await row.boundingBox(), await drawnRow.boundingBox()];
  expect((drawnBox?.x ?? 0) - (drawnRowBox?.x ?? 0)).toBe((photoBox?.x ?? 0) - (rowBox?.x ?? 0));
  // The picture's sources take no place: the dish's name has the same width beside either.
  const nameWidth = (item: Locator) =>
    item.locator("h4").evaluate((element) => (element as unknown as { clientWidth: number }).clientWidth);
  expect(await nameWidth(drawnRow)).toBe(await nameWidth(row));

  // Nothing moved while the photos arrived, nor while scrolling through the lazy ones.
  expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  await page.mouse.wheel(0, -1500);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("carte-avec-photo.png") });

  // The product sheet shows the photo across its width.
  await row.getByRole("link", { name: dish.item_name }).click();
  const sheet = page.getByRole("dialog", { name: dish.item_name });
  const sheetImage = sheet.locator("picture img");
  await expect(sheetImage).toBeVisible();
  await expect.poll(() => isLoaded(sheetImage)).toBe(true);
  const sheetBox = await sheetImage.boundingBox();
  expect(Math.abs((sheetBox?.width ?? 0) / (sheetBox?.height ?? 1) - 4 / 3)).toBeLessThan(0.02);
  for (const photo of photos) expect(photo.type, photo.path).toBe("image/avif");
  await page.screenshot({ path: testInfo.outputPath("fiche-avec-photo.png") });
});

test("l'accueil : la photo du restaurant, préchargée en AVIF, chargée d'abord ; les liens partagés montrent son JPEG de 1200 pixels ; chaque catégorie mène à la carte avec sa photo", async ({
  page,
  request,
}, testInfo) => {
  const { heroKey, dishKey, dish } = await publishPhotos(request);
  const photos = watchPhotos(page);
  await page.goto("/");

  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute("type", "image/avif");
  await expect(preload).toHaveAttribute("imagesrcset", srcSet(heroKey, "avif", HERO_WIDTHS));
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  const hero = page.locator("main section").first().locator("picture img");
  // Beside the restaurant's name on a wide screen, under it on a phone: its grid holds two cells.
  const [title, heroBox] = [
    await page.getByRole("heading", { level: 1 }).boundingBox(),
    await hero.boundingBox(),
  ];
  if (testInfo.project.name === "ordinateur")
    expect(heroBox?.y).toBeLessThan((title?.y ?? 0) + (title?.height ?? 0));
  else expect(heroBox?.y).toBeGreaterThan(title?.y ?? 0);
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("width", "1600");
  await expect(hero).toHaveAttribute("height", "900");
  // The preload and the picture ask for the same file: the page fetches it once.
  expect(await preload.getAttribute("imagesizes")).toBe(await hero.getAttribute("sizes"));
  await expect.poll(() => isLoaded(hero)).toBe(true);
  const heroFetches = photos.filter((photo) => photo.path.startsWith(`/photos/${heroKey}-`));
  expect(heroFetches.length).toBe(1);
  expect(heroFetches[0]?.type).toBe("image/avif");
  expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  await page.screenshot({ path: testInfo.outputPath("accueil-avec-photo.png") });

  const meta = (property: string) => page.locator(`meta[property="${property}"]`);
  const origin = new URL(page.url()).origin;
  await expect(meta("og:image")).toHaveAttribute("content", `${origin}/photos/${heroKey}-1200.jpg`);
  await expect(meta("og:image:width")).toHaveAttribute("content", "1200");
  await expect(meta("og:image:height")).toHaveAttribute("content", "675");
  const shared = await request.get(`/photos/${heroKey}-1200.jpg`);
  expect(shared.headers()["content-type"]).toBe("image/jpeg");

  // "Nos menus": the first category, with its photo, leads to its place on the menu.
  const categoryLink = page.getByRole("link", { name: dish.category_name, exact: true });
  await expect(categoryLink.locator("picture img")).toHaveAttribute(
    "srcset",
    srcSet(dishKey, "jpg", DISH_WIDTHS),
  );
  await categoryLink.click();
  await expect(page).toHaveURL(/\/menu#categorie-\d+$/);
  await expect(page.locator(`section${new URL(page.url()).hash}`)).toBeInViewport();
});

test("hors ligne, une photo jamais vue s'affiche vide plutôt qu'en image cassée ; une photo vue vient du cache", async ({
  page,
  request,
  context,
  isMobile,
}) => {
  test.skip(!isMobile, "le service worker est le même sur tous les écrans");
  const { dishKey } = await publishPhotos(request);
  await page.goto("/menu");
  await page.waitForFunction(() => {
    const world = globalThis as unknown as { navigator: { serviceWorker: { controller: object | null } } };
    return world.navigator.serviceWorker.controller !== null;
  });
  // Under the worker, the first dish's photo is fetched (and kept) again.
  await page.reload();
  const image = page.locator("main li picture img").first();
  await expect.poll(() => isLoaded(image)).toBe(true);
  const seen = await image.evaluate((element) => (element as unknown as { currentSrc: string }).currentSrc);
  expect(new URL(seen).pathname).toMatch(new RegExp(`^/photos/${dishKey}-\\d+\\.avif$`));

  await context.setOffline(true);
  const answers = await page.evaluate(
    async (paths) =>
      Promise.all(
        paths.map(async (path) => {
          const response = await fetch(path);
          return { status: response.status, type: response.headers.get("Content-Type") };
        }),
      ),
    [new URL(seen).pathname, "/photos/0123456789abcdef0123-160.avif"],
  );
  expect(answers).toEqual([
    { status: 200, type: "image/avif" },
    { status: 200, type: "image/svg+xml" },
  ]);
  // An <img> of a photo never seen draws the empty picture: no broken-image icon.
  const drawnOffline = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const world = globalThis as unknown as {
          document: { createElement(tag: string): { src: string; onload: () => void; onerror: () => void } };
        };
        const img = world.document.createElement("img");
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = "/photos/0123456789abcdef0123-320.webp";
      }),
  );
  expect(drawnOffline).toBe(true);
  await context.setOffline(false);
});
