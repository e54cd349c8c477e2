import { useSyncExternalStore } from "react";

/**
 * One clock tick a second for every timer on the board: a single interval, running only while
 * something listens. A component that calls `useTick` renders again each second, alone: the board
 * and its other cards do not.
 */
const listeners = new Set<() => void>();
let ticks = 0;
let interval: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  interval ??= setInterval(() => {
    ticks += 1;
    for (const each of listeners) each();
  }, 1_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval !== null) {
      clearInterval(interval);
      interval = null;
    }
  };
}

/** The number of seconds ticked so far: read it to render again on each tick. */
export function useTick(): number {
  return useSyncExternalStore(
    subscribe,
    () => ticks,
    () => 0,
  );
}
