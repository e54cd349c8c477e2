import { alerts } from "@comptoir/messages";
import { describe, expect, it } from "vitest";
import { orderRefusal } from "./order-refusal.ts";

describe("une commande refusée par le serveur", () => {
  it("un créneau ou une adresse refusés : le message du serveur, retour à la livraison", () => {
    expect(
      orderRefusal({ status: 422, code: "slot_unavailable", message: "Ce créneau est complet." }),
    ).toEqual({
      alert: "Ce créneau est complet.",
      detail: null,
      goTo: "delivery",
      reloadMenu: false,
    });
    expect(orderRefusal({ status: 422, code: "address_too_far", message: "Trop loin." }).goTo).toBe(
      "delivery",
    );
  });

  it("un moyen de paiement refusé : « Une erreur est survenue », la raison dessous, retour au paiement", () => {
    expect(
      orderRefusal({ status: 422, code: "payment_method_unavailable", message: "Pas d'espèces." }),
    ).toEqual({
      alert: alerts.genericError,
      detail: "Pas d'espèces.",
      goTo: "payment",
      reloadMenu: false,
    });
  });

  it("un plat ou une option qui n'existent plus : la carte est relue", () => {
    for (const code of ["unknown_item", "item_unavailable", "invalid_options"]) {
      expect(orderRefusal({ status: 422, code, message: "Plus proposé." })).toMatchObject({
        detail: "Plus proposé.",
        goTo: null,
        reloadMenu: true,
      });
    }
  });

  it("le réseau coupé dit sa raison ; une panne du serveur n'en dit pas plus", () => {
    expect(orderRefusal({ status: 0, message: "Pas de connexion." })).toMatchObject({
      alert: alerts.genericError,
      detail: "Pas de connexion.",
    });
    expect(orderRefusal({ status: 503, code: "x", message: "Base indisponible" })).toMatchObject({
      detail: null,
      goTo: null,
    });
  });
});

describe("une pause du restaurant", () => {
  it("est dite telle quelle et ramène au choix du mode", () => {
    const message = "La livraison est en pause jusqu'à 14:00 : vous pouvez commander à emporter. Orage.";
    expect(orderRefusal({ status: 422, code: "ordering_paused", message })).toEqual({
      alert: message,
      detail: null,
      goTo: "type",
      reloadMenu: false,
    });
  });
});

describe("une cuisine complète (ADR 061, 065)", () => {
  it("409 kitchen_full : le message du serveur, retour à « Quand ? »", () => {
    const message = "La cuisine est complète à cette heure-là. Prochain créneau libre : 12:45.";
    expect(orderRefusal({ status: 409, code: "kitchen_full", message })).toEqual({
      alert: message,
      detail: null,
      goTo: "delivery",
      reloadMenu: false,
    });
  });

  it("429 too_many_holds : le message du serveur comme alerte, sans changer d'étape", () => {
    const message = "Vous avez déjà des commandes en attente de paiement.";
    expect(orderRefusal({ status: 429, code: "too_many_holds", message })).toEqual({
      alert: message,
      detail: null,
      goTo: null,
      reloadMenu: false,
    });
  });
});
