// @vitest-environment happy-dom
import { cents, lineFromMenu } from "@comptoir/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { couponPayload, envelope, fakeFetch, testShop } from "../testing/shop-fixture.ts";
import { addToCart, applyCoupon, recheckCoupon, repriceCart } from "./cart-actions.ts";
import { CART_STORAGE_KEY, cartStore, EMPTY_CART } from "./cart-state.ts";

const shop = testShop();

function line(itemId: string, options: { groupId: string; choiceId: string; quantity: number }[] = []) {
  const result = lineFromMenu(shop.menuItems, { itemId, options, quantity: 1, note: "" });
  if (!result.ok) throw new Error("ligne refusée");
  return result.line;
}

beforeEach(() => {
  localStorage.clear();
  cartStore.set(EMPTY_CART);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("le panier gardé dans le navigateur", () => {
  it("survit à un rechargement : il est relu depuis le stockage local", () => {
    addToCart(line("3"));
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null");
    expect(stored.lines[0].itemId).toBe("3");
    cartStore.set(EMPTY_CART);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    cartStore.reload();
    expect(cartStore.get().lines.map((kept) => kept.itemId)).toEqual(["3"]);
  });

  it("ignore un stockage illisible ou mal formé", () => {
    localStorage.setItem(CART_STORAGE_KEY, "{pas du json");
    cartStore.reload();
    expect(cartStore.get()).toEqual(EMPTY_CART);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ itemId: 3 }, "n'importe quoi"], coupon: 12 }),
    );
    cartStore.reload();
    expect(cartStore.get()).toEqual(EMPTY_CART);
  });

  it("est recalculé sur la carte du jour : prix à jour, articles disparus ou épuisés retirés", () => {
    const stale = {
      ...line("1", [{ groupId: "100", choiceId: "1001", quantity: 1 }]),
      price: { pickup: cents(1), delivery: cents(1), taxRate: 10 },
    };
    const vanished = { ...line("3"), itemId: "999", name: "Plat retiré de la carte" };
    const soldOut = { ...line("3"), itemId: "4", name: "Bowl Bœuf Chipotle" };
    cartStore.set({ lines: [stale, vanished, soldOut], coupon: null });
    const { dropped, repriced } = repriceCart(shop.menuItems);
    expect(dropped).toEqual(["Plat retiré de la carte", "Bowl Bœuf Chipotle"]);
    // The kept line at another price is named, so the page says its price changed.
    expect(repriced).toEqual([stale.name]);
    const kept = cartStore.get().lines;
    expect(kept).toHaveLength(1);
    expect(kept[0]?.price.pickup).toBe(950);
  });

  it("un choix qui n'est plus proposé fait retirer la ligne", () => {
    const gone = { ...line("1", [{ groupId: "100", choiceId: "1001", quantity: 1 }]) };
    gone.options = [{ ...gone.options[0], choiceId: "4242" } as (typeof gone.options)[number]];
    cartStore.set({ lines: [gone], coupon: null });
    expect(repriceCart(shop.menuItems)).toEqual({ dropped: ["Bowl Poulet Coréen"], repriced: [] });
    expect(cartStore.get().lines).toHaveLength(0);
  });
});

describe("le code promo", () => {
  it("sans réseau, le code est refusé avec un message en français", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("réseau coupé"))),
    );
    await applyCoupon("PIMENT20");
    expect(cartStore.get().coupon).toEqual({
      code: "PIMENT20",
      state: "refused",
      message: "Connexion impossible : vérifiez votre réseau.",
    });
  });

  it("un code gardé est revérifié une fois, et retiré si le serveur ne le connaît plus", async () => {
    const calls = fakeFetch({
      "/v2/public/offers/": () =>
        envelope(404, {
          status: "error",
          message: "Ce code promo n'existe pas ou n'est plus valable.",
          code: "coupon_not_found",
        }),
    });
    cartStore.set({
      lines: [],
      coupon: {
        code: "PIMENT20",
        state: "accepted",
        offer: couponPayload({
          id: 2,
          code: "PIMENT20",
          name: "-20 %",
          type: "percentage",
          value: 20,
          minimum_amount: 0,
        }),
      },
    });
    await recheckCoupon();
    await recheckCoupon();
    expect(calls).toHaveLength(1);
    expect(cartStore.get().coupon?.state).toBe("refused");
  });
});
