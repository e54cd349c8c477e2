// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { INSTALL_KEYS } from "./install-keys.ts";
import {
  appleDevice,
  appleStepsApply,
  type InstallBrowserFacts,
  installDeclinedOrDone,
} from "./install-way.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const iphone: InstallBrowserFacts = {
  userAgent: IPHONE,
  maxTouchPoints: 5,
  standalone: false,
  hasServiceWorker: true,
  hasManifest: true,
};

beforeEach(() => {
  localStorage.clear();
});

describe("which Apple browser installs how", () => {
  it("tells an iPhone, an iPad passing for a Mac, and Safari on a Mac from other browsers", () => {
    expect(appleDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe("phone");
    expect(appleDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 5 })).toBe("phone");
    expect(appleDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 0 })).toBe("mac");
    expect(appleDevice({ userAgent: MAC_CHROME, maxTouchPoints: 0 })).toBeNull();
    expect(appleDevice({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBeNull();
  });
});

describe("the iPhone/Safari steps", () => {
  it("apply on an iPhone with a service worker and a manifest, until dismissed once", () => {
    expect(appleStepsApply(iphone, localStorage)).toBe(true);
    localStorage.setItem(INSTALL_KEYS.appleStepsShown, "true");
    expect(appleStepsApply(iphone, localStorage)).toBe(false);
  });

  it("do not apply in the installed app, once installed, or with nothing to install", () => {
    expect(appleStepsApply({ ...iphone, standalone: true }, localStorage)).toBe(false);
    expect(appleStepsApply({ ...iphone, hasServiceWorker: false }, localStorage)).toBe(false);
    expect(appleStepsApply({ ...iphone, hasManifest: false }, localStorage)).toBe(false);
    expect(appleStepsApply({ ...iphone, userAgent: ANDROID_CHROME }, localStorage)).toBe(false);
    localStorage.setItem(INSTALL_KEYS.installed, "true");
    expect(appleStepsApply(iphone, localStorage)).toBe(false);
  });
});

describe("the other browsers' offer", () => {
  it("stops once installed or put off with « Plus tard »", () => {
    expect(installDeclinedOrDone(localStorage)).toBe(false);
    localStorage.setItem(INSTALL_KEYS.hidden, "true");
    expect(installDeclinedOrDone(localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem(INSTALL_KEYS.installed, "true");
    expect(installDeclinedOrDone(localStorage)).toBe(true);
  });
});
