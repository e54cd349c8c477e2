import { alerts } from "@comptoir/messages";

/** The checkout's tabs, in order (docs/product.md#checkout). */
export const CHECKOUT_TABS = ["type", "personal", "delivery", "payment", "confirmation"] as const;
export type CheckoutTab = (typeof CHECKOUT_TABS)[number];

export type TabMove = { ok: true; tab: CheckoutTab } | { ok: false; message: string };

export function isCheckoutTab(name: string): name is CheckoutTab {
  return (CHECKOUT_TABS as readonly string[]).includes(name);
}

/**
 * The tab after a request: "next" and "prev" move one step and stop at the ends, a tab name goes
 * to that tab, anything else is the spec's "Invalid tab" error (in French).
 */
export function moveTab(current: CheckoutTab, request: string): TabMove {
  const index = CHECKOUT_TABS.indexOf(current);
  if (request === "next")
    return { ok: true, tab: CHECKOUT_TABS[Math.min(index + 1, CHECKOUT_TABS.length - 1)] as CheckoutTab };
  if (request === "prev") return { ok: true, tab: CHECKOUT_TABS[Math.max(index - 1, 0)] as CheckoutTab };
  if (isCheckoutTab(request)) return { ok: true, tab: request };
  return { ok: false, message: alerts.invalidTab };
}
