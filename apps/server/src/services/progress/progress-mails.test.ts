import { restaurantFrom } from "@comptoir/contracts";
import { cents } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import type { OrderRow } from "../order-receipt.ts";
import { progressMailFor } from "./progress-mails.ts";

const restaurant = restaurantFrom({
  settings: [
    { name: "contacts.name", value: "Piment Rouge" },
    { name: "contacts.address", value: "52 Grande Rue de la Guillotière" },
    { name: "contacts.city", value: "Lyon" },
    { name: "contacts.postal_code", value: "69007" },
    { name: "contacts.phone", value: "04 78 00 00 00" },
  ],
});

const order = {
  id: 7,
  dayNumber: 12,
  mode: "delivery",
  paymentMethod: "cash",
  status: "pending",
  firstName: "Camille",
  email: "camille@example.fr",
  address: "12 Rue de Marseille",
  city: "Lyon",
  postalCode: "69007",
  total: 2340,
  // 12:40 in Paris.
  readyAt: new Date("2026-11-24T11:40:00Z"),
} as OrderRow;

const change = { readyAt: null, reason: null, refunded: null };

describe("les e-mails de la vie d'une commande", () => {
  it("annonce l'heure promise à l'acceptation, dans le fuseau du restaurant", () => {
    const mail = progressMailFor(
      order,
      { ...change, progress: "accepted", readyAt: new Date("2026-11-24T11:55:00Z") },
      restaurant,
    );
    expect(mail?.subject).toBe("Piment Rouge · Commande n° 12 acceptée");
    expect(mail?.text).toContain("partira en livraison mardi 24 novembre vers 12:55");
  });

  it("écrit à une livraison quand elle part, pas quand elle attend au passe", () => {
    expect(progressMailFor(order, { ...change, progress: "ready" }, restaurant)).toBeNull();
    const out = progressMailFor(order, { ...change, progress: "out_for_delivery" }, restaurant);
    expect(out?.subject).toMatch(/en route/);
    expect(out?.text).toContain("12 Rue de Marseille, 69007 Lyon");
    expect(out?.text).toMatch(/À régler en espèces au livreur : 23,40\s€/);
  });

  it("dit la raison d'un refus et le remboursement d'une commande payée", () => {
    const paid = { ...order, paymentMethod: "card", status: "paid" } as OrderRow;
    const mail = progressMailFor(
      paid,
      { ...change, progress: "refused", reason: "Plus de poulet", refunded: cents(2340) },
      restaurant,
    );
    expect(mail?.text).toContain("Raison donnée : Plus de poulet");
    expect(mail?.text).toMatch(/paiement par carte de 23,40\s€ vous est remboursé/);
    expect(progressMailFor(paid, { ...change, progress: "preparing" }, restaurant)).toBeNull();
  });
});
