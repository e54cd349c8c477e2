import { describe, expect, it, vi } from "vitest";
import {
  capturedInstallPrompt,
  listenForInstallPrompt,
  onInstallPromptChange,
  spendInstallPrompt,
} from "./install-prompt.ts";

describe("the browser's install offer", () => {
  it("is kept for the banner instead of Chromium's own bar, spent once shown, dropped once installed", () => {
    const target = new EventTarget();
    const installed = vi.fn();
    listenForInstallPrompt(target as unknown as Window, installed);
    const changes = vi.fn();
    const stop = onInstallPromptChange(changes);

    const offer = new Event("beforeinstallprompt", { cancelable: true });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(capturedInstallPrompt()).toBe(offer);

    spendInstallPrompt();
    expect(capturedInstallPrompt()).toBeNull();

    target.dispatchEvent(new Event("beforeinstallprompt", { cancelable: true }));
    target.dispatchEvent(new Event("appinstalled"));
    expect(installed).toHaveBeenCalledOnce();
    expect(capturedInstallPrompt()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(4);

    stop();
    target.dispatchEvent(new Event("beforeinstallprompt", { cancelable: true }));
    expect(changes).toHaveBeenCalledTimes(4);
    spendInstallPrompt();
  });
});
