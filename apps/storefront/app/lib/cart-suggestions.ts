import {
  isLocalDate,
  type MenuItem,
  type OrderMode,
  type OrderTimeRequest,
  suggestionsAt,
  zonedClock,
} from "@comptoir/domain";
import type { Shop } from "./shop.ts";

/**
 * The time the order is for, as the customer chose it at the checkout: its slot, or as soon as
 * possible when none is chosen. Read from what the checkout keeps in the browser (key `checkout`,
 * checkout-state.ts) without its module, which would be split out of the checkout's first load
 * into a chunk of its own; a slot that is not (any more) one of the day's is the domain's to judge.
 */
function chosenOrderTime(now: Date, timeZone: string): OrderTimeRequest {
  const today = zonedClock(now, timeZone).date;
  try {
    const delivery = JSON.parse(globalThis.localStorage?.getItem("checkout") ?? "null")?.delivery;
    if (
      delivery?.is_scheduled === true &&
      typeof delivery.delivery_time_range === "string" &&
      typeof delivery.delivery_date === "string" &&
      isLocalDate(delivery.delivery_date)
    ) {
      return { date: delivery.delivery_date, slot: delivery.delivery_time_range };
    }
  } catch {
    // Unreadable: as soon as possible.
  }
  return { date: today, slot: null };
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
  return suggestionsAt(candidates, {
    rules: shop,
    mode,
    request: chosenOrderTime(now, shop.timeZone),
    now,
  }).map((item) => item.id);
}
