// @vitest-environment happy-dom
import type { Setting } from "@comptoir/contracts";
import { lineFromMenu } from "@comptoir/domain";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore, EMPTY_CART } from "../../lib/cart-state.ts";
import { locationStore } from "../../lib/location-store.ts";
import { createShop, ShopContext } from "../../lib/shop.ts";
import { envelope, fakeFetch, menus, offers, settings } from "../../testing/shop-fixture.ts";
import CheckoutFlow from "./checkout-flow.tsx";

// Every day 11:00–23:00, for delivery and pickup, so "now" (Tuesday 12:00 in Paris) is open.
const allDay = { start: "11:00", end: "23:00" };
const open = {
  mon: [allDay],
  tue: [allDay],
  wed: [allDay],
  thu: [allDay],
  fri: [allDay],
  sat: [allDay],
  sun: [allDay],
};
const openMenus = menus.map((menu) => ({ ...menu, time_ranges: open, pickup_time_ranges: open }));

/** The fixture's restaurant, with a delivery minimum of 15 € and no flat charge to make up for it. */
const strictSettings: Setting[] = [
  ...settings.filter((setting) => setting.name !== "features.delivery.flat_charge"),
  { name: "features.delivery.flat_charge", value: 0 },
  { name: "payments.cod.active", value: true },
  { name: "payments.stripe.active", value: false },
];

/** The fixture's restaurant with its pickup address, open all day, and the payment choices asked for. */
function shopWith(payments: Setting[]) {
  const names = new Set(payments.map((setting) => setting.name));
  return createShop(openMenus, offers, [
    ...strictSettings.filter((setting) => !names.has(setting.name)),
    { name: "contacts.name", value: "Piment Rouge" },
    { name: "contacts.address", value: "52 Grande Rue" },
    { name: "contacts.postal_code", value: "69007" },
    { name: "contacts.city", value: "Lyon" },
    ...payments,
  ]);
}

const shop = shopWith([]);
const cardShop = shopWith([{ name: "payments.stripe.active", value: true }]);
const cardOnlyShop = shopWith([
  { name: "payments.stripe.active", value: true },
  { name: "payments.cod.active", value: false },
]);

function CheckoutRoute() {
  return (
    <ShopContext value={shop}>
      <CheckoutFlow />
    </ShopContext>
  );
}

function CardCheckoutRoute() {
  return (
    <ShopContext value={cardShop}>
      <CheckoutFlow />
    </ShopContext>
  );
}

function CardOnlyCheckoutRoute() {
  return (
    <ShopContext value={cardOnlyShop}>
      <CheckoutFlow />
    </ShopContext>
  );
}

function SuccessRoute() {
  return <h1>Commande reçue</h1>;
}

const stubOf = (Component: () => React.JSX.Element) =>
  createRoutesStub([
    { path: "/checkout", Component },
    { path: "/success", Component: SuccessRoute },
  ]);
const Stub = stubOf(CheckoutRoute);
const CardStub = stubOf(CardCheckoutRoute);
const CardOnlyStub = stubOf(CardOnlyCheckoutRoute);

