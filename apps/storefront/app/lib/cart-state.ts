import type { CouponPayload } from "@comptoir/contracts";
import type { CartLine } from "@comptoir/domain";
import { createContext, useContext } from "react";
import { createPersistedStore } from "./persisted-store.ts";

/** The coupon as the server last answered about it. */
export type CouponCheck =
  | { code: string; state: "checking" }
  | { code: string; state: "accepted"; offer: CouponPayload[number] }
  | { code: string; state: "refused"; message: string };

/**
 * The cart kept in local storage under `cart`: its lines (the domain's CartLine) and the coupon.
 * This module is only the state, small enough for every page's first load; what changes the cart
 * lives in cart-actions.ts, loaded with the sheets that use it.
 */
export interface CartState {
  lines: CartLine[];
  coupon: CouponCheck | null;
}

/** Local storage key of the cart (documented in docs/decisions). */
export const CART_STORAGE_KEY = "cart";

export const EMPTY_CART: CartState = { lines: [], coupon: null };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * What was stored, kept only where it has the shape of a line request: the prices stored with it
 * are not trusted, every line is priced again from the current menu (`repriceCart`).
 */
function parseCart(stored: unknown): CartState | null {
  if (!isObject(stored) || !Array.isArray(stored.lines)) return null;
  const lines = stored.lines.filter(
    (line): line is CartLine =>
      isObject(line) &&
      typeof line.itemId === "string" &&
      typeof line.name === "string" &&
      typeof line.note === "string" &&
      Number.isSafeInteger(line.quantity) &&
      Array.isArray(line.options) &&
      line.options.every(
        (option: unknown) =>
          isObject(option) &&
          typeof option.groupId === "string" &&
          typeof option.choiceId === "string" &&
          Number.isSafeInteger(option.quantity),
      ),
  );
  const coupon = stored.coupon;
  const keptCoupon =
    isObject(coupon) &&
    typeof coupon.code === "string" &&
    coupon.state === "accepted" &&
    isObject(coupon.offer) &&
    // An offer kept by an older version of the shop lacks its days and targets: ask again.
    isObject(coupon.offer.active_times)
      ? (coupon as CouponCheck)
      : null;
  return { lines, coupon: keptCoupon };
}

const storedCart = createPersistedStore<CartState>(CART_STORAGE_KEY, EMPTY_CART, parseCart);

let cookieModule: Promise<typeof import("./cart-cookie-writer.ts")> | null = null;

/**
 * The cart's lines copied into the cookie the checkout's page is sent with (ADR 073). The cookie's
 * code is fetched on the first change, out of every page's first load; the writes keep their order.
 */
export function writeCartCookie(lines: readonly CartLine[]): void {
  if (typeof document === "undefined") return;
  cookieModule ??= import("./cart-cookie-writer.ts");
  cookieModule.then(
    (cookie) => cookie.writeCartCookieNow(lines),
    () => {
      // Offline before the code came: the copy waits for the next change, the page works without it.
      cookieModule = null;
    },
  );
}

function storedText(): string | null {
  try {
    return globalThis.localStorage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The cart; every change is copied into the checkout's cookie as it is stored. */
export const cartStore = {
  ...storedCart,
  set(next: CartState | ((current: CartState) => CartState)) {
    storedCart.set(next);
    writeCartCookie(storedCart.get().lines);
  },
  /**
   * The cart the server drew the checkout with, taken when the browser keeps none (its storage
   * emptied, a new profile), or keeps the same: then its very object, so that the page, which
   * rendered it while hydrating, is not rendered again. Another cart kept here wins.
   */
  adopt(copy: CartState) {
    const kept = storedText();
    if (kept === null || JSON.stringify(storedCart.get()) === JSON.stringify(copy)) storedCart.set(copy);
  },
};

/**
 * The cart the server drew the page with (the checkout's, from the cookie copy): what the page
 * renders while hydrating, so that it matches the server's HTML. Elsewhere the empty cart.
 */
export const ServerCartContext = createContext<CartState>(EMPTY_CART);

export function useCart(): CartState {
  return cartStore.use(useContext(ServerCartContext));
}
