import { offerFromPayload, pausesFrom, type Setting } from "@comptoir/contracts";
import {
  type CartTotal,
  cartTotal,
  couponRefusalMessage,
  type MinimumOrder,
  minimumOrderFor,
  type OfferCustomer,
  type OrderMode,
  pauseMessage,
  pausesAt,
} from "@comptoir/domain";
import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { createApiClient } from "./api-client.ts";
import { useSession } from "./auth-store.ts";
import { type CartState, useCart } from "./cart-state.ts";
import { destinationOf } from "./location-actions.ts";
import { type LocationChoice, useLocationChoice } from "./location-store.ts";
import type { Shop } from "./shop.ts";
import { useShop } from "./shop.ts";

/** The coupon as the cart shows it: the spec's valid, invalid or unchecked, plus "checking". */
export type CouponView =
  | { state: "unchecked" }
  | { state: "checking"; code: string }
  | { state: "valid"; code: string; name: string }
  | { state: "invalid"; code: string; message: string };

export interface PricedCart {
  total: CartTotal;
  coupon: CouponView;
  /** For a delivery: the minimum order of the address's zone (or the settings'), and its flat charge. */
  minimum: MinimumOrder | null;
}

/**
 * Who the cart is priced for, as the first-order offers read it (ADR 050): a guest without a
 * session (a welcome offer is then refused, saying it needs an account); a signed-in customer is
 * priced as for a first order, and the server, which counts the account's orders, answers
 * `price_changed` with "réservée à votre première commande" for a later one, which the cart then
 * shows on the coupon.
 */
export function offerCustomerOf(session: unknown): OfferCustomer {
  return session ? "new" : "guest";
}

/** The cart's figures, all from the domain's `cartTotal`, with the offers this page knows of. */
export function priceCart(
  shop: Shop,
  cart: CartState,
  location: LocationChoice,
  now: Date,
  customer: OfferCustomer,
): PricedCart {
  const accepted = cart.coupon?.state === "accepted" ? cart.coupon : null;
  const destination = destinationOf(location);
  const total = cartTotal({
    lines: cart.lines,
    mode: location.mode,
    menuItems: shop.menuItems,
    offers: accepted ? [...shop.offers, offerFromPayload(accepted.offer)] : shop.offers,
    coupon: accepted?.code ?? null,
    tax: shop.tax,
    delivery: shop.delivery,
    destination,
    now,
    timeZone: shop.timeZone,
    customer,
  });
  return {
    total,
    coupon: couponView(cart, total),
    minimum: location.mode === "delivery" ? minimumOrderFor(shop.delivery, destination) : null,
  };
}

function couponView(cart: CartState, total: CartTotal): CouponView {
  const coupon = cart.coupon;
  if (coupon === null) return { state: "unchecked" };
  if (coupon.state === "checking") return { state: "checking", code: coupon.code };
  if (coupon.state === "refused") return { state: "invalid", code: coupon.code, message: coupon.message };
  const refusal = couponRefusalMessage(total.coupon);
  return refusal === null
    ? { state: "valid", code: coupon.code, name: coupon.offer.name }
    : { state: "invalid", code: coupon.code, message: refusal };
}

export function usePricedCart(): PricedCart {
  const shop = useShop();
  const cart = useCart();
  const location = useLocationChoice();
  const customer = offerCustomerOf(useSession());
  return useMemo(
    () => priceCart(shop, cart, location, shop.now(), customer),
    [shop, cart, location, customer],
  );
}

// The pauses that stop a cart. Here rather than in a module of their own: the cart and the checkout
// both read them, and a module of their own would be split into one more chunk of the checkout's
// first load (ADR 058).

const api = createApiClient();
const NO_SETTINGS: readonly Setting[] = [];

/** A pause from the board (ADR 041) that stops this cart: all ordering, or its delivery. */
export interface PauseNotice {
  scope: "ordering" | "delivery";
  /** "Les commandes sont en pause jusqu'à 14:30. Coupure de gaz.", the domain's words. */
  text: string;
}

/**
 * The pause that stops an order of this mode now, worded for the customer: a pause of all
 * ordering first (it stops both modes), then a delivery pause for a delivery. The cart's button
 * and the checkout's first step say it, so the customer is stopped before the five steps, not at
 * their last tap (the server refuses the order all the same).
 */
export function pauseNoticeFor(
  settings: readonly Setting[],
  mode: OrderMode,
  now: Date,
  timeZone: string,
): PauseNotice | null {
  const { ordering, delivery } = pausesAt(pausesFrom(settings), now);
  if (ordering) return { scope: "ordering", text: pauseMessage(ordering, "ordering", now, timeZone) };
  if (mode === "delivery" && delivery) {
    return { scope: "delivery", text: pauseMessage(delivery, "delivery", now, timeZone) };
  }
  return null;
}

/**
 * The settings as the server has them now: the page's own are those of its first load (the root
 * never reads them again), and a pause may have started since. Read once when the cart or the
 * checkout is shown; until then, and if the read fails, `known` (the page's, when the caller has
 * them).
 */
export function useFreshSettings(known: readonly Setting[] = NO_SETTINGS): readonly Setting[] {
  const [fresh, setFresh] = useState<readonly Setting[] | null>(null);
  // The same settings as the page's (the usual answer) render nothing again: on the checkout, that
  // render was a long task right after the page's load (ADR 073, blocking time).
  const news = useEffectEvent(
    (payload: readonly Setting[]) => JSON.stringify(payload) !== JSON.stringify(known),
  );
  useEffect(() => {
    const controller = new AbortController();
    api
      .settings(controller.signal)
      .then((result) => {
        if (result.ok && news(result.payload)) setFresh(result.payload);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return fresh ?? known;
}
