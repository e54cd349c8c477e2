import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";

// The mobile app is a phone's: the desktop project has nothing more to show here.
test.skip(({ isMobile }) => !isMobile, "l'application mobile se teste sur le téléphone");

/**
 * The app's code, by what survives minification: the plugins' names as Capacitor registers them,
 * their methods, and the Android bridge core looks for (the shell's chunk, Capacitor's core, each
 * plugin and its web fallback).
 */
const NATIVE_CODE = /exitApp|setBackgroundColor|androidBridge|`StatusBar`|`App`/;

type BridgeCall = [plugin: string, method: string, options: unknown];

/**
 * What Capacitor's Android webview injects before the page's scripts, faked: the bridge object,
 * the plugins' headers, and native calls recorded instead of sent to Android. The test presses
 * the hardware back button through the listener the page registers.
 */
function fakeAndroidBridge() {
  const calls: BridgeCall[] = [];
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.androidBridge = {};
  scope.nativeCalls = calls;
  const promise = (name: string) => ({ name, rtype: "promise" });
  scope.Capacitor = {
    isNativePlatform: () => true,
    PluginHeaders: [
      {
        name: "App",
        methods: [{ name: "addListener", rtype: "callback" }, promise("removeListener"), promise("exitApp")],
      },
      { name: "StatusBar", methods: [promise("setStyle"), promise("setBackgroundColor")] },
    ],
    nativePromise: (plugin: string, method: string, options: unknown) => {
      calls.push([plugin, method, options]);
      return Promise.resolve();
    },
    nativeCallback: (
      plugin: string,
      method: string,
      options: { eventName?: string },
      callback: (event: unknown) => void,
    ) => {
      if (plugin === "App" && method === "addListener" && options.eventName === "backButton") {
        scope.pressBack = (canGoBack: boolean) => callback({ canGoBack });
      }
      return "rappel-1";
    },
  };
}

const nativeCalls = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { nativeCalls: BridgeCall[] }).nativeCalls);
const pressBack = (page: Page, canGoBack: boolean) =>
  page.evaluate(
    (can) => (globalThis as unknown as { pressBack: (can: boolean) => void }).pressBack(can),
    canGoBack,
  );

/** The shell's chunk has loaded and registered its back button listener with the bridge. */
const listensToBack = (page: Page) =>
  expect.poll(() => page.evaluate(() => "pressBack" in globalThis)).toBe(true);

test("dans un navigateur, aucune page ne charge le code de l'application mobile", async ({ page }) => {
  // The check below can fail: the build does hold the app's code, in a chunk of its own.
  const assets = join(import.meta.dirname, "..", "apps", "storefront", "build", "client", "assets");
  const nativeChunks = readdirSync(assets).filter((file) =>
    NATIVE_CODE.test(readFileSync(join(assets, file), "utf8")),
  );
  expect(nativeChunks.length).toBeGreaterThan(0);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const pageEnd = page.waitForResponse((response) => /\/assets\/page-end-[\w-]+\.js$/.test(response.url()));
  await page.goto("/menu");
  await pageEnd;
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => nativeChunks.some((chunk) => path.endsWith(`/${chunk}`)))).toEqual([]);
});

test("dans l'application : retour revient en arrière, puis deux appuis en 1 s la ferment ; la barre d'état prend le fond de la page", async ({
  page,
}) => {
  await page.addInitScript(fakeAndroidBridge);
  await page.goto("/");
  await page.getByRole("link", { name: "Voir la carte et commander" }).click();
  await expect(page).toHaveURL(/\/menu$/);

  // The status bar takes the shop's dark background, with light text ("DARK" in Capacitor's words).
  await expect
    .poll(() => nativeCalls(page))
    .toEqual(
      expect.arrayContaining([
        ["StatusBar", "setBackgroundColor", { color: "#111111" }],
        ["StatusBar", "setStyle", { style: "DARK" }],
      ]),
    );

  // Back, with a page to go back to: the home page again.
  await listensToBack(page);
  await pressBack(page, true);
  await expect(page).toHaveURL(/\/$/);
  // Whether the menu came by a link followed before hydration or not, the page back is ready once
  // its shell listens again.
  await listensToBack(page);

  // At the start page, a first press says how to leave, a second one leaves.
  await pressBack(page, false);
  await expect(page.getByRole("status").filter({ hasText: "Appuyez encore pour quitter" })).toBeVisible();
  expect(await nativeCalls(page)).not.toContainEqual(["App", "exitApp", undefined]);
  await pressBack(page, false);
  await expect.poll(() => nativeCalls(page)).toContainEqual(["App", "exitApp", undefined]);
});
