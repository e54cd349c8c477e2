/** docs/product.md#pwa: a reload after a failed chunk is not repeated within 10 s. */
export const RELOAD_GUARD_MS = 10_000;

/** Session storage key of the last such reload's time (ms since the epoch). */
export const RELOAD_GUARD_KEY = "comptoir:chunk-reload-at";

/**
 * Whether a code file that failed to load is worth a reload: after a new deployment the old
 * page asks for files the server no longer has, and the reloaded page asks for the new ones.
 * A second failure within the guard means the reload did not help (the network, not a
 * deployment): reloading again would loop, so the page shows its error instead.
 */
function mayReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}

/** What a failed dynamic import says, in Chromium, Firefox and Safari. */
const CHUNK_ERROR = /dynamically imported module|module script failed|Unable to preload/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads the page once for a failed chunk, remembering when in the session's storage (kept
 * across the reload, forgotten with the tab). Returns whether it reloaded.
 */
export function reloadOnceAfterChunkError({
  storage,
  now,
  reload,
}: {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: () => number;
  reload: () => void;
}): boolean {
  const stored = Number(storage.getItem(RELOAD_GUARD_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  const at = now();
  if (!mayReloadAfterChunkError(at, lastReloadAt)) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(at));
  reload();
  return true;
}
