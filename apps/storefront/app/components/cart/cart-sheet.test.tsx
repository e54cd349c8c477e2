// @vitest-environment happy-dom
import type { DistanceResult } from "@comptoir/contracts";
import { lineFromMenu } from "@comptoir/domain";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart } from "../../lib/cart-actions.ts";
import { cartStore, EMPTY_CART } from "../../lib/cart-state.ts";
import { locationStore } from "../../lib/location-store.ts";
import { createShop, type Shop, ShopContext } from "../../lib/shop.ts";
import {
  couponPayload,
  envelope,
  fakeFetch,
  menus,
  offers,
  settings,
  testShop,
} from "../../testing/shop-fixture.ts";
import CartSheet from "./cart-sheet.tsx";

const shop = testShop();

const lunch = [{ start: "11:00", end: "14:30" }];
const days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const hours = (open: boolean) => Object.fromEntries(days.map((day) => [day, open ? lunch : []]));

/** The fixture's shop on a Tuesday at 12:00 in Paris, with only these menus open at lunch. */
function shopWithOpen(menuIds: number[]): Shop {
  const open = menus.map((menu) => {
    const isOpen = menuIds.includes(menu.menu_id);
    return {
      ...menu,
      menu_is_available: true,
      time_ranges: hours(isOpen),
      pickup_time_ranges: hours(isOpen),
    };
  });
  return createShop(open as typeof menus, offers, settings, "2026-11-24T11:00:00Z");
}

function put(
  itemId: string,
  options: { groupId: string; choiceId: string; quantity: number }[] = [],
  quantity = 1,
) {
  const result = lineFromMenu(shop.menuItems, { itemId, options, quantity, note: "" });
  if (!result.ok) throw new Error(`ligne refusée : ${JSON.stringify(result.problems)}`);
  addToCart(result.line);
}

const RICE = [{ groupId: "100", choiceId: "1001", quantity: 1 }];
const QUINOA = [{ groupId: "100", choiceId: "1002", quantity: 1 }];

const lyon7: DistanceResult = {
  distance: 1.2,
  duration: 6,
  unit: "km",
  delivery_cost: 1.5,
  formatted_address: "12 Rue de Marseille, 69007 Lyon",
  address: "12 Rue de Marseille",
  address2: "",
  city: "Lyon",
  state: "",
  postal_code: "69007",
  country: "France",
  lat: 45.75,
  lng: 4.84,
};

function openCart(inShop: Shop = shop) {
  const onClose = vi.fn();
  const onChooseOptions = vi.fn();
  const onChooseAddress = vi.fn();
  render(
    <MemoryRouter>
      <ShopContext value={inShop}>
        <CartSheet onClose={onClose} onChooseOptions={onChooseOptions} onChooseAddress={onChooseAddress} />
      </ShopContext>
    </MemoryRouter>,
  );
  const dialog = within(screen.getByRole("dialog", { hidden: true }));
  return { dialog, onClose, onChooseOptions, onChooseAddress, user: userEvent.setup() };
}

/** The visible amount of a figure of the cart ("15,20 €"). */
function shown(dialog: ReturnType<typeof within>, testId: string): string | null {
  return dialog.queryByTestId(testId)?.textContent ?? null;
}

let calls: ReturnType<typeof fakeFetch>;
let recommended: number[];

