import { describe, expect, it } from "vitest";
import {
  confirmationFormSchema,
  deliveryFormSchema,
  paymentFormSchema,
  personalFormSchema,
  requiredText,
} from "./checkout-forms.ts";
import { CHECKOUT_FIELD_MAX_LENGTH } from "./field-limits.ts";
import { errorSummary, fieldErrors } from "./form-errors.ts";

function errorsOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

const person = { first_name: "Inès", last_name: "Durand", email: "ines@example.fr", phone: "06 12 34 56 78" };

describe("formulaire des coordonnées", () => {
  it("accepte des coordonnées complètes et retire les espaces autour", () => {
    expect(personalFormSchema.parse({ ...person, first_name: "  Inès " }).first_name).toBe("Inès");
  });

  it("refuse un texte plus long que son maximum, en le disant, et accepte le maximum", () => {
    const result = personalFormSchema.safeParse({
      ...person,
      first_name: "A".repeat(63_000),
      last_name: "B".repeat(CHECKOUT_FIELD_MAX_LENGTH.last_name + 1),
    });
    expect(errorsOf(result)).toEqual({
      first_name: `Le prénom ne peut pas dépasser ${CHECKOUT_FIELD_MAX_LENGTH.first_name} caractères`,
      last_name: `Le nom ne peut pas dépasser ${CHECKOUT_FIELD_MAX_LENGTH.last_name} caractères`,
    });
    const longest = { ...person, first_name: "A".repeat(CHECKOUT_FIELD_MAX_LENGTH.first_name) };
    expect(personalFormSchema.safeParse(longest).success).toBe(true);
    const pickup = deliveryFormSchema({ mode: "pickup", today: "2026-11-24" });
    expect(
      errorsOf(pickup.safeParse({ address: "x".repeat(CHECKOUT_FIELD_MAX_LENGTH.address + 1) })),
    ).toEqual({
      address: `L'adresse ne peut pas dépasser ${CHECKOUT_FIELD_MAX_LENGTH.address} caractères`,
    });
  });

  it("exige chaque champ avec un message français", () => {
    const result = personalFormSchema.safeParse({ first_name: " ", last_name: "", email: "", phone: "" });
    expect(errorsOf(result)).toEqual({
      first_name: "Le prénom est obligatoire",
      last_name: "Le nom est obligatoire",
      email: "L'adresse e-mail est obligatoire",
      phone: "Le numéro de téléphone est obligatoire",
    });
    if (!result.success) expect(errorSummary(result.error)).toBe("4 erreurs sont survenues");
  });

  it("refuse une adresse e-mail ou un téléphone invalides", () => {
    expect(
      errorsOf(personalFormSchema.safeParse({ ...person, email: "ines@", phone: "appelez-moi" })),
    ).toEqual({
      email: "L'adresse e-mail n'est pas valide",
      phone: "Le numéro de téléphone n'est pas valide",
    });
    expect(personalFormSchema.safeParse({ ...person, phone: "+33 6 12 34 56 78" }).success).toBe(true);
  });

  it("dit qu'un champ manquant est obligatoire", () => {
    expect(errorsOf(personalFormSchema.safeParse({ ...person, first_name: undefined }))).toEqual({
      first_name: "Le prénom est obligatoire",
    });
    expect(requiredText("city").safeParse(42).success).toBe(false);
  });
});

describe("formulaire de livraison", () => {
  const today = "2026-06-12";
  const delivery = deliveryFormSchema({ mode: "delivery", today });
  const pickup = deliveryFormSchema({ mode: "pickup", today });
  const address = { address: "12 rue des Piments", city: "Toulouse", postal_code: "31000" };

  it("exige adresse, ville et code postal pour une livraison", () => {
    expect(errorsOf(delivery.safeParse({}))).toEqual({
      address: "L'adresse est obligatoire",
      city: "La ville est obligatoire",
      postal_code: "Le code postal est obligatoire",
    });
  });

  it("les laisse facultatifs pour un retrait", () => {
    expect(pickup.parse({})).toEqual({
      address: "",
      city: "",
      postal_code: "",
      country: "France",
      is_scheduled: false,
      delivery_date: today,
      delivery_time_range: null,
    });
  });

  it("met la France et aujourd'hui par défaut", () => {
    expect(delivery.parse(address)).toMatchObject({
      country: "France",
      delivery_date: today,
      is_scheduled: false,
    });
  });

  it("veut cinq chiffres pour un code postal français seulement", () => {
    expect(errorsOf(delivery.safeParse({ ...address, postal_code: "3100" }))).toEqual({
      postal_code: "Le code postal doit contenir 5 chiffres",
    });
    expect(delivery.safeParse({ ...address, postal_code: "1000", country: "Belgique" }).success).toBe(true);
    expect(errorsOf(pickup.safeParse({ postal_code: "ABC" }))).toEqual({
      postal_code: "Le code postal doit contenir 5 chiffres",
    });
  });

  it("demande un créneau pour une commande programmée", () => {
    expect(errorsOf(delivery.safeParse({ ...address, is_scheduled: true }))).toEqual({
      delivery_time_range: "Le créneau est obligatoire",
    });
    expect(
      delivery.safeParse({ ...address, is_scheduled: true, delivery_time_range: "12:00 - 12:15" }).success,
    ).toBe(true);
  });

  it("refuse une date qui n'existe pas", () => {
    expect(errorsOf(delivery.safeParse({ ...address, delivery_date: "2026-02-30" }))).toEqual({
      delivery_date: "La date n'est pas valide",
    });
  });
});

describe("formulaires de paiement et de confirmation", () => {
  it("paie en espèces par défaut et n'accepte que espèces ou carte", () => {
    expect(paymentFormSchema.parse({})).toEqual({ method: "cash", failed: false });
    expect(paymentFormSchema.parse({ method: "card", failed: true })).toEqual({
      method: "card",
      failed: true,
    });
    expect(errorsOf(paymentFormSchema.safeParse({ method: "chèque" }))).toEqual({
      method: "Choisissez un moyen de paiement",
    });
  });

  it("exige le numéro de commande, texte ou nombre", () => {
    expect(confirmationFormSchema.parse({ order_id: "CMD-42" })).toEqual({ order_id: "CMD-42" });
    expect(confirmationFormSchema.parse({ order_id: 42 })).toEqual({ order_id: "42" });
    expect(errorsOf(confirmationFormSchema.safeParse({ order_id: "" }))).toEqual({
      order_id: "Le numéro de commande est obligatoire",
    });
  });
});

describe("erreurs d'un formulaire", () => {
  it("résume une seule erreur au singulier", () => {
    const result = personalFormSchema.safeParse({ ...person, phone: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(errorSummary(result.error)).toBe("1 erreur est survenue");
  });

  it("range une erreur sans champ sous _form", () => {
    const result = paymentFormSchema.safeParse("n'importe quoi");
    expect(Object.keys(errorsOf(result))).toEqual(["_form"]);
  });
});
