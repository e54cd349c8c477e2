import type { OrderView } from "@comptoir/contracts";
import { ORDER_PROGRESSES } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { orderProgressLabel, orderStatusFor, orderWhenLabel } from "./order-progress-label.ts";

const readyAt = "2026-11-24T11:40:00.000Z";

const order = {
  order_number: "n° 12",
  is_pickup: true,
  place: { address: "52 Grande Rue de la Guillotière", postal_code: "69007", city: "Lyon" },
} as OrderView;

describe("the order's progress on /success", () => {
  it("says each step in French, the ready time in the restaurant's zone", () => {
    const said = (
      progress: (typeof ORDER_PROGRESSES)[number],
      reason: string | null = null,
      isPickup = true,
    ) =>
      orderProgressLabel(
        { ...order, is_pickup: isPickup },
        { progress, ready_at: readyAt, reason },
        "Europe/Paris",
      );
    expect(said("placed")).toBe("En attente de confirmation");
    expect(said("accepted")).toBe("Acceptée — prête vers 12:40");
    expect(said("preparing")).toBe("En préparation");
    expect(said("ready")).toBe("Prête");
    // The words of the mail sent at the same step (ADR 060): on its way, collected, delivered.
    expect(said("out_for_delivery", null, false)).toBe("En route");
    expect(said("completed")).toBe("Retirée");
    expect(said("completed", null, false)).toBe("Livrée");
    expect(said("refused", "Nous sommes complets")).toBe("Refusée : Nous sommes complets");
    expect(said("cancelled", "Livreur indisponible")).toBe("Annulée : Livreur indisponible");
    // The shop cancels an unpaid card order by itself, without a reason.
    expect(said("cancelled")).toBe("Annulée");
    for (const progress of ORDER_PROGRESSES) expect(said(progress, "x")).not.toBe("");
  });

  it("gives the sentence the mail of the same step says", () => {
    const status = orderStatusFor(
      order,
      { progress: "ready", ready_at: readyAt, reason: null },
      "Europe/Paris",
    );
    expect(status.sentence).toBe(
      "Votre commande n° 12 est prête : elle vous attend au restaurant, 52 Grande Rue de la Guillotière, 69007 Lyon.",
    );
  });
});

describe("/success's « Quand »", () => {
  const placed = {
    ...order,
    schedule: {
      delivery_date: "2026-11-24",
      delivery_time_range: null,
      ready_at: readyAt,
      label: "mardi 24 novembre, dès que possible (vers 12:40)",
    },
  } as OrderView;

  it("says the time promised now for « dès que possible », following the restaurant's acceptance", () => {
    const word = { progress: "placed" as const, ready_at: readyAt, reason: null };
    expect(orderWhenLabel(placed, word, "Europe/Paris")).toBe(placed.schedule.label);
    const later = { progress: "accepted" as const, ready_at: "2026-11-24T12:05:00.000Z", reason: null };
    expect(orderWhenLabel(placed, later, "Europe/Paris")).toBe(
      "mardi 24 novembre, dès que possible (vers 13:05)",
    );
  });

  it("keeps the chosen slot as the server labelled it", () => {
    const slot = {
      ...placed,
      schedule: {
        ...placed.schedule,
        delivery_time_range: "12:30 - 12:45",
        label: "mardi 24 novembre, 12:30 - 12:45",
      },
    } as OrderView;
    const later = { progress: "accepted" as const, ready_at: "2026-11-24T12:05:00.000Z", reason: null };
    expect(orderWhenLabel(slot, later, "Europe/Paris")).toBe("mardi 24 novembre, 12:30 - 12:45");
  });
});
