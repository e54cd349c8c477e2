/**
 * What the board keeps on its tablet (local storage): read once when a page opens, written when it
 * changes. Storage that cannot be read or written never breaks a page: the value lives for the
 * page only.
 */
export function readKept(key: string): unknown {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    // Unreadable storage (private mode, corrupt JSON): as if nothing were kept.
    return null;
  }
}

export function keep(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or forbidden storage: the value lives for this page only.
  }
}
