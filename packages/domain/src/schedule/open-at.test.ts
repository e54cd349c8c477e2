import { describe, expect, it } from "vitest";
import { weekly } from "../testing/demo-catalogue.ts";
import { isOpenAt } from "./open-at.ts";

const paris = "Europe/Paris";

describe("ouvert à un instant", () => {
  const hours = weekly({
    fri: [
      { start: "11:30", end: "14:00" },
      { start: "18:30", end: "22:00" },
    ],
  });

  it("lit l'heure du restaurant, pas celle du serveur", () => {
    // Vendredi 12 juin 2026 11:30 à Paris = 09:30 UTC
    expect(isOpenAt(hours, new Date("2026-06-12T09:30:00Z"), paris)).toBe(true);
    expect(isOpenAt(hours, new Date("2026-06-12T09:29:00Z"), paris)).toBe(false);
    // 14:00 à Paris : la fin est exclue
    expect(isOpenAt(hours, new Date("2026-06-12T12:00:00Z"), paris)).toBe(false);
    // La même heure UTC est 18:30 à Tokyo : fermé pour un service du midi seulement
    const lunch = weekly({ fri: [{ start: "11:30", end: "14:00" }] });
    expect(isOpenAt(lunch, new Date("2026-06-12T09:30:00Z"), "Asia/Tokyo")).toBe(false);
  });

  it("reste ouvert après minuit pour une plage de la veille", () => {
    const late = weekly({ fri: [{ start: "18:00", end: "02:00" }] });
    // Samedi 13 juin 01:30 à Paris
    expect(isOpenAt(late, new Date("2026-06-12T23:30:00Z"), paris)).toBe(true);
    expect(isOpenAt(late, new Date("2026-06-13T00:00:00Z"), paris)).toBe(false);
  });

  it("ignore les plages mal formées", () => {
    expect(
      isOpenAt(weekly({ fri: [{ start: "midi", end: "14:00" }] }), new Date("2026-06-12T10:00:00Z"), paris),
    ).toBe(false);
  });

  it("suit le passage à l'heure d'été du 29 mars 2026", () => {
    const sunday = weekly({ sun: [{ start: "11:30", end: "14:00" }] });
    // 11:30 heure d'été = 09:30 UTC (la veille, on aurait dit 10:30 UTC)
    expect(isOpenAt(sunday, new Date("2026-03-29T09:30:00Z"), paris)).toBe(true);
    expect(isOpenAt(sunday, new Date("2026-03-29T09:29:00Z"), paris)).toBe(false);
    const night = weekly({ sun: [{ start: "01:00", end: "04:00" }] });
    expect(isOpenAt(night, new Date("2026-03-29T00:59:00Z"), paris)).toBe(true); // 01:59 CET
    expect(isOpenAt(night, new Date("2026-03-29T01:00:00Z"), paris)).toBe(true); // 03:00 CEST
    expect(isOpenAt(night, new Date("2026-03-29T02:00:00Z"), paris)).toBe(false); // 04:00 CEST
  });

  it("suit le retour à l'heure d'hiver du 25 octobre 2026", () => {
    const sunday = weekly({ sun: [{ start: "11:30", end: "14:00" }] });
    expect(isOpenAt(sunday, new Date("2026-10-25T10:30:00Z"), paris)).toBe(true);
    expect(isOpenAt(sunday, new Date("2026-10-25T09:30:00Z"), paris)).toBe(false);
    // 02:15 existe deux fois : les deux sont dans 02:00-02:30
    const night = weekly({ sun: [{ start: "02:00", end: "02:30" }] });
    expect(isOpenAt(night, new Date("2026-10-25T00:15:00Z"), paris)).toBe(true);
    expect(isOpenAt(night, new Date("2026-10-25T01:15:00Z"), paris)).toBe(true);
    expect(isOpenAt(night, new Date("2026-10-25T00:45:00Z"), paris)).toBe(false);
  });
});
