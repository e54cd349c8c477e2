import { afterEach, describe, expect, it, vi } from "vitest";
import { isNativeShell } from "./native-platform.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("whether the page runs in the mobile app", () => {
  it("is not, in a browser, where Capacitor injects nothing", () => {
    expect(isNativeShell()).toBe(false);
  });

  it("is not when Capacitor's web layer says the platform is the web", () => {
    vi.stubGlobal("Capacitor", { isNativePlatform: () => false });
    expect(isNativeShell()).toBe(false);
  });

  it("is, when the app's webview says the platform is native", () => {
    vi.stubGlobal("Capacitor", { isNativePlatform: () => true });
    expect(isNativeShell()).toBe(true);
  });
});
