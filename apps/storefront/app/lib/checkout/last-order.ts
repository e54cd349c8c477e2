import { isValidLocalId } from "@comptoir/domain";

/**
 * The last order placed in this browser, under `last-order` in local storage: what the /success
 * page needs to read it back from the server after a reload (the order id and its `local_id`,
 * without which the server does not show an order).
 */
export interface LastOrder {
  order_id: number;
  local_id: string;
}

export const LAST_ORDER_STORAGE_KEY = "last-order";

/** The order just placed when storage refused it: /success still shows it, until a reload. */
let keptInMemory: LastOrder | null = null;

export function rememberLastOrder(order: LastOrder): void {
  try {
    globalThis.localStorage.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(order));
    keptInMemory = null;
  } catch {
    // Storage refused (private mode, full).
    keptInMemory = order;
  }
}

export function readLastOrder(): LastOrder | null {
  return keptInMemory ?? readStoredOrder();
}

function readStoredOrder(): LastOrder | null {
  try {
    const text = globalThis.localStorage?.getItem(LAST_ORDER_STORAGE_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<LastOrder> | null;
    if (
      stored &&
      Number.isSafeInteger(stored.order_id) &&
      (stored.order_id as number) > 0 &&
      isValidLocalId(stored.local_id)
    ) {
      return { order_id: stored.order_id as number, local_id: stored.local_id };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}