function renderCheckout(withCards = false) {
  render(withCards ? <CardStub initialEntries={["/checkout"]} /> : <Stub initialEntries={["/checkout"]} />);
  return { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

function putInCart(itemId: string, quantity = 1) {
  const built = lineFromMenu(shop.menuItems, { itemId, options: [], quantity, note: "" });
  if (!built.ok) throw new Error("ligne impossible");
  cartStore.set({ lines: [built.line], coupon: null });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date("2026-11-24T11:00:00Z"));
  localStorage.clear();
  cartStore.reload();
  cartStore.set(EMPTY_CART);
  locationStore.set({ mode: "pickup", _distance: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

describe("la commande, onglet par onglet", () => {
  it("un panier vide renvoie vers la carte", async () => {
    fakeFetch({});
    renderCheckout();
    expect(await heading("Votre panier est vide")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir la carte" }).getAttribute("href")).toBe("/menu");
  });

  it("choisir le type avance seul après une demi-seconde", async () => {
    fakeFetch({});
    putInCart("3");
    const { user } = renderCheckout();
    expect(await heading("Retrait ou livraison")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /À emporter/ }));
    expect(screen.getByRole("button", { name: /À emporter/ }).getAttribute("aria-pressed")).toBe("true");
    act(() => vi.advanceTimersByTime(450));
    expect(screen.queryByRole("heading", { level: 1, name: "Vos coordonnées" })).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(await heading("Vos coordonnées")).toBeTruthy();
    expect(locationStore.get().mode).toBe("pickup");
  });

  it("la livraison sous le minimum de commande, sans frais pour compenser, reste sur le type", async () => {
    fakeFetch({});
    putInCart("3"); // 4,50 € in delivery, below 15 €
    const { user } = renderCheckout();
    await heading("Retrait ou livraison");
    await user.click(screen.getByRole("button", { name: /Livraison/ }));
    expect((await screen.findByTestId("checkout-alert")).textContent).toContain(
      "Le minimum de commande pour la livraison est de 15,00\u00a0€",
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole("heading", { level: 1, name: "Retrait ou livraison" })).toBeTruthy();
    expect(locationStore.get().mode).toBe("delivery");
  });

  it("les erreurs d'un champ apparaissent quand on le quitte, et suivent la saisie", async () => {
    fakeFetch({});
    putInCart("3");
    const { user } = renderCheckout();
    await user.click(await screen.findByRole("button", { name: /À emporter/ }));
    act(() => vi.advanceTimersByTime(500));
    await heading("Vos coordonnées");
    const firstName = screen.getByRole("textbox", { name: /^Prénom/ });
    await user.click(firstName);
    await user.tab();
    expect(await screen.findByText("Le prénom est obligatoire")).toBeTruthy();
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    // Other fields, not visited yet, say nothing.
    expect(screen.queryByText("Le nom est obligatoire")).toBeNull();
    await user.type(firstName, "Léa");
    await waitFor(() => expect(screen.queryByText("Le prénom est obligatoire")).toBeNull());

    await user.click(screen.getByTestId("checkout-primary"));
    expect((await screen.findByTestId("checkout-alert")).textContent).toContain(
      "Veuillez remplir tous les champs obligatoires",
    );
    expect(screen.getByText("Le nom est obligatoire")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Vos coordonnées" })).toBeTruthy();
  });

  it("à emporter en espèces : la commande est passée puis mise à jour, le panier vidé, puis /success", async () => {
    const calls = fakeFetch({
      "/v2/public/checkout/": (init) =>
        init?.method === "PUT"
          ? envelope(200, { status: "success", payload: { order_id: 41, status: "pending" } })
          : envelope(201, { status: "success", payload: { order_id: 41, status: "pending", total: 4 } }),
    });
    putInCart("3");
    const { user } = renderCheckout();
    await user.click(await screen.findByRole("button", { name: /À emporter/ }));
    act(() => vi.advanceTimersByTime(500));
    await heading("Vos coordonnées");
    await user.type(screen.getByRole("textbox", { name: /^Prénom/ }), "Léa");
    await user.type(screen.getByRole("textbox", { name: /^Nom/ }), "Martin");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "lea@example.fr");
    await user.type(screen.getByRole("textbox", { name: /^Téléphone/ }), "0612345678");
    await user.click(screen.getByTestId("checkout-primary"));
    await heading("Horaire du retrait");
    expect(await screen.findByRole("radio", { name: /Dès que possible · vers 12:15/ })).toHaveProperty(
      "checked",
      true,
    );
    await user.click(screen.getByTestId("checkout-primary"));
    await heading("Paiement");
    await user.click(screen.getByTestId("checkout-primary"));
    await heading("Confirmation");
    expect(screen.getByTestId("checkout-primary").textContent).toBe("Commander · 4,00\u00a0€");
    await user.click(screen.getByTestId("checkout-primary"));

    expect(await heading("Commande reçue")).toBeTruthy();
    const orderCalls = calls.filter((call) => call.path === "/v2/public/checkout/");
    expect(orderCalls.map((call) => call.init?.method)).toEqual(["POST", "PUT"]);
    const order = JSON.parse(String(orderCalls[0]?.init?.body));
    expect(order).toMatchObject({
      is_pickup: true,
      payment_method: "cash",
      total: 4,
      user_id: null,
      items: [{ item_id: 3, quantity: 1 }],
      customer: { first_name: "Léa", date: { delivery_date: "2026-11-24", delivery_time_range: null } },
    });
    expect(JSON.parse(String(orderCalls[1]?.init?.body))).toEqual({
      order_id: 41,
      local_id: order.local_id,
      status: "pending",
      transaction_id: null,
    });
    expect(cartStore.get().lines).toEqual([]);
    expect(JSON.parse(localStorage.getItem("last-order") ?? "null")).toEqual({
      order_id: 41,
      local_id: order.local_id,
    });
    const kept = JSON.parse(localStorage.getItem("checkout") ?? "null");
    expect(kept.tab).toBe("type");
    expect(kept.localId).not.toBe(order.local_id);
  });

  it("une commande refusée dit « Une erreur est survenue » avec la raison du serveur, et garde le panier", async () => {
    fakeFetch({
      "/v2/public/checkout/": () =>
        envelope(422, {
          status: "error",
          code: "invalid_options",
          message: "Cette option n'est plus proposée.",
        }),
    });
    putInCart("3");
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        tab: "confirmation",
        personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
      }),
    );
    const { user } = renderCheckout();
    await heading("Confirmation");
    await user.click(screen.getByTestId("checkout-primary"));
    const alert = await screen.findByTestId("checkout-alert");
    expect(alert.textContent).toContain("Une erreur est survenue, veuillez réessayer");
    expect(alert.textContent).toContain("Cette option n'est plus proposée.");
    expect(cartStore.get().lines).toHaveLength(1);
  });

  it("deux appuis rapides sur « Commander » passent une seule commande", async () => {
    const calls = fakeFetch({
      "/v2/public/checkout/": (init) =>
        init?.method === "PUT"
          ? envelope(200, { status: "success", payload: { order_id: 42, status: "pending" } })
          : envelope(201, { status: "success", payload: { order_id: 42, status: "pending", total: 4 } }),
    });
    putInCart("3");
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        tab: "confirmation",
        personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
      }),
    );
    renderCheckout();
    await heading("Confirmation");
    const order = screen.getByTestId("checkout-primary");
    fireEvent.click(order);
    fireEvent.click(order);
    expect(await heading("Commande reçue")).toBeTruthy();
    const orderCalls = calls.filter((call) => call.path === "/v2/public/checkout/");
    expect(orderCalls.map((call) => call.init?.method)).toEqual(["POST", "PUT"]);
  });

  it("par carte, un total repris par le serveur : l'intention de paiement suit le nouveau total avant de payer", async () => {
    const serverCart = {
      is_pickup: true,
      items: [
        {
          item_id: 3,
          item_name: "Citronnade gingembre-piment",
          quantity: 1,
          note: "",
          options: [],
          unit_price: 3.8,
          amount: 3.8,
          discount: 0,
          tax: 0.35,
          tax_rate: 10,
        },
      ],
      free_items: [],
      subtotal: 3.8,
      discount: 0,
      delivery: 0,
      tax: 0.35,
      total: 3.8,
      coupon: { code: null, state: "unchecked", offer_id: null, message: null },
      applied_offer_ids: [],
    };
    let placed = 0;
    const calls = fakeFetch({
      "/v2/public/checkout/stripe-customer": () =>
        envelope(200, { status: "success", payload: { customer: { id: "cus_demo_1" } } }),
      "/v2/public/checkout/stripe-payment-intent": (init) => {
        const { amount } = JSON.parse(String(init?.body));
        return envelope(200, {
          status: "success",
          payload: { id: "pi_demo_1", client_secret: "pi_demo_1_secret_2", amount },
        });
      },
      "/v2/public/checkout/demo-card/confirm": () =>
        envelope(200, {
          status: "success",
          payload: { payment_intent_id: "pi_demo_1", status: "succeeded" },
        }),
      "/v2/public/checkout/": (init) => {
        if (init?.method === "PUT")
          return envelope(200, { status: "success", payload: { order_id: 9, status: "paid" } });
        placed += 1;
        return placed === 1
          ? envelope(409, {
              status: "error",
              code: "price_changed",
              message: "Les prix de votre panier ont changé.",
              cart: serverCart,
            })
          : envelope(201, { status: "success", payload: { order_id: 9, status: "pending", total: 3.8 } });
      },
    });
    putInCart("3");
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        tab: "payment",
        personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
        payment: { method: "card", failed: false },
      }),
    );
    const { user } = renderCheckout(true);
    await heading("Paiement");
    await user.type(await screen.findByRole("textbox", { name: /^Numéro de carte/ }), "4242424242424242");
    await user.type(screen.getByRole("textbox", { name: /^Expiration/ }), "1230");
    await user.type(screen.getByRole("textbox", { name: /^Code de sécurité/ }), "123");
    await user.click(screen.getByTestId("checkout-primary"));
    await heading("Confirmation");
    expect(screen.getByTestId("checkout-primary").textContent).toBe("Payer 4,00\u00a0€");
    await user.click(screen.getByTestId("checkout-primary"));

    // The server's cart is shown; the button now says its total.
    expect((await screen.findByTestId("price-changed")).textContent).toContain(
      "Les prix de votre panier ont changé.",
    );
    await waitFor(() => expect(screen.getByTestId("checkout-primary").textContent).toBe("Payer 3,80\u00a0€"));
    await user.click(screen.getByTestId("checkout-primary"));
    expect(await heading("Commande reçue")).toBeTruthy();

    const orders = calls.filter((call) => call.path === "/v2/public/checkout/");
    const intents = calls
      .filter((call) => call.path === "/v2/public/checkout/stripe-payment-intent")
      .map((call) => JSON.parse(String(call.init?.body)));
    // The server prices each intent itself (ADR 016): the first from the order about to be placed
    // (4,00 €); once the order is placed at the server's 3,80 €, the same intent, proved by its
    // secret, follows the placed order's total before the card pays. No amount is ever sent.
    expect(intents.map((intent) => intent.order?.total ?? intent.placed_order)).toEqual([
      4,
      { order_id: 9, local_id: JSON.parse(String(orders[1]?.init?.body)).local_id },
    ]);
    expect(intents.every((intent) => intent.amount === undefined)).toBe(true);
    expect(intents[1]).toMatchObject({
      customer_id: "cus_demo_1",
      payment_intent_id: "pi_demo_1",
      client_secret: expect.any(String),
    });
    expect(orders.map((call) => call.init?.method)).toEqual(["POST", "POST", "PUT"]);
    expect(JSON.parse(String(orders[1]?.init?.body))).toMatchObject({ total: 3.8, tax: 0.35 });
    expect(JSON.parse(String(orders[2]?.init?.body))).toEqual({
      order_id: 9,
      // The key of the order placed (the second POST, at the server's total).
      local_id: JSON.parse(String(orders[1]?.init?.body)).local_id,
      status: "paid",
      transaction_id: {
        client_secret: "pi_demo_1_secret_2",
        customer_id: "cus_demo_1",
        payment_intent_id: "pi_demo_1",
      },
    });
    // The card was confirmed once, after the new amount.
    const confirmIndex = calls.findIndex((call) => call.path === "/v2/public/checkout/demo-card/confirm");
    const lastIntentIndex = calls
      .map((call) => call.path)
      .lastIndexOf("/v2/public/checkout/stripe-payment-intent");
    expect(confirmIndex).toBeGreaterThan(lastIntentIndex);
  });

  it("quitter la livraison : une adresse trop éloignée est refusée, l'étape reste la livraison", async () => {
    const distance = {
      distance: 8.4,
      duration: 25,
      unit: "km",
      delivery_cost: 6.2,
      formatted_address: "1 Place Bellecour, 69002 Lyon",
      address: "1 Place Bellecour",
      address2: "",
      city: "Lyon",
      state: "",
      postal_code: "69002",
      country: "France",
      lat: 45.75,
      lng: 4.83,
      too_far: true,
      in_zone: true,
      deliverable: false,
    };
    const calls = fakeFetch({
      "/v2/public/locations/distance": () => envelope(200, { status: "success", payload: distance }),
    });
    const built = lineFromMenu(shop.menuItems, {
      itemId: "1",
      options: [{ groupId: "100", choiceId: "1001", quantity: 1 }],
      quantity: 2,
      note: "",
    });
    if (!built.ok) throw new Error("ligne impossible");
    cartStore.set({ lines: [built.line], coupon: null });
    locationStore.set({ mode: "delivery", _distance: null });
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        tab: "delivery",
        personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
        delivery: { address: "1 Place Bellecour", city: "Lyon", postal_code: "69002" },
      }),
    );
    const { user } = renderCheckout();
    await heading("Livraison");
    await user.click(screen.getByTestId("checkout-primary"));
    expect((await screen.findByTestId("checkout-alert")).textContent).toContain(
      "L'adresse est trop éloignée du restaurant",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Livraison" })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(
      `/v2/public/locations/distance?location=${encodeURIComponent("1 Place Bellecour, 69002 Lyon")}`,
    );
    // The measured address is now the saved one: the cart prices its delivery with it.
    expect(locationStore.get()._distance?.postal_code).toBe("69002");
  });

  it("quitter les coordonnées crée le client du paiement par carte et recopie l'adresse enregistrée", async () => {
    const calls = fakeFetch({
      "/v2/public/checkout/stripe-customer": () =>
        envelope(200, { status: "success", payload: { customer: { id: "cus_demo_7" } } }),
    });
    const built = lineFromMenu(shop.menuItems, {
      itemId: "1",
      options: [{ groupId: "100", choiceId: "1001", quantity: 1 }],
      quantity: 2,
      note: "",
    });
    if (!built.ok) throw new Error("ligne impossible");
    cartStore.set({ lines: [built.line], coupon: null });
    locationStore.set({
      mode: "delivery",
      _distance: {
        distance: 0.6,
        duration: 2,
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
        too_far: false,
        in_zone: true,
        deliverable: true,
      },
    });
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        tab: "personal",
        personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
      }),
    );
    const { user } = renderCheckout(true);
    await heading("Vos coordonnées");
    await user.click(screen.getByTestId("checkout-primary"));
    await heading("Livraison");
    expect(screen.getByRole("textbox", { name: /^Adresse/ })).toHaveProperty("value", "12 Rue de Marseille");
    expect(screen.getByRole("textbox", { name: /^Code postal/ })).toHaveProperty("value", "69007");
    expect(screen.getByRole("textbox", { name: /^Ville/ })).toHaveProperty("value", "Lyon");
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "/v2/public/checkout/stripe-customer")).toHaveLength(1),
    );
    const customer = calls.find((call) => call.path === "/v2/public/checkout/stripe-customer");
    expect(JSON.parse(String(customer?.init?.body))).toEqual({
      email: "lea@example.fr",
      name: "Léa Martin",
      phone: "0612345678",
    });
  });

  it("sans paiement en espèces, quitter la livraison passe à la carte et prépare le paiement", async () => {
    const calls = fakeFetch({
      "/v2/public/checkout/stripe-customer": () =>
        envelope(200, { status: "success", payload: { customer: { id: "cus_demo_8" } } }),
      "/v2/public/checkout/stripe-payment-intent": () =>
        envelope(200, {
          status: "success",
          payload: { id: "pi_demo_8", client_secret: "pi_demo_8_secret_1", amount: 4 },
        }),
    });
    putInCart("3");
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        tab: "delivery",
        personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
        payment: { method: "cash", failed: false },
      }),
    );
    render(<CardOnlyStub initialEntries={["/checkout"]} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await heading("Horaire du retrait");
    await user.click(screen.getByTestId("checkout-primary"));
    await heading("Paiement");
    expect(screen.queryByRole("radio", { name: /Espèces/ })).toBeNull();
    expect(screen.getByRole("radio", { name: /Carte bancaire/ })).toHaveProperty("checked", true);
    expect(JSON.parse(localStorage.getItem("checkout") ?? "{}").payment.method).toBe("card");
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/v2/public/checkout/stripe-payment-intent")).toBe(true),
    );
    const intent = calls.find((call) => call.path === "/v2/public/checkout/stripe-payment-intent");
    // A new intent, priced by the server from the order about to be placed (ADR 016).
    const body = JSON.parse(String(intent?.init?.body));
    expect(body).toMatchObject({ customer_id: "cus_demo_8", payment_intent_id: null });
    expect(body.order).toMatchObject({ total: 4 });
    expect(body.amount).toBeUndefined();
  });
});
