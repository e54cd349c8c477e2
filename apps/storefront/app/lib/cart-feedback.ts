import type { CartLine } from "@comptoir/domain";
import { useSyncExternalStore } from "react";
import { createApiClient } from "./api-client.ts";
import { addToCart } from "./cart-actions.ts";

const api = createApiClient();

/** The last addition, for the cart bar's animation and the screen-reader announcement. */
export interface Addition {
  name: string;
  /** Grows with every addition, so two additions of the same dish still animate twice. */
  count: number;
}

let last: Addition | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastAddition(): Addition | null {
  return useSyncExternalStore(
    subscribe,
    () => last,
    () => null,
  );
}

/**
 * Puts a line in the cart with immediate feedback: the cart bar's count animates, phones give a
 * short vibration where they can, and `GET /v2/public/products/{menu id}?item={item id}` is fired
 * as the spec says: the server counts the addition for the popular list (its answer is not used).
 */
export function addWithFeedback(line: CartLine): void {
  addToCart(line);
  last = { name: line.name, count: (last?.count ?? 0) + 1 };
  for (const listener of listeners) listener();
  api.announceProductAdded(line.menuId, line.itemId);
  navigator.vibrate?.(10);
}
