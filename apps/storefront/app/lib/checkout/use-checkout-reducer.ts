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

/**
 * Whether the page part changed in what a view draws: the times the shop's clock allows
 * (`orderTimes`) are the reducer's own memory, read by no view, and told when the checkout opens.
 */
function drawnChange(before: CheckoutPage, after: CheckoutPage): boolean {
  return (Object.keys(after) as (keyof CheckoutPage)[]).some(
    (key) => key !== "orderTimes" && before[key] !== after[key],
  );
}

function createPageStore() {
  let page = STARTING_PAGE;
  const listeners = new Set<() => void>();
  return {
    get: () => page,
    set(next: CheckoutPage) {
      const drawn = drawnChange(page, next);
      page = next;
      // The times alone render nothing: the next render reads them with the rest (ADR 073's
      // blocking time: their arrival right after hydration was a whole render of the flow).
      if (drawn) for (const listener of listeners) listener();
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
        if (after.page !== before.page) page.set(after.page);
      },
    };
  });
  const saved = record.saved.use();
  const page = useSyncExternalStore(record.page.subscribe, record.page.get, record.page.get);
  return { checkout: { saved, page }, current: record.current, dispatch: record.dispatch };
}
