import type { LocalDate } from "@comptoir/domain";
import { useState, useSyncExternalStore } from "react";
import {
  type Checkout,
  type CheckoutEvent,
  type CheckoutPage,
  checkoutReducer,
  STARTING_PAGE,
} from "./checkout-reducer.ts";
import { createCheckoutStore } from "./checkout-state.ts";

/** The checkout's value, and the one way to change it. */
export interface CheckoutRecord {
  /** The checkout as this render draws it. */
  checkout: Checkout;
  /** The checkout now, for an action that went on after an await (a render's value would be old). */
  current(): Checkout;
  dispatch(event: CheckoutEvent): void;
}

function createPageStore() {
  let page = STARTING_PAGE;
  const listeners = new Set<() => void>();
  return {
    get: () => page,
    /** `quiet`: a change no view draws, read by the next render with the rest. */
    set(next: CheckoutPage, quiet: boolean) {
      page = next;
      if (!quiet) for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Connects the reducer to where the checkout lives: its saved part in local storage (checkout-state.ts,
 * shared with other tabs), its page part in memory for this visit. Both are read synchronously, so
 * an action reads what the previous event just recorded; a part the event left as it was is not
 * written again (no storage write, no render).
 */
export function useCheckoutReducer(today: () => LocalDate): CheckoutRecord {
  const [record] = useState(() => {
    const saved = createCheckoutStore(today);
    const page = createPageStore();
    const current = (): Checkout => ({ saved: saved.get(), page: page.get() });
    return {
      saved,
      page,
      current,
      dispatch(event: CheckoutEvent) {
        const before = current();
        const after = checkoutReducer(before, event);
        if (after.saved !== before.saved) saved.set(after.saved);
        // The times the shop's clock allows are the reducer's own memory (`orderTimes`), drawn by
        // no view: telling them renders nothing (ADR 073, blocking time).
        if (after.page !== before.page) page.set(after.page, event.type === "order_times_known");
      },
    };
  });
  const saved = record.saved.use();
  const page = useSyncExternalStore(record.page.subscribe, record.page.get, record.page.get);
  return { checkout: { saved, page }, current: record.current, dispatch: record.dispatch };
}
