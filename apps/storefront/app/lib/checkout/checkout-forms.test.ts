import { describe, expect, it } from "vitest";
import { deliveryErrors, demoCardErrors, personalErrors, validPersonal } from "./checkout-forms.ts";

const delivery = {
  address: "",
  city: "",
  postal_code: "",
  country: "France",
  is_scheduled: false,
  delivery_date: "2026-11-24",
  delivery_time_range: null,
};

describe("les contrôles des formulaires de la commande, en français", () => {
  it("les coordonnées : chaque champ dit ce qui manque", () => {
    expect(personalErrors({ first_name: "", last_name: " ", email: "lea@", phone: "12" })).toEqual({
      first_name: "Le prénom est obligatoire",
      last_name: "Le nom est obligatoire",
      email: "L'adresse e-mail n'est pas valide",
      phone: "Le numéro de téléphone n'est pas valide",
    });
    expect(
      validPersonal({
        first_name: " Léa ",
        last_name: "Martin",
        email: "lea@example.fr",
        phone: "06 12 34 56 78",
      }),
    ).toEqual({
      first_name: "Léa",
      last_name: "Martin",
      email: "lea@example.fr",
      phone: "06 12 34 56 78",
    });
    expect(validPersonal({ first_name: "", last_name: "", email: "", phone: "" })).toBeNull();
  });

  it("l'adresse est obligatoire pour une livraison, pas pour un retrait ; un créneau pour une commande programmée", () => {
    const context = { mode: "delivery" as const, today: "2026-11-24" };
    expect(deliveryErrors(delivery, context)).toEqual({
      address: "L'adresse est obligatoire",
      city: "La ville est obligatoire",
      postal_code: "Le code postal est obligatoire",
    });
    expect(
      deliveryErrors({ ...delivery, address: "12 rue", city: "Lyon", postal_code: "6900" }, context),
    ).toEqual({
      postal_code: "Le code postal doit contenir 5 chiffres",
    });
    expect(deliveryErrors(delivery, { ...context, mode: "pickup" })).toEqual({});
    expect(deliveryErrors({ ...delivery, is_scheduled: true }, { ...context, mode: "pickup" })).toEqual({
      delivery_time_range: "Le créneau est obligatoire",
    });
  });

  it("la carte du mode démo : numéro, date d'expiration et code, avec les messages du contrat", () => {
    expect(demoCardErrors({ card_number: "4242", expiry: "13/30", cvc: "1" })).toEqual({
      card_number: "Le numéro de carte n'est pas valide.",
      expiry: "La date d'expiration s'écrit MM/AA.",
      cvc: "Le code de sécurité compte 3 ou 4 chiffres.",
    });
    expect(demoCardErrors({ card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" })).toEqual({});
  });
});
