/** Chromium's install offer (not in TypeScript's DOM types: it is not a web standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the banner's "Installer maintenant", instead of letting
 * Chromium show its own mini-bar at a moment we did not choose. Listening starts when this module
 * loads (with the banner's chunk, right after hydration): an offer made before is lost, and the
 * browser makes it again on the next page load.
 */
export function listenForInstallPrompt(
  target: Pick<Window, "addEventListener">,
  onInstalled: () => void,
): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener("appinstalled", () => {
    onInstalled();
    captured = null;
    changed();
  });
}

export function capturedInstallPrompt(): BeforeInstallPromptEvent | null {
  return captured;
}

/** A prompt can be shown once: after it, the offer is spent. */
export function spendInstallPrompt(): void {
  captured = null;
  changed();
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
