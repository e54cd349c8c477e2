import type { DistanceResult } from "@comptoir/contracts";
import type { OrderTimeCheck } from "@comptoir/domain";
import { alerts, delivery as deliveryText } from "@comptoir/messages";
import { describe, expect, it, vi } from "vitest";
import { initialCheckout } from "./checkout-state.ts";
import { checkLeavingDelivery } from "./leave-delivery.ts";

const lea = { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" };
const state = {
  ...initialCheckout("2026-11-24"),
  personal: lea,
  delivery: {
    ...initialCheckout("2026-11-24").delivery,
    address: "3 rue Royale",
    postal_code: "69001",
    city: "Lyon",
  },
};
const valid = { validPersonal: () => lea, deliveryErrors: () => ({}) };
const asap = {
  today: "2026-11-24",
  isScheduled: () => false,
  check: (): OrderTimeCheck => ({
    ok: true,
    time: { date: "2026-11-24", slot: null, readyAt: new Date("2026-11-24T11:30:00Z") },
  }),
};
const place = (result: Partial<DistanceResult>) =>
  ({
    ok: true,
    result: { address: "3 rue Royale", postal_code: "69001", city: "Lyon", distance: 2, ...result },
  }) as {
    ok: true;
    result: DistanceResult;
  };
const base = {
  state,
  mode: "delivery" as const,
  forms: valid,
  time: asap,
  delivery: { maxDistance: 5 },
  cashOffered: true,
};

describe("quitter l'onglet livraison", () => {
  it("une adresse mesurée dans le rayon : on passe au paiement", async () => {
    expect(await checkLeavingDelivery({ ...base, measure: async () => place({}) })).toEqual({
      ok: true,
      cardOnly: false,
    });
  });

  it("trop loin (selon le rayon du restaurant) : refusé, on reste sur la livraison", async () => {
    expect(await checkLeavingDelivery({ ...base, measure: async () => place({ distance: 8 }) })).toEqual({
      ok: false,
      alert: alerts.addressTooFar,
      goTo: "delivery",
    });
  });

  it("hors de toutes les zones, ou l'adresse introuvable : le message dit pourquoi", async () => {
    expect(await checkLeavingDelivery({ ...base, measure: async () => place({ in_zone: false }) })).toEqual({
      ok: false,
      alert: deliveryText.no_zone,
      goTo: "delivery",
    });
    expect(
      await checkLeavingDelivery({
        ...base,
        measure: async () => ({ ok: false, message: "Adresse introuvable." }),
      }),
    ).toEqual({ ok: false, alert: "Adresse introuvable.", goTo: "delivery" });
  });

  it("à emporter, l'adresse n'est pas mesurée ; sans espèces, la carte devient le moyen de paiement", async () => {
    const measure = vi.fn(async () => place({ distance: 50 }));
    expect(await checkLeavingDelivery({ ...base, mode: "pickup", cashOffered: false, measure })).toEqual({
      ok: true,
      cardOnly: true,
    });
    expect(measure).not.toHaveBeenCalled();
  });

  it("des coordonnées incomplètes renvoient à leur onglet", async () => {
    const outcome = await checkLeavingDelivery({
      ...base,
      forms: { ...valid, validPersonal: () => null },
      measure: async () => place({}),
    });
    expect(outcome).toEqual({ ok: false, alert: alerts.requiredFields, goTo: "personal" });
  });
});
