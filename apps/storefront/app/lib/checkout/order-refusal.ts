import type { CheckoutTab } from "@comptoir/domain";
import { alerts } from "@comptoir/messages";

/**
 * The refusals the customer puts right on the delivery tab: a time, a slot or an address. A full
 * kitchen (ADR 061) goes back there too: the step asks the quote again on showing, so the slot is
 * marked "complet" and unchosen (ADR 065).
 */
const REFUSALS_OF_THE_DELIVERY_TAB = new Set([
  "slot_unavailable",
  "kitchen_full",
  "items_closed_at_time",
  "closed_now",
  "address_needed",
  "outside_delivery_zone",
  "address_too_far",
]);

/** The refusals that mean this page's menu is out of date. */
const REFUSALS_OF_AN_OLD_MENU = new Set(["unknown_item", "item_unavailable", "invalid_options"]);

/** What the page does with a refused order (ADR 016). */
export interface OrderRefusal {
  alert: string;
  /** Said under the alert: the server's or the network's reason. */
  detail: string | null;
  /** The tab where it can be put right; null: stay. */
  goTo: CheckoutTab | null;
  /** The menu is read again, so the cart takes the current items and prices. */
  reloadMenu: boolean;
}

/**
 * The order was refused: "Une erreur est survenue" (docs/product.md#checkout) with the server's reason under
 * it, and the tab where it can be put right. A refused time or address is the alert itself, on the
 * delivery tab. Network failures say their reason; a server failure (5xx) says nothing more.
 */
export function orderRefusal(result: {
  status: number;
  code?: string | null;
  message: string;
}): OrderRefusal {
  if (result.status === 0 || result.status >= 500) {
    return {
      alert: alerts.genericError,
      detail: result.status === 0 ? result.message : null,
      goTo: null,
      reloadMenu: false,
    };
  }
  // A pause from the board (ADR 041) is said as it is; a delivery pause leaves pickup to choose.
  if (result.code === "ordering_paused") {
    return { alert: result.message, detail: null, goTo: "type", reloadMenu: false };
  }
  // Too many unpaid card orders held (ADR 061): the server's sentence says what to do; nothing to change here.
  if (result.code === "too_many_holds") {
    return { alert: result.message, detail: null, goTo: null, reloadMenu: false };
  }
  if (result.code && REFUSALS_OF_THE_DELIVERY_TAB.has(result.code)) {
    return { alert: result.message, detail: null, goTo: "delivery", reloadMenu: false };
  }
  return {
    alert: alerts.genericError,
    detail: result.message,
    goTo: result.code === "payment_method_unavailable" ? "payment" : null,
    reloadMenu: result.code != null && REFUSALS_OF_AN_OLD_MENU.has(result.code),
  };
}
