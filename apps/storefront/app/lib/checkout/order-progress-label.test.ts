import { ORDER_PROGRESSES } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { orderProgressLabel } from "./order-progress-label.ts";

const readyAt = "2026-11-24T11:40:00.000Z";

describe("the order's progress on /success", () => {
  it("says each step in French, the ready time in the restaurant's zone", () => {
    const said = (progress: (typeof ORDER_PROGRESSES)[number], reason: string | null = null) =>
      orderProgressLabel({ progress, ready_at: readyAt, reason }, "Europe/Paris");
    expect(said("placed")).toBe("En attente de confirmation");
    expect(said("accepted")).toBe("Acceptée — prête vers 12:40");
    expect(said("preparing")).toBe("En préparation");
    expect(said("ready")).toBe("Prête");
    expect(said("out_for_delivery")).toBe("En livraison");
    expect(said("completed")).toBe("Terminée");
    expect(said("refused", "Nous sommes complets")).toBe("Refusée : Nous sommes complets");
    expect(said("cancelled", "Livreur indisponible")).toBe("Annulée : Livreur indisponible");
    // The shop cancels an unpaid card order by itself, without a reason.
    expect(said("cancelled")).toBe("Annulée");
    for (const progress of ORDER_PROGRESSES) expect(said(progress, "x")).not.toBe("");
  });
});
