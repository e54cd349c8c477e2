import { useSyncExternalStore } from "react";

/**
 * A small value kept in local storage and shared by every component that reads it: it survives a
 * reload and a closed tab, follows changes made in another tab, and renders as `initial` on the
 * server and during hydration (the server cannot see the visitor's storage), so the first paint
 * never disagrees with the server's HTML.
 */
export interface PersistedStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Reads local storage again (another tab or a test changed it). */
  reload(): void;
  /**
   * The value in a component; on the server and while hydrating, `serverValue` (what the server
   * could know, `initial` when it knows nothing).
   */
  use(serverValue?: T): T;
}

export function createPersistedStore<T>(
  key: string,
  initial: T,
  parse: (stored: unknown) => T | null,
): PersistedStore<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();

  function read(): T {
    try {
      const text = globalThis.localStorage?.getItem(key);
      if (text) return parse(JSON.parse(text)) ?? initial;
    } catch {
      // Unreadable storage (private mode, corrupt JSON): start afresh.
    }
    return initial;
  }

  function get(): T {
    if (value === undefined) value = read();
    return value;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== key && event.key !== null) return;
    value = read();
    notify();
  }

  function subscribe(listener: () => void) {
    if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== "undefined") {
        window.removeEventListener("storage", onStorage);
      }
    };
  }

  function set(next: T | ((current: T) => T)) {
    value = typeof next === "function" ? (next as (current: T) => T)(get()) : next;
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Full or forbidden storage: the value still lives for this page.
    }
    notify();
  }

  return {
    get,
    set,
    subscribe,
    reload() {
      value = read();
      notify();
    },
    use: (serverValue: T = initial) => useSyncExternalStore(subscribe, get, () => serverValue),
  };
}
