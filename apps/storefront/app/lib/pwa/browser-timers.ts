/**
 * The timers a start-up rule waits with, passed in so that tests drive them with Vitest's fake
 * timers and the page passes `globalThis`.
 */
export interface BrowserTimers {
  setTimeout(run: () => void, delay: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
  setInterval(run: () => void, delay: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval>): void;
}

/** What the rules read and write of local or session storage. */
export type KeyValueStorage = Pick<
  Storage,
  "getItem" | "setItem" | "removeItem" | "key" | "length" | "clear"
>;
