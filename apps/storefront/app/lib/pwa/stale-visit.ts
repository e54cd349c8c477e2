import type { BrowserTimers, KeyValueStorage } from "./browser-timers.ts";

/** Where the last visit's time is kept (epoch milliseconds, as text): ADR 036. */
export const LAST_VISIT_KEY = "last-visit";

/** A visitor not seen for 2,880 minutes (48 h) starts afresh (docs/product.md#pwa). */
export const STALE_AFTER_MS = 2880 * 60_000;

/** The pause between clearing and reloading, so the clearing has landed before the page starts again. */
export const RELOAD_AFTER_CLEARING_MS = 500;

export function isStaleVisit(lastVisit: string | null, now: number): boolean {
  if (lastVisit === null) return false;
  const at = Number(lastVisit);
  // An unreadable time is no proof of absence: the visit is recorded again, nothing is lost.
  if (!Number.isFinite(at)) return false;
  return now - at > STALE_AFTER_MS;
}

/** The names of the cookies a page's script can read (`document.cookie`). */
export function readableCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

export interface VisitStart {
  now(): number;
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** The readable cookies' names, and a way to remove one. */
  cookies: { names(): string[]; remove(name: string): void };
  /**
   * Run once storage is empty: what the page holds in memory lets go of the old data, so nothing
   * writes it back in the half second before the reload.
   */
  afterClearing(): void;
  timers: BrowserTimers;
  reload(): void;
}

/**
 * At start, after the leftover keys' housekeeping (the spec's "cleanup step"): after more than 48 h away, everything the site kept in the browser is cleared and the
 * page reloads after 0.5 s ("stale", and nothing else should run on this page); otherwise the
 * visit is recorded ("recorded"). An active visitor (seen within 48 h) keeps the cart, the
 * checkout forms and the session.
 */
export function startVisit(start: VisitStart): "stale" | "recorded" {
  const now = start.now();
  if (isStaleVisit(start.local.getItem(LAST_VISIT_KEY), now)) {
    start.local.clear();
    start.session.clear();
    for (const name of start.cookies.names()) start.cookies.remove(name);
    start.afterClearing();
    start.timers.setTimeout(start.reload, RELOAD_AFTER_CLEARING_MS);
    return "stale";
  }
  recordVisit(start.local, now);
  return "recorded";
}

/** Records that the visitor is here now (at start, and when the page is put away: ADR 036). */
export function recordVisit(local: Pick<KeyValueStorage, "setItem">, now: number): void {
  try {
    local.setItem(LAST_VISIT_KEY, String(now));
  } catch {
    // Full or forbidden storage: the next start counts as a first visit, which clears nothing.
  }
}