beforeEach(() => {
  localStorage.clear();
  cartStore.set(EMPTY_CART);
  locationStore.set({ mode: "pickup", _distance: null });
  recommended = [];
  calls = fakeFetch({
    "/v2/public/offers/PIMENT20": () =>
      envelope(200, {
        status: "success",
        payload: [
          couponPayload({
            id: 2,
            code: "PIMENT20",
            name: "-20 % sur toute la carte",
            type: "percentage",
            value: 20,
            minimum_amount: 0,
          }),
        ],
      }),
    "/v2/public/offers/BIENVENUE5": () =>
      envelope(200, {
        status: "success",
        payload: [
          couponPayload({
            id: 3,
            code: "BIENVENUE5",
            name: "5 € offerts",
            type: "fixed_amount",
            value: 5,
            minimum_amount: 20,
          }),
        ],
      }),
    "/v2/public/offers/": () =>
      envelope(404, {
        status: "error",
        message: "Ce code promo n'existe pas ou n'est plus valable.",
        code: "coupon_not_found",
      }),
    "/v2/recommendations": () =>
      envelope(200, {
        status: "success",
        payload: { recommendations: recommended.map((itemId) => ({ itemId })) },
      }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("le panier", () => {
  it("fusionne les lignes identiques et garde à part celles qui diffèrent", () => {
    put("1", RICE);
    put("1", RICE);
    put("1", QUINOA);
    const { dialog } = openCart();
    const lines = dialog.getAllByTestId("cart-line");
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByText("Riz basmati")).toBeTruthy();
    expect(within(lines[0] as HTMLElement).getByRole("status", { hidden: true }).textContent).toContain("2");
    expect(shown(dialog, "cart-subtotal")).toBe("29,00\u00a0€");
  });

  it("change la quantité d'une ligne et la retire", async () => {
    put("1", RICE);
    const { dialog, user } = openCart();
    await user.click(dialog.getByRole("button", { name: "Un Bowl Poulet Coréen de plus", hidden: true }));
    expect(cartStore.get().lines[0]?.quantity).toBe(2);
    expect(shown(dialog, "cart-line-amount")).toBe("19,00\u00a0€");
    await user.click(dialog.getByRole("button", { name: "Un Bowl Poulet Coréen de moins", hidden: true }));
    expect(cartStore.get().lines[0]?.quantity).toBe(1);
    await user.click(
      dialog.getByRole("button", { name: "Retirer Bowl Poulet Coréen du panier", hidden: true }),
    );
    expect(cartStore.get().lines).toHaveLength(0);
    expect(dialog.getByText("Votre panier est vide.")).toBeTruthy();
  });

  it("marque « Offert » les articles gratuits d'une offre", () => {
    put("3");
    const { dialog } = openCart();
    const free = dialog.getByTestId("free-item");
    expect(free.textContent).toContain("Offert");
    expect(free.textContent).toContain("Citronnade gingembre-piment");
    expect(shown(dialog, "cart-total")).toBe("4,00\u00a0€");
  });

  it("le code promo : replié, puis invalide avec le message du serveur, puis valide avec la remise", async () => {
    put("1", RICE, 2);
    const { dialog, user } = openCart();
    expect(dialog.queryByRole("textbox", { name: "Code promo", hidden: true })).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Vous avez un code promo ?", hidden: true }));
    const field = dialog.getByRole("textbox", { name: "Code promo", hidden: true });
    expect(dialog.getByTestId("coupon-state").dataset.state).toBe("unchecked");

    await user.type(field, "FAUX");
    await user.click(dialog.getByRole("button", { name: "Appliquer", hidden: true }));
    await waitFor(() => expect(dialog.getByTestId("coupon-state").dataset.state).toBe("invalid"));
    expect(dialog.getByTestId("coupon-state").textContent).toBe(
      "Ce code promo n'existe pas ou n'est plus valable.",
    );
    expect(shown(dialog, "cart-discount")).toBeNull();

    await user.clear(field);
    await user.type(field, "piment20");
    await user.click(dialog.getByRole("button", { name: "Appliquer", hidden: true }));
    await waitFor(() => expect(dialog.getByTestId("coupon-state").dataset.state).toBe("valid"));
    // The code is asked without any cache.
    const asked = calls.find((call) => call.path === "/v2/public/offers/piment20");
    expect(asked?.init?.cache).toBe("no-store");
    // 2 × 9,50 = 19,00; 20 % off = 3,80; VAT included at 10 % of 15,20 = 1,38.
    expect(shown(dialog, "cart-subtotal")).toBe("19,00\u00a0€");
    expect(shown(dialog, "cart-discount")).toBe("−3,80\u00a0€");
    expect(shown(dialog, "cart-tax")).toBe("1,38\u00a0€");
    expect(shown(dialog, "cart-total")).toBe("15,20\u00a0€");
  });

  it("un code valable à partir d'un minimum est refusé en dessous, avec la raison", async () => {
    put("1", RICE);
    const { dialog, user } = openCart();
    await user.click(dialog.getByRole("button", { name: "Vous avez un code promo ?", hidden: true }));
    await user.type(dialog.getByRole("textbox", { name: "Code promo", hidden: true }), "BIENVENUE5");
    await user.click(dialog.getByRole("button", { name: "Appliquer", hidden: true }));
    await waitFor(() => expect(dialog.getByTestId("coupon-state").dataset.state).toBe("invalid"));
    expect(dialog.getByTestId("coupon-state").textContent).toMatch(/à partir de 20,00/);
    expect(shown(dialog, "cart-discount")).toBeNull();
  });

  it("en livraison : frais de la zone, supplément sous le minimum, et le message du minimum", () => {
    locationStore.set({ mode: "delivery", _distance: lyon7 });
    put("1", RICE);
    const { dialog } = openCart();
    // Delivery price 10,50; zone fee 1,50 plus 2,50 below the zone's 15,00 minimum.
    expect(shown(dialog, "cart-subtotal")).toBe("10,50\u00a0€");
    // Each part on its named line: the zone's fee, then the small-order supplement.
    expect(shown(dialog, "cart-delivery")).toBe("1,50\u00a0€");
    expect(shown(dialog, "cart-small-order-charge")).toBe("2,50\u00a0€");
    expect(dialog.getByTestId("cart-small-order").textContent).toMatch(/Supplément petite commande/);
    expect(shown(dialog, "cart-total")).toBe("14,50\u00a0€");
    // VAT included: 0,95 on the bowl, 0,36 on the delivery.
    expect(shown(dialog, "cart-tax")).toBe("1,31\u00a0€");
    expect(dialog.getByTestId("minimum-order").textContent).toMatch(/15,00/);
    expect(dialog.getByTestId("minimum-order").textContent).toMatch(/2,50/);
  });

  it("en livraison sans adresse, le panier demande l'adresse", async () => {
    locationStore.set({ mode: "delivery", _distance: null });
    put("1", RICE);
    const { dialog, user, onChooseAddress } = openCart();
    expect(dialog.getByText("Indiquez votre adresse de livraison")).toBeTruthy();
    expect(shown(dialog, "cart-delivery")).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Choisir une adresse", hidden: true }));
    expect(onChooseAddress).toHaveBeenCalledTimes(1);
  });

  it("« Vous aimerez aussi » : ni ce qui est déjà au panier ni l'épuisé, ajout en un geste ou fiche à choix", async () => {
    recommended = [2, 1, 3, 4];
    put("2");
    const { dialog, user, onChooseOptions } = openCart(shopWithOpen([1, 2]));
    const section = within(await dialog.findByRole("region", { name: "Vous aimerez aussi", hidden: true }));
    const request = calls.find((call) => call.path === "/v2/recommendations");
    expect(JSON.parse(String(request?.init?.body))).toEqual({ cartItems: [2], maxRecommendations: 12 });
    expect(section.queryByText("Le Piment Rouge")).toBeNull();
    expect(section.queryByText("Bowl Bœuf Chipotle")).toBeNull();

    await user.click(
      section.getByRole("button", { name: "Ajouter Citronnade gingembre-piment au panier", hidden: true }),
    );
    expect(cartStore.get().lines.map((line) => line.itemId)).toEqual(["2", "3"]);

    await user.click(
      section.getByRole("button", { name: "Choisir les options de Bowl Poulet Coréen", hidden: true }),
    );
    expect(onChooseOptions).toHaveBeenCalledWith("1");
  });

  it("« Vous aimerez aussi » ne propose jamais un plat dont le menu est fermé à l'heure de la commande", async () => {
    recommended = [1, 3];
    put("2");
    // The drinks' menu is closed at lunch: the lemonade is not suggested, the bowl is.
    const { dialog } = openCart(shopWithOpen([1]));
    const section = within(await dialog.findByRole("region", { name: "Vous aimerez aussi", hidden: true }));
    expect(section.getByText("Bowl Poulet Coréen")).toBeTruthy();
    expect(section.queryByText("Citronnade gingembre-piment")).toBeNull();
  });
});
