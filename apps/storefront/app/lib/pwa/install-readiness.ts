import type { BrowserTimers } from "./browser-timers.ts";

/**
 * When the install banner may stop "loading" (docs/product.md#pwa): it waits for
 * the visitor to have answered the cookie question, chosen a delivery address and for the browser
 * to offer an install, so that it never stacks over the consent dialog or the address picker.
 */
export const INSTALL_BANNER_DELAYS = {
  /** Everything already there at start: show after this. */
  allPresentAtStart: 2000,
  /** Otherwise look again this often… */
  poll: 1000,
  /** …and show this long after everything has come. */
  afterAllPresent: 1500,
  /** At this point show anyway, if the browser offers an install. */
  cap: 15_000,
} as const;

export interface InstallReadinessFacts {
  hasConsentAnswer(): boolean;
  hasDeliveryAddress(): boolean;
  /** A captured `beforeinstallprompt`, or the iPhone/Safari steps apply. */
  hasInstallPrompt(): boolean;
}

/**
 * Calls `onReady` once, when the loading flag clears; returns a function that stops waiting
 * (the banner left the page).
 */
export function waitForInstallReadiness(
  facts: InstallReadinessFacts,
  timers: BrowserTimers,
  onReady: () => void,
): () => void {
  const timeouts: ReturnType<typeof setTimeout>[] = [];
  let poll: ReturnType<typeof setInterval> | null = null;
  let finished = false;

  const stop = () => {
    for (const id of timeouts) timers.clearTimeout(id);
    timeouts.length = 0;
    if (poll !== null) timers.clearInterval(poll);
    poll = null;
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    stop();
    onReady();
  };
  const after = (delay: number, run: () => void) => {
    timeouts.push(timers.setTimeout(run, delay));
  };
  const allPresent = () => facts.hasConsentAnswer() && facts.hasDeliveryAddress() && facts.hasInstallPrompt();

  if (allPresent()) {
    after(INSTALL_BANNER_DELAYS.allPresentAtStart, finish);
    return stop;
  }
  poll = timers.setInterval(() => {
    if (!allPresent()) return;
    if (poll !== null) timers.clearInterval(poll);
    poll = null;
    after(INSTALL_BANNER_DELAYS.afterAllPresent, finish);
  }, INSTALL_BANNER_DELAYS.poll);
  after(INSTALL_BANNER_DELAYS.cap, () => {
    if (facts.hasInstallPrompt()) finish();
  });
  return stop;
}
