import { describe, expect, it } from "vitest";
import { enterPaymentStep, leaveDeliveryStep } from "./delivery-step.ts";

const ready = {
  mode: "delivery" as const,
  tooFar: false,
  personalValid: true,
  deliveryValid: true,
  isScheduled: false,
  slotChosen: false,
  unavailableItemNames: [] as string[],
  cashOffered: true,
};

describe("quitter l'onglet livraison", () => {
  it("passe au paiement quand tout est en ordre", () => {
    expect(leaveDeliveryStep(ready)).toEqual({ ok: true, goTo: "payment", method: null });
  });

  it("impose la carte quand le paiement en espèces n'est pas proposé", () => {
    expect(leaveDeliveryStep({ ...ready, cashOffered: false })).toEqual({
      ok: true,
      goTo: "payment",
      method: "card",
    });
  });

  it("refuse d'abord une adresse trop éloignée", () => {
    expect(leaveDeliveryStep({ ...ready, tooFar: true, personalValid: false })).toEqual({
      ok: false,
      alert: "L'adresse est trop éloignée du restaurant",
      goTo: "delivery",
    });
  });

  it("ignore la distance pour un retrait", () => {
    expect(leaveDeliveryStep({ ...ready, mode: "pickup", tooFar: true }).ok).toBe(true);
  });

  it("renvoie aux coordonnées puis à la livraison quand un formulaire est incomplet", () => {
    expect(leaveDeliveryStep({ ...ready, personalValid: false, deliveryValid: false })).toEqual({
      ok: false,
      alert: "Veuillez remplir tous les champs obligatoires",
      goTo: "personal",
    });
    expect(leaveDeliveryStep({ ...ready, deliveryValid: false })).toEqual({
      ok: false,
      alert: "Veuillez remplir tous les champs obligatoires",
      goTo: "delivery",
    });
  });

  it("demande un créneau pour une commande programmée", () => {
    expect(leaveDeliveryStep({ ...ready, isScheduled: true })).toEqual({
      ok: false,
      alert: "Veuillez choisir un créneau",
      goTo: "delivery",
    });
  });

  it("liste une fois chaque article indisponible au créneau choisi", () => {
    const outcome = leaveDeliveryStep({
      ...ready,
      isScheduled: true,
      slotChosen: true,
      unavailableItemNames: ["Limonade", "Tiramisu", "Limonade"],
    });
    expect(outcome).toEqual({
      ok: false,
      alert:
        "Les articles suivants de votre panier ne sont pas disponibles à l'heure choisie : Limonade, Tiramisu. " +
        "Veuillez choisir un autre horaire ou retirer ces articles.",
      goTo: "delivery",
    });
  });

  it("accepte un créneau où tout est disponible", () => {
    expect(leaveDeliveryStep({ ...ready, isScheduled: true, slotChosen: true }).ok).toBe(true);
  });
});

describe("entrer dans l'onglet paiement", () => {
  it("continue au plus tôt, sans vérifier les menus", () => {
    expect(enterPaymentStep({ isScheduled: false, unavailableItemNames: ["Limonade"] })).toEqual({
      ok: true,
      goTo: "payment",
    });
  });

  it("continue quand tout est disponible au créneau programmé", () => {
    expect(enterPaymentStep({ isScheduled: true, unavailableItemNames: [] })).toEqual({
      ok: true,
      goTo: "payment",
    });
  });

  it("revient à la livraison avec la liste des articles indisponibles", () => {
    const outcome = enterPaymentStep({ isScheduled: true, unavailableItemNames: ["Limonade"] });
    expect(outcome.ok).toBe(false);
    expect(outcome.goTo).toBe("delivery");
    if (!outcome.ok) expect(outcome.alert).toContain("Limonade");
  });
});
