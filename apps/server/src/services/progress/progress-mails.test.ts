import { restaurantFrom } from "@comptoir/contracts";
import { cents, customerStatus, type OrderProgress } from "@comptoir/domain";
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

  it("à chaque étape, dit ce que dit /success au même moment : le mot de l'objet, la phrase du corps", () => {
    const pickup = { ...order, mode: "pickup" } as OrderRow;
    const steps: [OrderRow, OrderProgress, string, string][] = [
      [
        pickup,
        "accepted",
        "Piment Rouge · Commande n° 12 acceptée",
        "Le restaurant a accepté votre commande n° 12 : elle sera prête à emporter mardi 24 novembre vers 12:40.",
      ],
      [
        pickup,
        "ready",
        "Piment Rouge · Votre commande n° 12 est prête",
        "Votre commande n° 12 est prête : elle vous attend au restaurant, 52 Grande Rue de la Guillotière, 69007 Lyon.",
      ],
      [
        order,
        "out_for_delivery",
        "Piment Rouge · Votre commande n° 12 est en route",
        "Votre commande n° 12 vient de partir : elle arrive bientôt au 12 Rue de Marseille, 69007 Lyon.",
      ],
      [
        order,
        "cancelled",
        "Piment Rouge · Commande n° 12 annulée",
        "Nous sommes désolés : votre commande n° 12 a été annulée.",
      ],
      [
        pickup,
        "refused",
        "Piment Rouge · Commande n° 12 refusée",
        "Nous sommes désolés : le restaurant n'a pas pu accepter votre commande n° 12.",
      ],
    ];
    for (const [row, progress, subject, sentence] of steps) {
      const mail = progressMailFor(row, { ...change, progress, reason: "Plus de poulet" }, restaurant);
      // What /success shows for the same order in the same state.
      const page = customerStatus({
        progress,
        isPickup: row.mode === "pickup",
        number: "n° 12",
        promisedAt: row.readyAt,
        reason: "Plus de poulet",
        place:
          row.mode === "pickup"
            ? { address: "52 Grande Rue de la Guillotière", postalCode: "69007", city: "Lyon" }
            : { address: "12 Rue de Marseille", postalCode: "69007", city: "Lyon" },
        timeZone: "Europe/Paris",
      });
      expect(mail?.subject).toBe(subject);
      expect(mail?.subject.endsWith(page.word)).toBe(true);
      expect(page.sentence).toBe(sentence);
      expect(mail?.text).toContain(sentence);
      if (page.reasonLine) expect(mail?.text).toContain(page.reasonLine);
    }
  });
});
