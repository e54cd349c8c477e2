import type { Style } from "@capacitor/status-bar";

/**
 * The mobile app's behaviour around the shop's pages (spec section 2, ADR 038). It runs only in
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

interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** Browsers give computed colours as `rgb()`/`rgba()`; a page's meta gives `#hex`. */
function parseColour(css: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join("") : hex[1];
    const [red, green, blue] = [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
    return { red: red ?? 0, green: green ?? 0, blue: blue ?? 0, alpha: 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/i.exec(
    css.trim(),
  );
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return { red: Number(rgb[1]), green: Number(rgb[2]), blue: Number(rgb[3]), alpha };
}

function toHex({ red, green, blue }: Rgba): string {
  return `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
}

/** Dark when white text reads better on it than black (WCAG contrast of each). */
export function isDark(hex: string): boolean {
  const colour = parseColour(hex);
  if (!colour) return false;
  const linear = (part: number) => {
    const value = part / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance =
    0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue);
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.05;
}
