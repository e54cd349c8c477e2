import type { BrowserTimers, KeyValueStorage } from "./browser-timers.ts";
import { INSTALL_KEYS } from "./install-keys.ts";

/** Words of the keys older versions and service-worker tooling leave behind (docs/product.md#pwa). */
const LEFTOVER_WORDS = ["cache", "pwa", "workbox"] as const;

/** The spec's own keys, which contain `pwa` but record the visitor's choices: kept (ADR 036). */
const KEPT_KEYS: ReadonlySet<string> = new Set(Object.values(INSTALL_KEYS));

export const STORAGE_CHECK_DELAY_MS = 2000;
/** 50 MB, in bytes as `navigator.storage.estimate()` counts them. */
export const STORAGE_LIMIT_BYTES = 50 * 1024 * 1024;
export const RELOAD_AFTER_FREEING_MS = 500;
/**
 * Session-storage key set once the caches were freed in this tab: were the site's storage still
 * above the limit after the reload (something else than caches fills it), the page would otherwise
 * reload every 2.5 s (ADR 036).
 */
const STORAGE_FREED_KEY = "storage-freed";

export function leftoverKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => !KEPT_KEYS.has(key) && LEFTOVER_WORDS.some((word) => key.includes(word)));
}

/** Removes the leftover keys from local storage; returns what it removed. */
export function removeLeftoverKeys(local: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < local.length; index++) {
    const key = local.key(index);
    if (key !== null) keys.push(key);
  }
  const leftovers = leftoverKeys(keys);
  for (const key of leftovers) local.removeItem(key);
  return leftovers;
}

export interface StorageUseCheck {
  timers: BrowserTimers;
  /** `navigator.storage.estimate()`, absent in browsers without it. */
  estimate: (() => Promise<{ usage?: number }>) | null;
  /** Deletes every Cache Storage cache. */
  clearCaches(): Promise<void>;
  /** Unregisters every service worker of the site. */
  unregisterWorkers(): Promise<void>;
  session: Pick<KeyValueStorage, "getItem" | "setItem">;
  reload(): void;
  warn(message: string, detail?: unknown): void;
}

/**
 * Two seconds after start, if the site uses more than 50 MB, clears its caches and service workers
 * and reloads 500 ms later. Never more than once per tab. Failures are only logged: the page works
 * the same without this. Returns a function that cancels the check.
 */
export function checkStorageUseLater(check: StorageUseCheck): () => void {
  let cancelled = false;
  const id = check.timers.setTimeout(() => {
    void freeStorageIfFull(check, () => cancelled);
  }, STORAGE_CHECK_DELAY_MS);
  return () => {
    cancelled = true;
    check.timers.clearTimeout(id);
  };
}

async function freeStorageIfFull(check: StorageUseCheck, cancelled: () => boolean): Promise<void> {
  if (check.estimate === null) return;
  try {
    const { usage = 0 } = await check.estimate();
    if (usage <= STORAGE_LIMIT_BYTES || cancelled()) return;
    if (check.session.getItem(STORAGE_FREED_KEY) !== null) {
      check.warn("Storage still above 50 MB after clearing the caches", usage);
      return;
    }
    check.session.setItem(STORAGE_FREED_KEY, "true");
    await Promise.all([check.clearCaches(), check.unregisterWorkers()]);
    check.timers.setTimeout(check.reload, RELOAD_AFTER_FREEING_MS);
  } catch (error) {
    check.warn("Storage housekeeping failed", error);
  }
}
