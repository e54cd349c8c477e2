/**
 * The local-storage keys of the install banner (docs/product.md#pwa). Their names contain `pwa`, the
 * word storage housekeeping erases on every start, so housekeeping keeps them by name (ADR 036).
 */
export const INSTALL_KEYS = {
  /** Set when the visitor accepted the browser's install prompt (or the app was installed). */
  installed: "pwa-installed",
  /** Set by "Plus tard": the banner does not come back. */
  hidden: "vite-pwa:hide-install",
  /** Set when the iPhone/Safari steps were shown and dismissed ("J'ai compris"). */
  appleStepsShown: "ios-pwa-prompt-shown",
} as const;
