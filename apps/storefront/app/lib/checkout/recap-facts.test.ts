import { describe, expect, it } from "vitest";
import { initialCheckout } from "./checkout-state.ts";
import { recapFacts, restaurantPlaceLine } from "./recap-facts.ts";

const place = restaurantPlaceLine({
  name: "Piment Rouge",
  contact: {
    address: "52 Grande Rue",
    postalCode: "69007",
    city: "Lyon",
    phone: "",
    email: "",
    mapUrl: null,
  },
});
const state = {
  ...initialCheckout("2026-11-24"),
  personal: { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" },
  delivery: {
    ...initialCheckout("2026-11-24").delivery,
    address: "3 rue Royale",
    postal_code: "69001",
    city: "Lyon",
    delivery_date: "2026-11-25",
    delivery_time_range: "19:00 - 19:15",
  },
};
const base = { state, today: "2026-11-24", timeZone: "Europe/Paris", restaurantPlace: place };

describe("le récapitulatif avant de commander", () => {
  it("à emporter dès que possible, en espèces : le restaurant, l'heure, les coordonnées", () => {
    const facts = recapFacts({
      ...base,
      mode: "pickup",
      method: "cash",
      isScheduled: false,
      asap: new Date("2026-11-24T11:15:00Z"),
    });
    expect(facts.map((fact) => [fact.label, fact.value, fact.tab])).toEqual([
      ["Mode", "À emporter", "type"],
      ["Où", "Piment Rouge, 52 Grande Rue, 69007 Lyon", "type"],
      ["Quand", "Dès que possible, vers 12:15", "delivery"],
      ["Coordonnées", "Léa Martin · 0612345678 · lea@example.fr", "personal"],
      ["Paiement", "En espèces, au retrait", "payment"],
    ]);
  });

  it("livrée demain sur un créneau, par carte : l'adresse de livraison", () => {
    const facts = recapFacts({ ...base, mode: "delivery", method: "card", isScheduled: true, asap: null });
    expect(facts.map((fact) => fact.value)).toEqual([
      "Livraison",
      "3 rue Royale, 69001 Lyon",
      "Demain, 19:00 - 19:15",
      "Léa Martin · 0612345678 · lea@example.fr",
      "Par carte bancaire",
    ]);
    expect(facts[1]?.tab).toBe("delivery");
  });
});
