import type { KeyValueStorage } from "./browser-timers.ts";
import { INSTALL_KEYS } from "./install-keys.ts";

/** What the browser tells about itself, read once by the banner. */
export interface InstallBrowserFacts {
  userAgent: string;
  /** `navigator.maxTouchPoints`: an iPad on iPadOS says "Macintosh" but has a touch screen. */
  maxTouchPoints: number;
  /** Already running as an installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasManifest: boolean;
}

/**
 * Where Apple's browsers install from: an iPhone or iPad (every browser there is Safari's engine,
 * with the share button), or Safari on a Mac (File ▸ share button in the toolbar, "Ajouter au Dock").
 */
export type AppleDevice = "phone" | "mac";

export function appleDevice({
  userAgent,
  maxTouchPoints,
}: Pick<InstallBrowserFacts, "userAgent" | "maxTouchPoints">): AppleDevice | null {
  if (/iPhone|iPad|iPod/.test(userAgent)) return "phone";
  if (!/Macintosh/.test(userAgent)) return null;
  if (maxTouchPoints > 1) return "phone";
  // Chrome, Edge, Firefox and Opera on a Mac also say "Safari": only Safari itself installs to the Dock.
  const safari =
    /Version\/[\d.]+.*Safari\//.test(userAgent) && !/Chrome|Chromium|Edg|Firefox|OPR/.test(userAgent);
  return safari ? "mac" : null;
}

/** Whether the visitor already installed the app or asked not to be offered it again. */
export function installDeclinedOrDone(storage: Pick<KeyValueStorage, "getItem">): boolean {
  return storage.getItem(INSTALL_KEYS.installed) !== null || storage.getItem(INSTALL_KEYS.hidden) !== null;
}

/**
 * The iPhone/Safari steps show only on Apple's browsers, outside the installed app, once, and when
 * there is something to install (a service worker and a manifest).
 */
export function appleStepsApply(
  facts: InstallBrowserFacts,
  storage: Pick<KeyValueStorage, "getItem">,
): boolean {
  return (
    appleDevice(facts) !== null &&
    !facts.standalone &&
    storage.getItem(INSTALL_KEYS.installed) === null &&
    storage.getItem(INSTALL_KEYS.appleStepsShown) === null &&
    facts.hasServiceWorker &&
    facts.hasManifest
  );
}
