import { type CheckoutTab, cartTotal, cents, formatEuros } from "@comptoir/domain";
import { describe, expect, it, vi } from "vitest";
import { testShop } from "../../testing/shop-fixture.ts";
import { STARTING_PAGE } from "./checkout-reducer.ts";
import { initialCheckout } from "./checkout-state.ts";
import {
  confirmationView,
  deliveryView,
  frameView,
  paymentView,
  personalView,
  typeView,
} from "./step-views.ts";
import type { CheckoutModel } from "./use-checkout-steps.ts";
import type { OrderTime } from "./use-order-time.ts";

const shop = testShop();
/** 24,50 € as the page writes it (with its narrow no-break space). */
const total = formatEuros(cents(2450));
const lea = { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" };

/** Every action of the model, each a spy. */
function spies(): CheckoutModel["actions"] {
  return new Proxy({} as Record<string, () => void>, {
    get: (target, name: string) => {
      target[name] ??= vi.fn();
      return target[name];
    },
  }) as unknown as CheckoutModel["actions"];
}

function orderTime(asap: Date | null): OrderTime {
  return {
    now: new Date("2026-11-24T11:00:00Z"),
    today: "2026-11-24",
    timeZone: "Europe/Paris",
    asap,
    asapClosedItems: [],
    slotDays: [
      { date: "2026-11-25", slots: [{ label: "12:00 - 12:15" }, { label: "12:15 - 12:30" }] },
    ] as OrderTime["slotDays"],
    isScheduled: (state) => state.delivery.is_scheduled || asap === null,
    check: () => {
      throw new Error("not asked by the views");
    },
  };
}

/** The checkout as the hook would give it, on a tab, for a pickup paid in cash. */
function model(tab: CheckoutTab, changes: Partial<CheckoutModel> = {}): CheckoutModel {
  return {
    checkout: { saved: { ...initialCheckout("2026-11-24"), tab, personal: lea }, page: STARTING_PAGE },
    shop,
    deliveryPaused: false,
    pauses: { ordering: null, delivery: null },
    menuPath: "/menu",
    lines: [],
    mode: "pickup",
    method: "cash",
    time: orderTime(new Date("2026-11-24T11:20:00Z")),
    priced: cartTotal({
      lines: [],
      mode: "pickup",
      menuItems: shop.menuItems,
      offers: [],
      coupon: null,
      tax: shop.tax,
      delivery: shop.delivery,
      destination: null,
      now: new Date("2026-11-24T11:00:00Z"),
      timeZone: shop.timeZone,
      customer: "guest",
    }),
    delivered: cartTotal({
      lines: [],
      mode: "delivery",
      menuItems: shop.menuItems,
      offers: [],
      coupon: null,
      tax: shop.tax,
      delivery: shop.delivery,
      destination: null,
      now: new Date("2026-11-24T11:00:00Z"),
      timeZone: shop.timeZone,
      customer: "guest",
    }),
    couponCode: null,
    figures: { subtotal: 24.5, discount: 0, delivery: 0, tax: 2.23, total: 24.5, free_items: [] },
    serverPrice: null,
    forms: null,
    card: { stripeCardReady: vi.fn(), answerApproval: vi.fn() },
    actions: spies(),
    ...changes,
  } as CheckoutModel;
}

describe("une vue par onglet (ADR 047)", () => {
  it("le cadre nomme l'onglet de l'heure selon le mode, et plie la commande partout sauf à la confirmation", () => {
    expect(frameView(model("delivery")).labels.delivery).toBe("Horaire du retrait");
    expect(frameView(model("delivery", { mode: "delivery" })).labels.delivery).toBe("Livraison");
    expect(frameView(model("payment")).summary?.totalText).toBe(total);
    expect(frameView(model("confirmation")).summary).toBeNull();
  });

  it("le type : la livraison en pause n'est pas proposée, et l'onglet n'a pas de barre", () => {
    expect(typeView(model("type")).deliveryActive).toBe(shop.delivery.active);
    // A delivery pause: the card says it (until when, why) rather than its fee, and cannot be chosen.
    const paused = "La livraison est en pause jusqu'à 13:15 : vous pouvez commander à emporter. Orage.";
    const deliveryPause = typeView(
      model("type", {
        deliveryPaused: true,
        pauses: { ordering: null, delivery: { scope: "delivery", text: paused } },
      }),
    );
    expect(deliveryPause.deliveryPaused).toBe(paused);
    expect(deliveryPause.orderingPaused).toBeNull();
    const stopped = "Les commandes sont en pause jusqu'à 13:15. Coupure de gaz.";
    const orderingPause = typeView(
      model("type", {
        deliveryPaused: true,
        pauses: {
          ordering: { scope: "ordering", text: stopped },
          delivery: { scope: "ordering", text: stopped },
        },
      }),
    );
    expect(orderingPause.orderingPaused).toBe(stopped);
    expect(orderingPause.deliveryPaused).toBeNull();
    expect(typeView(model("type")).menuPath).toBe("/menu");
  });

  it("les coordonnées : une erreur ne se montre qu'une fois le champ quitté", () => {
    const forms = { personalErrors: () => ({ email: "E-mail invalide", phone: "Téléphone invalide" }) };
    const base = model("personal", { forms: forms as unknown as CheckoutModel["forms"] });
    expect(personalView(base).errors).toEqual({});
    const touched = {
      ...base.checkout,
      page: { ...STARTING_PAGE, touched: new Set(["personal.email"]) },
    };
    expect(personalView({ ...base, checkout: touched }).errors).toEqual({ email: "E-mail invalide" });
    expect(personalView(base).action.label).toBe("Continuer");
  });

  it("l'heure : « dès que possible » dit son heure au fuseau du restaurant, sinon pourquoi pas", () => {
    expect(deliveryView(model("delivery")).asapLabel).toBe("Dès que possible · vers 12:20");
    const closed = deliveryView(model("delivery", { time: orderTime(null) }));
    expect(closed.asapLabel).toBeNull();
    expect(closed.values.is_scheduled).toBe(true);
    expect(closed.days).toEqual([
      { date: "2026-11-25", label: "Demain", slots: ["12:00 - 12:15", "12:15 - 12:30"] },
    ]);
  });

  it("l'heure : choisir un créneau prend le premier jour qui en a ; revenir à « dès que possible » l'efface", () => {
    const view = model("delivery");
    deliveryView(view).onScheduledChange(true);
    expect(view.actions.editDelivery).toHaveBeenLastCalledWith({
      is_scheduled: true,
      delivery_date: "2026-11-25",
    });
    deliveryView(view).onScheduledChange(false);
    expect(view.actions.editDelivery).toHaveBeenLastCalledWith({
      is_scheduled: false,
      delivery_date: "2026-11-24",
      delivery_time_range: null,
    });
  });

  it("le paiement : le nom du payeur vient des coordonnées", () => {
    expect(paymentView(model("payment")).billing).toEqual({
      name: "Léa Martin",
      email: "lea@example.fr",
      phone: "0612345678",
    });
  });

  it("la confirmation : le bouton dit « Commander » en espèces, « Payer » par carte, avec le total", () => {
    expect(confirmationView(model("confirmation")).action.label).toBe(`Commander · ${total}`);
    expect(confirmationView(model("confirmation", { method: "card" })).action.label).toBe(`Payer ${total}`);
    expect(confirmationView(model("confirmation")).priceChange).toBeNull();
  });

  it("la confirmation demande le devis de la cuisine pour « dès que possible », pas pour un créneau (ADR 065)", () => {
    expect(confirmationView(model("confirmation")).asapQuote).toEqual({ mode: "pickup", date: "2026-11-24" });
    const slot = model("confirmation");
    slot.checkout.saved.delivery = {
      ...slot.checkout.saved.delivery,
      is_scheduled: true,
      delivery_date: "2026-11-25",
      delivery_time_range: "12:00 - 12:15",
    };
    expect(confirmationView(slot).asapQuote).toBeNull();
  });
});
