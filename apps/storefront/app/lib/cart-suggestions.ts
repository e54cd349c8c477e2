import { type MenuItem, type OrderMode, type OrderTimeRequest, suggestionsAt } from "@comptoir/domain";
import { todayIn } from "./checkout/checkout-schedule.ts";
import { createCheckoutStore } from "./checkout/checkout-state.ts";
import type { Shop } from "./shop.ts";

/**
 * The time the order is for, as the customer chose it at the checkout (kept in the browser with
 * the checkout's forms): its slot, or as soon as possible when none is chosen yet.
 */
function chosenOrderTime(shop: Shop, now: Date): OrderTimeRequest {
  const today = todayIn(now, shop.timeZone);
  const { delivery } = createCheckoutStore(() => today).get();
  return delivery.is_scheduled && delivery.delivery_time_range
    ? { date: delivery.delivery_date, slot: delivery.delivery_time_range }
    : { date: today, slot: null };
}

/**
 * The suggestions the cart may show, in the server's order: items that exist and are not sold
 * out, whose menu is open for the mode at the order's time (the domain's `suggestionsAt`, the
 * same check as the order's own lines), never one already in the cart.
 */
export function openSuggestions(
  shop: Shop,
  mode: OrderMode,
  ranked: readonly string[],
  inCart: readonly string[],
) {
  const now = shop.now();
  const candidates = ranked
    .filter((id) => !inCart.includes(id))
    .map((id) => shop.menuItemById.get(id))
    .filter((item): item is MenuItem => item?.isAvailable === true);
  return suggestionsAt(candidates, { rules: shop, mode, request: chosenOrderTime(shop, now), now }).map(
    (item) => item.id,
  );
}
