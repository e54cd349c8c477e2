// @vitest-environment happy-dom
import { lineFromMenu } from "@comptoir/domain";
import { coupon as couponText } from "@comptoir/messages";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CouponField } from "../components/cart/coupon-field.tsx";
import { couponPayload, testShop } from "../testing/shop-fixture.ts";
import { offerCustomerOf, priceCart } from "./cart-pricing.ts";
import type { CartState } from "./cart-state.ts";
import type { LocationChoice } from "./location-store.ts";

const shop = testShop();
const now = new Date("2026-11-24T11:00:00Z");
const pickup: LocationChoice = { mode: "pickup", _distance: null };

/** Two burgers and the welcome code, accepted by the server: 5 € off a first order, from 10 €. */
function cartWithWelcomeCode(): CartState {
  const burger = lineFromMenu(shop.menuItems, { itemId: "2", options: [], quantity: 2, note: "" });
  if (!burger.ok) throw new Error("ligne refusée");
  const offer = {
    ...couponPayload({
      id: 40,
      code: "BIENVENUE5",
      name: "5 € offerts sur votre première commande",
      type: "fixed_amount",
      value: 5,
      minimum_amount: 0,
    }),
    first_order: true,
  };
  return { lines: [burger.line], coupon: { code: "BIENVENUE5", state: "accepted", offer } };
}

describe("l'offre de bienvenue dans le panier", () => {
  it("un invité ne l'a pas : le champ du code dit qu'elle demande un compte", () => {
    const priced = priceCart(shop, cartWithWelcomeCode(), pickup, now, offerCustomerOf(null));
    expect(priced.total.discount).toBe(0);
    expect(priced.coupon).toEqual({ state: "invalid", code: "BIENVENUE5", message: couponText.needsAccount });
    render(<CouponField coupon={priced.coupon} />);
    expect(screen.getByTestId("coupon-state").textContent).toBe(
      "Cette offre de bienvenue demande un compte : connectez-vous ou créez-en un",
    );
  });

  it("un client connecté l'a, pour sa première commande", () => {
    const session = { token: "jeton", user: { id: 1 } };
    const priced = priceCart(shop, cartWithWelcomeCode(), pickup, now, offerCustomerOf(session));
    expect(priced.total.discount).toBe(500);
    expect(priced.coupon).toMatchObject({ state: "valid", code: "BIENVENUE5" });
  });
});
