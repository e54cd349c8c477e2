import { localIdSchema, orderPayloadSchema } from "@comptoir/contracts";
import { type CartLine, cartTotal, cents, ZERO } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { initialCheckout } from "./checkout-state.ts";
import {
  figuresOf,
  figuresOfServerCart,
  lineInput,
  NO_CARD_PAYMENT,
  orderFingerprint,
  orderPayload,
  pricingKey,
} from "./order-payload.ts";

const wrap: CartLine = {
  itemId: "12",
  menuId: "1",
  categoryId: "3",
  name: "Wrap Falafel & Feta",
  price: { pickup: cents(790), delivery: cents(840), taxRate: 10 },
  options: [
    { groupId: "4", choiceId: "41", name: "Samouraï", price: ZERO, quantity: 1 },
    { groupId: "5", choiceId: "51", name: "Cheddar", price: cents(100), quantity: 2 },
    { groupId: "5", choiceId: "52", name: "Bacon", price: cents(150), quantity: 0 },
  ],
  quantity: 2,
  note: "Sans oignons",
};

const total = cartTotal({
  lines: [wrap],
  mode: "pickup",
  menuItems: [],
  offers: [],
  coupon: null,
  tax: { mode: "inclusive", defaultRate: 10 },
  delivery: {
    active: true,
    calculation: "zone_based",
    minimumOrder: ZERO,
    flatCharge: ZERO,
    maxDistance: null,
    unit: "km",
    baseFee: ZERO,
    feePerUnit: ZERO,
    zones: [],
  },
  destination: null,
  now: new Date("2026-11-24T11:00:00Z"),
  timeZone: "Europe/Paris",
  customer: "guest",
});

function filledState() {
  const state = initialCheckout("2026-11-24");
  return {
    ...state,
    personal: { first_name: " Léa ", last_name: "Martin", email: "lea@example.fr", phone: "06 12 34 56 78" },
    delivery: {
      ...state.delivery,
      address: "12 Rue de Marseille",
      city: "Lyon",
      postal_code: "69007",
    },
  };
}

describe("la commande envoyée au serveur", () => {
  it("une ligne porte l'article, la quantité, la note et les choix pris, groupés par groupe d'options", () => {
    expect(lineInput(wrap)).toEqual({
      item_id: 12,
      quantity: 2,
      note: "Sans oignons",
      options: [
        { id: 4, option_options: [{ id: 41, quantity: 1 }] },
        { id: 5, option_options: [{ id: 51, quantity: 2 }] },
      ],
    });
  });

  it("à emporter en espèces : sans adresse ni paiement par carte, invité (user_id null), et valide pour le contrat", () => {
    const payload = orderPayload({
      state: filledState(),
      lines: [wrap],
      mode: "pickup",
      coupon: null,
      figures: figuresOf(total),
      card: NO_CARD_PAYMENT,
      userId: null,
    });
    expect(payload).toMatchObject({
      is_pickup: true,
      payment_method: "cash",
      transaction_id: null,
      user_id: null,
      status: "pending",
      subtotal: 19.8,
      total: 19.8,
      customer: {
        first_name: "Léa",
        location: null,
        date: { delivery_date: "2026-11-24", delivery_time_range: null },
      },
    });
    expect(localIdSchema.safeParse(payload.local_id).success).toBe(true);
    expect(orderPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("en livraison par carte : l'adresse, le créneau choisi et le paiement, valides pour le contrat", () => {
    const state = filledState();
    const payload = orderPayload({
      state: {
        ...state,
        payment: { method: "card", failed: false },
        delivery: { ...state.delivery, is_scheduled: true, delivery_time_range: "13:00 - 13:15" },
      },
      lines: [wrap],
      mode: "delivery",
      coupon: "PIMENT20",
      figures: figuresOf(total),
      card: { client_secret: "pi_1_secret_2", customer_id: "cus_1", payment_intent_id: "pi_1", amount: 19.8 },
      userId: null,
    });
    expect(payload.customer.location).toEqual({
      address: "12 Rue de Marseille",
      city: "Lyon",
      postal_code: "69007",
      country: "France",
    });
    expect(payload.customer.date.delivery_time_range).toBe("13:00 - 13:15");
    expect(payload.transaction_id).toEqual({
      client_secret: "pi_1_secret_2",
      customer_id: "cus_1",
      payment_intent_id: "pi_1",
    });
    expect(payload.coupon).toBe("PIMENT20");
    expect(orderPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("« dès que possible » n'envoie pas de créneau, même si un créneau reste en mémoire", () => {
    const state = filledState();
    const payload = orderPayload({
      state: { ...state, delivery: { ...state.delivery, is_scheduled: false, delivery_time_range: "13:00" } },
      lines: [wrap],
      mode: "pickup",
      coupon: null,
      figures: figuresOf(total),
      card: NO_CARD_PAYMENT,
      userId: null,
    });
    expect(payload.customer.date.delivery_time_range).toBeNull();
  });

  it("l'empreinte ignore la clé et la carte, mais pas le panier ni l'heure", () => {
    const input = {
      state: filledState(),
      lines: [wrap],
      mode: "pickup" as const,
      coupon: null,
      figures: figuresOf(total),
      card: NO_CARD_PAYMENT,
      userId: null,
    };
    const first = orderPayload(input);
    const retried = orderPayload({
      ...input,
      state: { ...input.state, localId: "une-autre-cle-0001" },
      card: { client_secret: "s", customer_id: "c", payment_intent_id: "p", amount: 1 },
    });
    expect(orderFingerprint(retried)).toBe(orderFingerprint(first));
    const more = orderPayload({ ...input, lines: [{ ...wrap, quantity: 3 }] });
    expect(orderFingerprint(more)).not.toBe(orderFingerprint(first));
    expect(pricingKey(more)).not.toBe(pricingKey(first));
    const later = orderPayload({
      ...input,
      state: {
        ...input.state,
        delivery: { ...input.state.delivery, is_scheduled: true, delivery_time_range: "19:00" },
      },
    });
    expect(orderFingerprint(later)).not.toBe(orderFingerprint(first));
  });

  it("les chiffres du serveur remplacent ceux de la page, offerts compris", () => {
    expect(
      figuresOfServerCart({
        is_pickup: true,
        items: [],
        free_items: [
          {
            item_id: 38,
            item_name: "Cookie",
            quantity: 1,
            note: "",
            options: [],
            offer_id: 4,
            reason: "free_item",
          },
        ],
        subtotal: 26,
        discount: 0,
        delivery: 0,
        tax: 2.36,
        total: 26,
        coupon: { code: null, state: "unchecked", offer_id: null, message: null },
        applied_offer_ids: [4],
      }),
    ).toEqual({
      subtotal: 26,
      discount: 0,
      delivery: 0,
      tax: 2.36,
      total: 26,
      free_items: [{ item_id: 38, quantity: 1 }],
    });
  });
});
