// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isStaleVisit,
  LAST_VISIT_KEY,
  RELOAD_AFTER_CLEARING_MS,
  readableCookieNames,
  STALE_AFTER_MS,
  startVisit,
} from "./stale-visit.ts";

const NOW = Date.UTC(2026, 10, 24, 11);

function visitStart() {
  const removed: string[] = [];
  const order: string[] = [];
  const reload = vi.fn();
  const start = {
    now: () => NOW,
    local: localStorage,
    session: sessionStorage,
    cookies: {
      names: () => ["i18n_redirected", "theme"],
      remove: (name: string) => {
        order.push("cookies");
        removed.push(name);
      },
    },
    afterClearing: () => {
      order.push(
        localStorage.length === 0 && sessionStorage.length === 0 ? "let go once cleared" : "let go too early",
      );
    },
    timers: globalThis,
    reload,
  };
  return { start, removed, reload, order };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem("cart", '{"items":[{"item_id":1}]}');
  sessionStorage.setItem("login-redirect", "/checkout");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a visitor back after more than 48 hours", () => {
  it("starts afresh: storage and cookies cleared, the page lets go of the old data, reload 0.5 s later", () => {
    localStorage.setItem(LAST_VISIT_KEY, String(NOW - STALE_AFTER_MS - 1));
    const { start, removed, reload, order } = visitStart();

    expect(startVisit(start)).toBe("stale");
    expect(order).toEqual(["cookies", "cookies", "let go once cleared"]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(removed).toEqual(["i18n_redirected", "theme"]);

    vi.advanceTimersByTime(RELOAD_AFTER_CLEARING_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("an active visitor", () => {
  it("keeps the cart and the session at exactly 48 hours, and the visit is recorded", () => {
    localStorage.setItem(LAST_VISIT_KEY, String(NOW - STALE_AFTER_MS));
    const { start, reload } = visitStart();

    expect(startVisit(start)).toBe("recorded");
    expect(localStorage.getItem("cart")).toContain("item_id");
    expect(sessionStorage.getItem("login-redirect")).toBe("/checkout");
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBe(String(NOW));
    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it("on a first visit (no time recorded) loses nothing", () => {
    const { start } = visitStart();
    expect(startVisit(start)).toBe("recorded");
    expect(localStorage.getItem("cart")).not.toBeNull();
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBe(String(NOW));
  });
});

describe("the 48-hour rule", () => {
  it("counts 2,880 minutes", () => {
    expect(STALE_AFTER_MS).toBe(2880 * 60 * 1000);
    expect(isStaleVisit(String(NOW - 2880 * 60_000 - 1), NOW)).toBe(true);
    expect(isStaleVisit(String(NOW - 2879 * 60_000), NOW)).toBe(false);
  });

  it("does not take an unreadable or future time for an absence", () => {
    expect(isStaleVisit("hier", NOW)).toBe(false);
    expect(isStaleVisit(String(NOW + 3 * STALE_AFTER_MS), NOW)).toBe(false);
    expect(isStaleVisit(null, NOW)).toBe(false);
  });
});

describe("readable cookies", () => {
  it("are named from document.cookie", () => {
    expect(readableCookieNames("i18n_redirected=fr; a=b=c;  theme=dark")).toEqual([
      "i18n_redirected",
      "a",
      "theme",
    ]);
    expect(readableCookieNames("")).toEqual([]);
  });
});
