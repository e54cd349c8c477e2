/**
 * When the shop may fetch a page's code and data before the visitor follows a link (docs/product.md#site,
 * "Prefetching"): never on a slow connection nor when the visitor asked to save data, and at most
 * a few pages at once, so prefetching never competes with what the visitor is doing now.
 */

/** The Network Information API's hints (`navigator.connection`), absent in many browsers. */
export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

/** Pages prefetched at the same time (docs/product.md#limits: 4 pages at once). */
export const PREFETCH_LIMIT = 4;

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

/** False with Save-Data or on a 2G connection; true when the browser tells nothing. */
export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? "");
}

export interface PrefetchQueue {
  /**
   * Asks to prefetch `page`; `start` runs at once when a place is free, or later when one frees.
   * A page already being prefetched is not asked twice. Returns a function that withdraws a
   * request still waiting (a prefetch already started finishes).
   */
  request(page: string, start: () => void): () => void;
  /** The page's prefetch finished (or its link went away): its place goes to the next one waiting. */
  settle(page: string): void;
}

export function createPrefetchQueue(limit = PREFETCH_LIMIT): PrefetchQueue {
  const running = new Set<string>();
  const waiting: { page: string; start: () => void }[] = [];
  const pump = () => {
    while (running.size < limit) {
      const next = waiting.shift();
      if (!next) return;
      if (running.has(next.page)) continue;
      running.add(next.page);
      next.start();
    }
  };
  return {
    request(page, start) {
      if (running.has(page)) return () => {};
      const entry = { page, start };
      waiting.push(entry);
      pump();
      return () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    settle(page) {
      if (running.delete(page)) pump();
    },
  };
}
