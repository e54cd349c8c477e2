import { describe, expect, it } from "vitest";
import type { OrderTimeCheck } from "../schedule/order-time.ts";
import { enterPaymentStep, leaveDeliveryStep } from "./delivery-step.ts";

const onTime: OrderTimeCheck = {
  ok: true,
  time: { date: "2026-11-24", slot: null, readyAt: new Date("2026-11-24T11:30:00Z") },
};
const itemsClosed: OrderTimeCheck = {
  ok: false,
  problem: "items_closed",
  itemNames: ["Limonade", "Tiramisu"],
};

const ready = {
  mode: "delivery" as const,
  tooFar: false,
  personalValid: true,
  deliveryValid: true,
  time: onTime,
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

  it("demande un créneau quand aucun n'est choisi, ou quand « dès que possible » ne l'est plus", () => {
    for (const problem of ["slot_unavailable", "closed_now"] as const) {
      expect(leaveDeliveryStep({ ...ready, time: { ok: false, problem } })).toEqual({
        ok: false,
        alert: "Veuillez choisir un créneau",
        goTo: "delivery",
      });
    }
  });

  it("liste les articles indisponibles à l'heure choisie", () => {
    expect(leaveDeliveryStep({ ...ready, time: itemsClosed })).toEqual({
      ok: false,
      alert:
        "Les articles suivants de votre panier ne sont pas disponibles à l'heure choisie : Limonade, Tiramisu. " +
        "Veuillez choisir un autre horaire ou retirer ces articles.",
      goTo: "delivery",
    });
  });
});

describe("entrer dans l'onglet paiement", () => {
  it("continue quand tout est servi à l'heure de la commande", () => {
    expect(enterPaymentStep({ time: onTime })).toEqual({ ok: true, goTo: "payment" });
  });

  it("laisse à l'onglet livraison le choix d'un créneau manquant", () => {
    expect(enterPaymentStep({ time: { ok: false, problem: "slot_unavailable" } })).toEqual({
      ok: true,
      goTo: "payment",
    });
  });

  it("revient à la livraison avec la liste des articles indisponibles", () => {
    const outcome = enterPaymentStep({ time: itemsClosed });
    expect(outcome.ok).toBe(false);
    expect(outcome.goTo).toBe("delivery");
    if (!outcome.ok) expect(outcome.alert).toContain("Limonade, Tiramisu");
  });
});
