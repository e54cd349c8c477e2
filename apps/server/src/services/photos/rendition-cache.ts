/**
 * The renditions served last, in memory, up to `maxBytes` in all: the menu's thumbnails are asked
 * for on every visit, and a rendition never changes under its name (its key names its content),
 * so a copy here is never stale. The least recently served goes first when full.
 */
export function createRenditionCache(maxBytes: number) {
  // A Map keeps insertion order: serving an entry moves it to the end, the first is the oldest.
  const entries = new Map<string, Uint8Array>();
  let total = 0;
  return {
    get(name: string): Uint8Array | undefined {
      const bytes = entries.get(name);
      if (bytes) {
        entries.delete(name);
        entries.set(name, bytes);
      }
      return bytes;
    },
    set(name: string, bytes: Uint8Array) {
      // One big file must not push out every thumbnail.
      if (bytes.byteLength > maxBytes / 8 || entries.has(name)) return;
      entries.set(name, bytes);
      total += bytes.byteLength;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.byteLength;
      }
    },
    /** Bytes held, for tests. */
    get size() {
      return total;
    },
  };
}

/** 32 MB: a few hundred thumbnails and the hero, well within a process's memory budget. */
export const RENDITION_CACHE_BYTES = 32 * 1024 * 1024;
