import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true after: what only the browser knows (the cart, the
 * saved address, the last order) waits for it, so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
