import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pauseMessage } from "./pause-notice.ts";
import { NO_PAUSES, pauseAt, pausesAt } from "./pauses.ts";

const at = (iso: string) => new Date(iso);
const gas = { until: at("2026-11-24T12:30:00Z"), reason: "Coupure de gaz, nous revenons vite" };
const rain = { until: at("2026-11-24T13:00:00Z"), reason: "Livreurs à l'abri de l'orage" };

describe("pauses des commandes", () => {
  it("une pause de toutes les commandes arrête l'emporter et la livraison jusqu'à sa fin", () => {
    const pauses = { ordering: gas, delivery: null };
    expect(pauseAt(pauses, "pickup", at("2026-11-24T12:00:00Z"))).toBe(gas);
    expect(pauseAt(pauses, "delivery", at("2026-11-24T12:00:00Z"))).toBe(gas);
    expect(pauseAt(pauses, "pickup", at("2026-11-24T12:30:00Z"))).toBeNull();
  });

  it("une pause de la livraison laisse l'emporter ouvert", () => {
    const pauses = { ordering: null, delivery: rain };
    expect(pauseAt(pauses, "pickup", at("2026-11-24T12:00:00Z"))).toBeNull();
    expect(pauseAt(pauses, "delivery", at("2026-11-24T12:00:00Z"))).toBe(rain);
    expect(pausesAt(pauses, at("2026-11-24T13:00:00Z"))).toEqual(NO_PAUSES);
  });

  it("quand les deux courent, la pause de tout est celle qu'on dit", () => {
    expect(pauseAt({ ordering: gas, delivery: rain }, "delivery", at("2026-11-24T12:00:00Z"))).toBe(gas);
    expect(pauseAt({ ordering: gas, delivery: rain }, "delivery", at("2026-11-24T12:45:00Z"))).toBe(rain);
  });

  it("une commande est arrêtée exactement quand une pause de son mode court encore", () => {
    const instant = fc.date({
      min: at("2026-01-01T00:00:00Z"),
      max: at("2027-01-01T00:00:00Z"),
      noInvalidDate: true,
    });
    const pause = fc.option(fc.record({ until: instant, reason: fc.string({ minLength: 1 }) }), {
      nil: null,
    });
    fc.assert(
      fc.property(
        pause,
        pause,
        instant,
        fc.constantFrom("pickup" as const, "delivery" as const),
        (ordering, delivery, now, mode) => {
          const running = (candidate: typeof ordering) => candidate !== null && now < candidate.until;
          const stopped = running(ordering) || (mode === "delivery" && running(delivery));
          expect(pauseAt({ ordering, delivery }, mode, now) !== null).toBe(stopped);
          const inForce = pausesAt({ ordering, delivery }, now);
          expect(inForce.ordering !== null).toBe(running(ordering));
          expect(inForce.delivery !== null).toBe(running(delivery));
        },
      ),
    );
  });
});

describe("ce que les clients lisent d'une pause", () => {
  const now = at("2026-11-24T11:00:00Z"); // mardi 12:00 à Paris
  it("dit jusqu'à quand, à l'heure du restaurant, et la raison", () => {
    expect(pauseMessage(gas, "ordering", now, "Europe/Paris")).toBe(
      "Les commandes sont en pause jusqu'à 13:30. Coupure de gaz, nous revenons vite.",
    );
    expect(pauseMessage({ ...rain, reason: "Orage !" }, "delivery", now, "Europe/Paris")).toBe(
      "La livraison est en pause jusqu'à 14:00 : vous pouvez commander à emporter. Orage !",
    );
  });

  it("nomme le jour quand la pause finit un autre jour", () => {
    expect(
      pauseMessage({ until: at("2026-11-25T10:00:00Z"), reason: "" }, "ordering", now, "Europe/Paris"),
    ).toBe("Les commandes sont en pause jusqu'à demain 11:00.");
    expect(
      pauseMessage({ until: at("2026-11-27T10:00:00Z"), reason: "Congés" }, "ordering", now, "Europe/Paris"),
    ).toBe("Les commandes sont en pause jusqu'à vendredi 11:00. Congés.");
  });
});
