import { describe, expect, it } from "vitest";
import { type CustomerOrderFacts, customerStatus, customerTimeline } from "./customer-status.ts";
import { ORDER_PROGRESSES, type OrderProgress } from "./order-progress.ts";

const facts: Omit<CustomerOrderFacts, "progress"> = {
  isPickup: true,
  number: "n° 12",
  // 12:40 in Paris.
  promisedAt: new Date("2026-11-24T11:40:00Z"),
  reason: null,
  place: { address: "52 Grande Rue de la Guillotière", postalCode: "69007", city: "Lyon" },
  timeZone: "Europe/Paris",
};

const said = (progress: OrderProgress, more: Partial<typeof facts> = {}) =>
  customerStatus({ ...facts, ...more, progress });

describe("ce que le client lit de sa commande", () => {
  it("dit chaque étape, l'heure promise dans le fuseau du restaurant", () => {
    expect(said("placed").headline).toBe("En attente de confirmation");
    expect(said("placed").word).toBe("reçue");
    expect(said("accepted").headline).toBe("Acceptée — prête vers 12:40");
    expect(said("accepted").sentence).toBe(
      "Le restaurant a accepté votre commande n° 12 : elle sera prête à emporter mardi 24 novembre vers 12:40.",
    );
    expect(said("accepted", { isPickup: false }).headline).toBe("Acceptée — départ vers 12:40");
    expect(said("preparing").headline).toBe("En préparation");
    expect(said("preparing").word).toBe("acceptée");
    expect(said("ready").headline).toBe("Prête");
    expect(said("ready").sentence).toContain(
      "elle vous attend au restaurant, 52 Grande Rue de la Guillotière, 69007 Lyon",
    );
    expect(said("ready", { isPickup: false }).headline).toBe("Prête, bientôt en route");
    expect(said("out_for_delivery", { isPickup: false }).headline).toBe("En route");
    expect(said("completed").headline).toBe("Retirée");
    expect(said("completed", { isPickup: false }).headline).toBe("Livrée");
  });

  it("dit un refus et une annulation honnêtement, avec la raison quand il y en a une", () => {
    const refused = said("refused", { reason: "Nous sommes complets" });
    expect(refused.headline).toBe("Refusée : Nous sommes complets");
    expect(refused.reasonLine).toBe("Raison donnée : Nous sommes complets");
    expect(refused.sentence).toContain("n'a pas pu accepter votre commande n° 12");
    // The shop cancels an unpaid card order by itself, without a reason.
    expect(said("cancelled").headline).toBe("Annulée");
    expect(said("cancelled").reasonLine).toBeNull();
    for (const progress of ORDER_PROGRESSES) {
      expect(said(progress, { reason: "x" }).headline).not.toBe("");
      expect(said(progress, { reason: "x" }).sentence).not.toMatch(/[{}]/);
    }
  });
});

const timeline = (
  progress: OrderProgress,
  history: { progress: OrderProgress; at: string }[],
  isPickup = true,
) =>
  customerTimeline({
    progress,
    isPickup,
    history,
    placedAt: "2026-11-24T11:01:00Z",
    promisedAt: facts.promisedAt,
    timeZone: facts.timeZone,
  });

const placed = { progress: "placed" as const, at: "2026-11-24T11:02:00Z" };
const accepted = { progress: "accepted" as const, at: "2026-11-24T11:05:00Z" };
const ready = { progress: "ready" as const, at: "2026-11-24T11:30:00Z" };

describe("la frise de /success", () => {
  it("montre les étapes passées avec leur heure, l'étape en cours et celles à venir", () => {
    expect(timeline("placed", [])).toEqual([
      expect.objectContaining({ label: "Reçue", state: "current", time: "12:01" }),
      expect.objectContaining({ label: "Acceptée", state: "next", time: null }),
      expect.objectContaining({ label: "Prête", state: "next" }),
      expect.objectContaining({ label: "Retirée", state: "next" }),
    ]);
    const now = timeline("accepted", [placed, accepted]);
    expect(now.map((entry) => [entry.label, entry.state, entry.time, entry.note])).toEqual([
      ["Reçue", "done", "12:02", null],
      ["Acceptée", "current", "12:05", "prête vers 12:40"],
      ["Prête", "next", null, null],
      ["Retirée", "next", null, null],
    ]);
    expect(timeline("preparing", [placed, accepted])[1]?.note).toBe("en préparation · prête vers 12:40");
    expect(timeline("ready", [placed, accepted, ready]).map((entry) => entry.state)).toEqual([
      "done",
      "done",
      "current",
      "next",
    ]);
  });

  it("suit le chemin d'une livraison jusqu'à la porte", () => {
    const out = { progress: "out_for_delivery" as const, at: "2026-11-24T11:35:00Z" };
    expect(
      timeline("out_for_delivery", [placed, accepted, ready, out], false).map((entry) => [
        entry.label,
        entry.state,
      ]),
    ).toEqual([
      ["Reçue", "done"],
      ["Acceptée", "done"],
      ["Prête", "done"],
      ["En route", "current"],
      ["Livrée", "next"],
    ]);
  });

  it("arrête la frise là où la commande s'est arrêtée, sans étape à venir", () => {
    const refused = timeline("refused", [placed, { progress: "refused", at: "2026-11-24T11:04:00Z" }]);
    expect(refused.map((entry) => [entry.label, entry.state, entry.time])).toEqual([
      ["Reçue", "done", "12:02"],
      ["Refusée", "stopped", "12:04"],
    ]);
    const cancelled = timeline("cancelled", [
      placed,
      accepted,
      { progress: "cancelled", at: "2026-11-24T11:20:00Z" },
    ]);
    expect(cancelled.map((entry) => [entry.label, entry.state])).toEqual([
      ["Reçue", "done"],
      ["Acceptée", "done"],
      ["Annulée", "stopped"],
    ]);
  });
});
