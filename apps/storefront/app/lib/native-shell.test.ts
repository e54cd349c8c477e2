// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXIT_WINDOW_MS, pageBackground, type ShellPage, startNativeShell } from "./native-shell.ts";

/** A fake of Capacitor's App plugin: the test presses back as Android would. */
function fakeApp() {
  let listener: ((event: { canGoBack: boolean }) => void) | null = null;
  const app = {
    exitApp: vi.fn(async () => {}),
    addListener: vi.fn(async (_event: "backButton", next: (event: { canGoBack: boolean }) => void) => {
      listener = next;
      return {
        remove: async () => {
          listener = null;
        },
      };
    }),
  };
  const pressBack = (canGoBack: boolean) => listener?.({ canGoBack });
  return { app, pressBack, listening: () => listener !== null };
}

function fakeStatusBar() {
  return {
    setStyle: vi.fn(async (_options: { style: string }) => {}),
    setBackgroundColor: vi.fn(async (_options: { color: string }) => {}),
  };
}

function fakePage(): ShellPage & { history: { back: ReturnType<typeof vi.fn> } } {
  return {
    document,
    getComputedStyle: window.getComputedStyle.bind(window),
    history: { back: vi.fn() },
  } as never;
}

function start() {
  const { app, pressBack, listening } = fakeApp();
  const statusBar = fakeStatusBar();
  const page = fakePage();
  const hints: boolean[] = [];
  const shell = startNativeShell({ app, statusBar, page, onExitHint: (shown) => hints.push(shown) });
  return { app, pressBack, listening, statusBar, page, hints, shell };
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.body.removeAttribute("style");
  document.documentElement.removeAttribute("style");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the hardware back button", () => {
  it("goes back in the page history when there is one", async () => {
    const { pressBack, page, app, hints } = start();
    await vi.waitFor(() => expect(app.addListener).toHaveBeenCalled());
    pressBack(true);
    pressBack(true);
    expect(page.history.back).toHaveBeenCalledTimes(2);
    expect(app.exitApp).not.toHaveBeenCalled();
    expect(hints).toEqual([]);
  });

  it("at the start page, says to press again, and a second press within 1 s closes the app", async () => {
    const { pressBack, app, hints, page } = start();
    await vi.waitFor(() => expect(app.addListener).toHaveBeenCalled());
    pressBack(false);
    expect(hints).toEqual([true]);
    expect(app.exitApp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EXIT_WINDOW_MS - 1);
    pressBack(false);
    expect(app.exitApp).toHaveBeenCalledTimes(1);
    expect(hints).toEqual([true, false]);
    expect(page.history.back).not.toHaveBeenCalled();
  });

  it("after 1 s, the hint goes and a press counts as a first press again", async () => {
    const { pressBack, app, hints } = start();
    await vi.waitFor(() => expect(app.addListener).toHaveBeenCalled());
    pressBack(false);
    vi.advanceTimersByTime(EXIT_WINDOW_MS);
    expect(hints).toEqual([true, false]);
    pressBack(false);
    expect(app.exitApp).not.toHaveBeenCalled();
    expect(hints).toEqual([true, false, true]);
  });

  it("closes an open sheet before leaving the page", async () => {
    const { pressBack, app, page } = start();
    await vi.waitFor(() => expect(app.addListener).toHaveBeenCalled());
    document.body.innerHTML = "<dialog open>Produit</dialog>";
    const sheet = document.querySelector("dialog");
    pressBack(false);
    expect(sheet?.open).toBe(false);
    expect(page.history.back).not.toHaveBeenCalled();
    expect(app.exitApp).not.toHaveBeenCalled();
  });

  it("stops listening when the shell stops", async () => {
    const { shell, listening, app } = start();
    await vi.waitFor(() => expect(listening()).toBe(true));
    shell.stop();
    await vi.waitFor(() => expect(listening()).toBe(false));
    expect(app.exitApp).not.toHaveBeenCalled();
  });
});

describe("the status bar", () => {
  it("takes the page's background, with light text on a dark page", () => {
    document.body.style.backgroundColor = "#111111";
    const { shell, statusBar } = start();
    shell.followPage();
    expect(statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: "#111111" });
    expect(statusBar.setStyle).toHaveBeenCalledWith({ style: "DARK" });
  });

  it("follows a page with another background, with dark text on a light page", () => {
    document.body.style.backgroundColor = "#111111";
    const { shell, statusBar } = start();
    shell.followPage();
    document.body.style.backgroundColor = "rgb(245, 239, 230)";
    shell.followPage();
    expect(statusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: "#f5efe6" });
    expect(statusBar.setStyle).toHaveBeenLastCalledWith({ style: "LIGHT" });
  });

  it("is not repainted when the next page has the same background", () => {
    document.body.style.backgroundColor = "#111111";
    const { shell, statusBar } = start();
    shell.followPage();
    shell.followPage();
    expect(statusBar.setBackgroundColor).toHaveBeenCalledTimes(1);
  });

  it("keeps the page working where the platform cannot colour the bar (iOS, Android 15+)", async () => {
    document.body.style.backgroundColor = "#111111";
    const { shell, statusBar } = start();
    statusBar.setBackgroundColor.mockRejectedValue(new Error("Not implemented on iOS."));
    expect(() => shell.followPage()).not.toThrow();
    await vi.waitFor(() => expect(statusBar.setStyle).toHaveBeenCalledWith({ style: "DARK" }));
  });
});

describe("the page's background", () => {
  it("is the root's when the body has none, then the page's theme colour", () => {
    const page = fakePage();
    expect(pageBackground(page)).toBeNull();
    document.head.innerHTML = '<meta name="theme-color" content="#f54f2f">';
    expect(pageBackground(page)).toBe("#f54f2f");
    document.documentElement.style.backgroundColor = "rgb(28, 28, 28)";
    expect(pageBackground(page)).toBe("#1c1c1c");
    document.body.style.backgroundColor = "rgba(0, 0, 0, 0)";
    expect(pageBackground(page)).toBe("#1c1c1c");
  });
});
