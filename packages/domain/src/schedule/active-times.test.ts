import { describe, expect, it } from "vitest";
import { weekly } from "../testing/demo-catalogue.ts";
import { activeTimes } from "./active-times.ts";

describe("horaires affichés d'un menu", () => {
  it("donne chaque jour à partir du lundi, avec son nom français et ses plages fusionnées", () => {
    const days = activeTimes(
      weekly({
        mon: [
          { start: "11:30", end: "14:00" },
          { start: "13:00", end: "14:30" },
        ],
        fri: [{ start: "18:00", end: "02:00" }],
      }),
    );
    expect(days.map((day) => day.label)).toEqual([
      "Lundi",
      "Mardi",
      "Mercredi",
      "Jeudi",
      "Vendredi",
      "Samedi",
      "Dimanche",
    ]);
    expect(days[0]).toEqual({
      weekday: "mon",
      label: "Lundi",
      isOpen: true,
      times: [{ start: "11:30", end: "14:30", endsNextDay: false }],
    });
    expect(days[1]).toEqual({ weekday: "tue", label: "Mardi", isOpen: false, times: [] });
    expect(days[4]?.times).toEqual([{ start: "18:00", end: "02:00", endsNextDay: true }]);
  });
});
