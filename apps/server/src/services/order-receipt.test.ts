import { type OrderView, restaurantFrom } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { confirmationMail } from "./order-receipt.ts";

const restaurant = restaurantFrom({
  settings: [
    { name: "contacts.name", value: "Piment Rouge" },
    { name: "contacts.address", value: "52 Grande Rue de la Guillotière" },
    { name: "contacts.city", value: "Lyon" },
    { name: "contacts.postal_code", value: "69007" },
    { name: "contacts.phone", value: "04 78 00 00 00" },
    { name: "contacts.email", value: "bonjour@piment-rouge.example" },
  ],
});

const view: OrderView = {
  order_id: 42,
  order_number: "n° 42",
  status: "pending",
  placed_at: "2026-11-24T11:00:00.000Z",
  is_pickup: true,
  payment_method: "cash",
  customer: { first_name: "Camille", last_name: "Martin", email: "camille@example.fr", phone: "0600000000" },
  schedule: {
    delivery_date: "2026-11-24",
    delivery_time_range: null,
    ready_at: "2026-11-24T11:15:00.000Z",
    label: "mardi 24 novembre, dès que possible (vers 12:15)",
  },
  place: {
    name: "Piment Rouge",
    address: "52 Grande Rue de la Guillotière",
    city: "Lyon",
    postal_code: "69007",
    country: "France",
    phone: "04 78 00 00 00",
  },
  items: [
    {
      item_id: 1,
      item_name: "Burger Piment Rouge",
      quantity: 1,
      note: "",
      options: [],
      unit_price: 10.9,
      amount: 10.9,
      is_free: false,
    },
  ],
  subtotal: 10.9,
  discount: 0,
  delivery: 0,
  tax: 0.99,
  taxes: [{ rate: 10, amount: 0.99 }],
  total: 10.9,
  amount_paid: 0,
  amount_due: 10.9,
  progress: "placed",
  promised_at: "2026-11-24T11:15:00.000Z",
  progress_reason: null,
  refunded: false,
};

describe("l'e-mail de confirmation", () => {
  it("écrit les montants en euros à la française", () => {
    const { text } = confirmationMail(view, restaurant);
    expect(text).toMatch(/Total\s+10,90\s€/);
    expect(text).toMatch(/dont TVA 10 %\s+0,99\s€/);
    expect(text).toMatch(/À régler en espèces au retrait : 10,90\s€/);
  });

  it("refuse un montant à trois décimales au lieu de l'arrondir", () => {
    expect(() => confirmationMail({ ...view, total: 10.905 }, restaurant)).toThrow("deux décimales");
  });
});
