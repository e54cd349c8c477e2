// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INSTALL_KEYS } from "./install-keys.ts";
import {
  checkStorageUseLater,
  leftoverKeys,
  RELOAD_AFTER_FREEING_MS,
  removeLeftoverKeys,
  STORAGE_CHECK_DELAY_MS,
  STORAGE_LIMIT_BYTES,
  type StorageUseCheck,
} from "./storage-housekeeping.ts";

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("leftover keys at start", () => {
  it("removes keys with cache, pwa or workbox, and keeps the visitor's own data and choices", () => {
    for (const key of [
      "menu-cache",
      "workbox-expiration",
      "old-pwa-flag",
      "cart",
      "checkout",
      "location",
      "auth",
      "cookie-consent",
      "last-visit",
      INSTALL_KEYS.installed,
      INSTALL_KEYS.hidden,
      INSTALL_KEYS.appleStepsShown,
    ]) {
      localStorage.setItem(key, "x");
    }
    expect(removeLeftoverKeys(localStorage).sort()).toEqual([
      "menu-cache",
      "old-pwa-flag",
      "workbox-expiration",
    ]);
    expect(localStorage.length).toBe(9);
    expect(localStorage.getItem(INSTALL_KEYS.hidden)).toBe("x");
  });

  it("matches the words as the spec writes them", () => {
    expect(leftoverKeys(["cacheVersion", "swCache", "pwa", "x-workbox-y", "carte"])).toEqual([
      "cacheVersion",
      "pwa",
      "x-workbox-y",
    ]);
  });
});

function storageCheck(usage: number) {
  const cleared = vi.fn(async () => {});
  const unregistered = vi.fn(async () => {});
  const reload = vi.fn();
  const warn = vi.fn();
  const check: StorageUseCheck = {
    timers: globalThis,
    estimate: async () => ({ usage }),
    clearCaches: cleared,
    unregisterWorkers: unregistered,
    session: sessionStorage,
    reload,
    warn,
  };
  return { check, cleared, unregistered, reload, warn };
}

describe("the storage check 2 s after start", () => {
  it("above 50 MB clears caches and workers, then reloads 500 ms later", async () => {
    const { check, cleared, unregistered, reload } = storageCheck(STORAGE_LIMIT_BYTES + 1);
    checkStorageUseLater(check);

    await vi.advanceTimersByTimeAsync(STORAGE_CHECK_DELAY_MS - 1);
    expect(cleared).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(cleared).toHaveBeenCalledOnce();
    expect(unregistered).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(RELOAD_AFTER_FREEING_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("at 50 MB or under leaves everything alone", async () => {
    const { check, cleared, unregistered, reload } = storageCheck(STORAGE_LIMIT_BYTES);
    expect(STORAGE_LIMIT_BYTES).toBe(50 * 1024 * 1024);
    checkStorageUseLater(check);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cleared).not.toHaveBeenCalled();
    expect(unregistered).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once per tab: still full after the reload, it only warns", async () => {
    const first = storageCheck(STORAGE_LIMIT_BYTES * 2);
    checkStorageUseLater(first.check);
    await vi.advanceTimersByTimeAsync(STORAGE_CHECK_DELAY_MS + RELOAD_AFTER_FREEING_MS);
    expect(first.reload).toHaveBeenCalledOnce();

    const afterReload = storageCheck(STORAGE_LIMIT_BYTES * 2);
    checkStorageUseLater(afterReload.check);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(afterReload.cleared).not.toHaveBeenCalled();
    expect(afterReload.reload).not.toHaveBeenCalled();
    expect(afterReload.warn).toHaveBeenCalledOnce();
  });

  it("only logs a failure, and does nothing where the browser cannot estimate", async () => {
    const failing = storageCheck(0);
    failing.check.estimate = () => Promise.reject(new Error("refusé"));
    checkStorageUseLater(failing.check);
    await vi.advanceTimersByTimeAsync(STORAGE_CHECK_DELAY_MS);
    expect(failing.warn).toHaveBeenCalledOnce();
    expect(failing.reload).not.toHaveBeenCalled();

    const without = storageCheck(0);
    without.check.estimate = null;
    checkStorageUseLater(without.check);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(without.warn).not.toHaveBeenCalled();
  });

  it("is cancelled when the page leaves before 2 s", async () => {
    const { check, cleared } = storageCheck(STORAGE_LIMIT_BYTES * 2);
    const cancel = checkStorageUseLater(check);
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cleared).not.toHaveBeenCalled();
  });
});
