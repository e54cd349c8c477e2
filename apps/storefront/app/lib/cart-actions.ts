import type { CouponPayload } from "@comptoir/contracts";
import {
  addLine,
  type CartLine,
  lineFromMenu,
  type MenuItem,
  mergeLines,
  setLineQuantity,
} from "@comptoir/domain";
import { cart as cartText } from "@comptoir/messages";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { createApiClient } from "./api-client.ts";
import { type CouponCheck, cartStore, EMPTY_CART } from "./cart-state.ts";

const api = createApiClient();

/** The item needs no choice from the customer: it can go in the cart with one tap. */
export function addsWithoutChoices(item: MenuItem): boolean {
  return item.optionGroups.every((group) => group.min === 0);
}

/** Adds a line; the same item with the same choices and note adds up with the line already there. */
export function addToCart(line: CartLine): void {
  cartStore.set((cart) => ({ ...cart, lines: addLine(cart.lines, line) }));
}

/** Sets a line's quantity; 0 removes it. */
export function changeLineQuantity(identity: string, quantity: number): void {
  cartStore.set((cart) => ({ ...cart, lines: setLineQuantity(cart.lines, identity, quantity) }));
}

export function removeLine(identity: string): void {
  changeLineQuantity(identity, 0);
}

export function emptyCart(): void {
  cartStore.set(EMPTY_CART);
}

/** What pricing the stored cart again changed, by the lines' names, for the page to tell. */
export interface CartRepricing {
  /** Lines whose item vanished, whose choices are no longer offered, or whose item is sold out. */
  dropped: string[];
  /** Lines kept at another price than the one they were added at (the restaurant published new prices). */
  repriced: string[];
}

function samePrices(a: CartLine, b: CartLine): boolean {
  return (
    a.price.pickup === b.price.pickup &&
    a.price.delivery === b.price.delivery &&
    a.options.length === b.options.length &&
    a.options.every((option, index) => option.price === b.options[index]?.price)
  );
}

/**
 * Prices every line again from the current menu: a line whose item vanished, whose choices are no
 * longer offered or whose item is sold out is dropped; the others take the menu's prices. Returns
 * the names of the dropped and of the re-priced lines so the page can tell the customer.
 */
export function repriceCart(items: readonly MenuItem[]): CartRepricing {
  const dropped: string[] = [];
  const repriced: string[] = [];
  const kept: CartLine[] = [];
  for (const line of cartStore.get().lines) {
    const result = lineFromMenu(items, {
      itemId: line.itemId,
      options: line.options.map(({ groupId, choiceId, quantity }) => ({ groupId, choiceId, quantity })),
      quantity: line.quantity,
      note: line.note,
    });
    if (!result.ok) dropped.push(line.name);
    else {
      kept.push(result.line);
      if (!samePrices(line, result.line)) repriced.push(result.line.name);
    }
  }
  const lines = mergeLines(kept);
  const current = cartStore.get().lines;
  if (JSON.stringify(lines) !== JSON.stringify(current)) cartStore.set((cart) => ({ ...cart, lines }));
  return { dropped: [...new Set(dropped)], repriced: [...new Set(repriced)] };
}

/**
 * Asks the server about a coupon (no cache). While it answers the coupon is "checking", then
 * "accepted" with its offer, or "refused" with the server's French message.
 */
export async function applyCoupon(code: string): Promise<void> {
  const trimmed = code.trim();
  if (trimmed === "") {
    removeCoupon();
    return;
  }
  const checking: CouponCheck = { code: trimmed, state: "checking" };
  cartStore.set((cart) => ({ ...cart, coupon: checking }));
  settleCoupon(checking, await api.checkCoupon(trimmed));
}

let rechecked = false;

/**
 * A kept coupon is asked about again the first time the cart opens on a page (it may have expired
 * since), not on every page: the coupon call is rate-limited per visitor. It stays applied
 * meanwhile, and stays as it was when the network fails.
 */
export async function recheckCoupon(): Promise<void> {
  if (rechecked) return;
  rechecked = true;
  const coupon = cartStore.get().coupon;
  if (coupon?.state !== "accepted") return;
  const answer = await api.checkCoupon(coupon.code);
  const refused = !answer.ok && answer.status >= 400 && answer.status < 500 && answer.status !== 429;
  if (answer.ok || refused) settleCoupon(coupon, answer);
}

function settleCoupon(asked: CouponCheck, answer: ApiResult<CouponPayload>): void {
  // Another code may have been typed meanwhile: only the answer about the current one counts.
  if (cartStore.get().coupon !== asked) return;
  const offer = answer.ok ? answer.payload[0] : undefined;
  const coupon: CouponCheck = offer
    ? { code: offer.code || asked.code, state: "accepted", offer }
    : {
        code: asked.code,
        state: "refused",
        message: answer.ok ? cartText.couponUnknown : answer.message,
      };
  cartStore.set((cart) => ({ ...cart, coupon }));
}

export function removeCoupon(): void {
  cartStore.set((cart) => ({ ...cart, coupon: null }));
}
