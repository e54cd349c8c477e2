import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayClosesAtMinutes } from "./day-closes-at.ts";

describe("l'heure de fin de la journée de service", () => {
  it("se lit HH:MM en minutes après minuit", () => {
    expect(dayClosesAtMinutes("04:00")).toBe(240);
    expect(dayClosesAtMinutes("00:00")).toBe(0);
    expect(dayClosesAtMinutes("23:59")).toBe(1439);
    expect(dayClosesAtMinutes("02:30")).toBe(150);
  });

  it("refuse tout le reste", () => {
    for (const text of ["4:00", "24:00", "04:60", "04h00", " 04:00", "04:00 ", "", "0400"])
      expect(dayClosesAtMinutes(text), text).toBeNull();
    expect(dayClosesAtMinutes(240)).toBeNull();
    expect(dayClosesAtMinutes(null)).toBeNull();
  });

  it("redonne chaque minute de la journée écrite HH:MM", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const text = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        expect(dayClosesAtMinutes(text)).toBe(minutes);
      }),
    );
  });
});
