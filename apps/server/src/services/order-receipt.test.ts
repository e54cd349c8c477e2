import { type OrderView, restaurantFrom } from "@comptoir/contracts";
import { customerStatus } from "@comptoir/domain";
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

  it("dit « reçue », en attente de confirmation, comme /success au même moment, jamais « confirmée »", () => {
    const mail = confirmationMail(view, restaurant);
    expect(mail.subject).toBe("Piment Rouge · Commande n° 42 reçue");
    expect(mail.subject).not.toContain("confirmée");
    const page = customerStatus({
      progress: "placed",
      isPickup: true,
      number: "n° 42",
      promisedAt: new Date(view.promised_at),
      reason: null,
      place: { address: view.place.address, postalCode: "69007", city: "Lyon" },
      timeZone: "Europe/Paris",
    });
    expect(page.headline).toBe("En attente de confirmation");
    expect(mail.subject.endsWith(page.word)).toBe(true);
    expect(mail.text).toContain(
      "Le restaurant a bien reçu votre commande n° 42 : il va la confirmer, et vous recevrez un e-mail à chaque étape.",
    );
  });
});
