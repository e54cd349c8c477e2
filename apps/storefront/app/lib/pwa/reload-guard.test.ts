import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  reloadOnceAfterChunkError,
} from "./reload-guard.ts";

/** A session storage of one tab, kept across the reloads this test pretends to do. */
function sessionOfOneTab() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("le rechargement après un fichier de code introuvable", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T11:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("recharge une fois, puis plus pendant 10 s, puis de nouveau", () => {
    const storage = sessionOfOneTab();
    const reload = vi.fn();
    const tryReload = () => reloadOnceAfterChunkError({ storage, now: Date.now, reload });

    expect(tryReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe(String(Date.now()));

    // The reloaded page fails again at once: the network, not a deployment. No loop.
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(tryReload()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(tryReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("ne se laisse pas bloquer par une valeur abîmée ou une horloge qui recule", () => {
    const storage = sessionOfOneTab();
    const reload = vi.fn();
    storage.setItem(RELOAD_GUARD_KEY, "pas un nombre");
    expect(reloadOnceAfterChunkError({ storage, now: Date.now, reload })).toBe(true);
    storage.setItem(RELOAD_GUARD_KEY, String(Date.now() + 60_000));
    expect(reloadOnceAfterChunkError({ storage, now: Date.now, reload })).toBe(true);
  });

  it("reconnaît un import dynamique échoué, et rien d'autre", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
