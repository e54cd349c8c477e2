import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  INSTALL_BANNER_DELAYS,
  type InstallReadinessFacts,
  waitForInstallReadiness,
} from "./install-readiness.ts";

/** The three facts, switchable as the visitor answers, chooses and the browser offers. */
function facts(initial: { consent?: boolean; address?: boolean; prompt?: boolean } = {}) {
  const state = { consent: false, address: false, prompt: false, ...initial };
  const readiness: InstallReadinessFacts = {
    hasConsentAnswer: () => state.consent,
    hasDeliveryAddress: () => state.address,
    hasInstallPrompt: () => state.prompt,
  };
  return { state, readiness };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the install banner's loading flag", () => {
  it("clears 2 s after start when consent, an address and a prompt are all there", () => {
    const { readiness } = facts({ consent: true, address: true, prompt: true });
    const ready = vi.fn();
    waitForInstallReadiness(readiness, globalThis, ready);

    vi.advanceTimersByTime(INSTALL_BANNER_DELAYS.allPresentAtStart - 1);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(ready).toHaveBeenCalledOnce();
  });

  it("looks again every second and clears 1.5 s after the last of the three arrives", () => {
    const { state, readiness } = facts({ consent: true, prompt: true });
    const ready = vi.fn();
    waitForInstallReadiness(readiness, globalThis, ready);

    vi.advanceTimersByTime(3500);
    state.address = true; // chosen at 3.5 s: the poll at 4 s sees it
    vi.advanceTimersByTime(500 + INSTALL_BANNER_DELAYS.afterAllPresent - 1);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledOnce();
  });

  it("does not look more often than once a second", () => {
    const { state, readiness } = facts({ consent: true, prompt: true });
    const ready = vi.fn();
    waitForInstallReadiness(readiness, globalThis, ready);

    vi.advanceTimersByTime(1001);
    state.address = true; // just after a poll: the next one is at 2 s
    vi.advanceTimersByTime(999 + INSTALL_BANNER_DELAYS.afterAllPresent - 1);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledOnce();
  });

  it("clears at 15 s without consent or address when the browser offers an install", () => {
    const { readiness } = facts({ prompt: true });
    const ready = vi.fn();
    waitForInstallReadiness(readiness, globalThis, ready);

    vi.advanceTimersByTime(INSTALL_BANNER_DELAYS.cap - 1);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledOnce();
  });

  it("stays on at 15 s when nothing can be installed, and clears once everything is there", () => {
    const { state, readiness } = facts({ consent: true, address: true });
    const ready = vi.fn();
    waitForInstallReadiness(readiness, globalThis, ready);

    vi.advanceTimersByTime(20_000);
    expect(ready).not.toHaveBeenCalled();
    state.prompt = true;
    vi.advanceTimersByTime(1000 + INSTALL_BANNER_DELAYS.afterAllPresent);
    expect(ready).toHaveBeenCalledOnce();
  });

  it("never clears once the banner has left the page", () => {
    const { readiness } = facts({ consent: true, address: true, prompt: true });
    const ready = vi.fn();
    const stop = waitForInstallReadiness(readiness, globalThis, ready);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(ready).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
