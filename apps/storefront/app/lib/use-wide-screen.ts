import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint (64rem): from there the menu keeps the cart open in a column. */
const WIDE = "(width >= 64rem)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the screen is wide enough for the cart column. The layout itself is CSS (the column is
 * hidden below `lg`); this only keeps phones from loading and running a cart they never show.
 * False on the server and during hydration.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
