import type { Style } from "@capacitor/status-bar";
import { isDark, parseColour, toHex } from "@comptoir/ui/colour-contrast.ts";

/**
 * The mobile app's behaviour around the shop's pages (docs/product.md#mobile-app, ADR 038). It runs only in
 * the Capacitor shell, loaded by `components/native-shell.tsx`; Capacitor's plugins are passed in,
 * so tests drive it with fakes and no browser ever loads it.
 */

/** How long after a first press at the start page a second press of back closes the app. */
export const EXIT_WINDOW_MS = 1000;

/** What the shell uses of `@capacitor/app`'s App: the real plugin fits, and so do fakes. */
export interface ShellApp {
  addListener(
    eventName: "backButton",
    listener: (event: { canGoBack: boolean }) => void,
  ): Promise<{ remove: () => Promise<void> }>;
  exitApp(): Promise<void>;
}

/** What the shell uses of `@capacitor/status-bar`'s StatusBar. */
export interface ShellStatusBar {
  setStyle(options: { style: Style }): Promise<void>;
  setBackgroundColor(options: { color: string }): Promise<void>;
}

export type ShellPage = Pick<Window, "history" | "document" | "getComputedStyle">;

export interface NativeShell {
  /** Paints the status bar in the page's background colour; called when the page changes. */
  followPage(): void;
  stop(): void;
}

// The plugin's `Style` names the bar's content for a background: "DARK" means light text, for a
// dark background. Its values are taken as strings so that this module imports no Capacitor code.
const LIGHT_TEXT = "DARK" as Style;
const DARK_TEXT = "LIGHT" as Style;

export function startNativeShell({
  app,
  statusBar,
  page,
  onExitHint,
}: {
  app: ShellApp;
  statusBar: ShellStatusBar;
  page: ShellPage;
  /** Shows or hides "Appuyez encore pour quitter": shown exactly while a second press exits. */
  onExitHint: (shown: boolean) => void;
}): NativeShell {
  let exitWindow: ReturnType<typeof setTimeout> | null = null;
  let paintedColour: string | null = null;

  const closeExitWindow = () => {
    if (exitWindow === null) return;
    clearTimeout(exitWindow);
    exitWindow = null;
    onExitHint(false);
  };

  const onBack = ({ canGoBack }: { canGoBack: boolean }) => {
    // An open sheet closes first, as back does in Chrome on Android; the sheet's own close
    // handler updates the page (components/ui/sheet-dialog.tsx).
    const openSheets = page.document.querySelectorAll<HTMLDialogElement>("dialog[open]");
    const topSheet = openSheets[openSheets.length - 1];
    if (topSheet) {
      closeExitWindow();
      topSheet.close();
      return;
    }
    if (canGoBack) {
      closeExitWindow();
      page.history.back();
      return;
    }
    if (exitWindow !== null) {
      closeExitWindow();
      void app.exitApp();
      return;
    }
    onExitHint(true);
    exitWindow = setTimeout(() => {
      exitWindow = null;
      onExitHint(false);
    }, EXIT_WINDOW_MS);
  };

  const listener = app.addListener("backButton", onBack);

  return {
    followPage() {
      const colour = pageBackground(page);
      if (colour === null || colour === paintedColour) return;
      paintedColour = colour;
      // Android 15+ draws the page under the bar (edge to edge) and iOS has no bar colour: there
      // the call fails and the page's own background shows through, so only the style matters.
      statusBar.setBackgroundColor({ color: colour }).catch(() => {});
      statusBar.setStyle({ style: isDark(colour) ? LIGHT_TEXT : DARK_TEXT }).catch(() => {});
    },
    stop() {
      closeExitWindow();
      void listener.then((handle) => handle.remove());
    },
  };
}

/**
 * The colour the customer sees behind the top of the page, as `#rrggbb`: the body's background,
 * else the root's, else the page's `theme-color`; null when none is a plain colour.
 */
export function pageBackground(page: ShellPage): string | null {
  const { body, documentElement } = page.document;
  for (const element of [body, documentElement]) {
    if (!element) continue;
    const colour = parseColour(page.getComputedStyle(element).backgroundColor);
    if (colour && colour.alpha > 0) return toHex(colour);
  }
  const themeColour = page.document.querySelector('meta[name="theme-color"]')?.getAttribute("content");
  const colour = themeColour ? parseColour(themeColour) : null;
  return colour && colour.alpha > 0 ? toHex(colour) : null;
}
