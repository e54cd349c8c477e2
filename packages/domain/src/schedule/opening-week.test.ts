import { describe, expect, it } from "vitest";
import { openingWeek } from "./opening-week.ts";
import { emptyWeeklyHours, type WeeklyHours } from "./weekly-hours.ts";

function week(days: Partial<WeeklyHours>): WeeklyHours {
  return { ...emptyWeeklyHours(), ...days };
}

describe("les horaires de la semaine", () => {
  it("lundi d'abord, les plages de plusieurs cartes fusionnées, un jour sans plage fermé", () => {
    const { days } = openingWeek({
      pickup: week({
        tue: [
          { start: "18:00", end: "23:00" },
          { start: "11:00", end: "14:45" },
          { start: "11:00", end: "14:00" },
        ],
      }),
      delivery: null,
    });
    expect(days.map((day) => day.weekday)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(days[0]?.pickup).toEqual([]);
    expect(days[1]?.pickup).toEqual([
      { start: "11:00", end: "14:45", endsNextDay: false },
      { start: "18:00", end: "23:00", endsNextDay: false },
    ]);
  });

  it("sans livraison, une seule colonne", () => {
    const result = openingWeek({ pickup: week({ fri: [{ start: "11:00", end: "14:00" }] }), delivery: null });
    expect(result.sameForBoth).toBe(true);
    expect(result.days.every((day) => day.delivery === null)).toBe(true);
  });

  it("le retrait et la livraison comparés jour par jour", () => {
    const lunch = [{ start: "11:45", end: "14:15" }];
    const result = openingWeek({
      pickup: week({ tue: [{ start: "11:00", end: "14:45" }], wed: lunch }),
      delivery: week({ tue: lunch, wed: lunch }),
    });
    expect(result.sameForBoth).toBe(false);
    const [mon, tue, wed] = result.days;
    expect(mon?.sameForBoth).toBe(true);
    expect(tue?.sameForBoth).toBe(false);
    expect(tue?.delivery).toEqual([{ start: "11:45", end: "14:15", endsNextDay: false }]);
    expect(wed?.sameForBoth).toBe(true);
  });

  it("une plage qui passe minuit se lit jusqu'au lendemain, une plage vide ou mal écrite disparaît", () => {
    const { days } = openingWeek({
      pickup: week({
        sat: [
          { start: "18:00", end: "02:00" },
          { start: "00:00", end: "00:00" },
          { start: "25:00", end: "26:00" },
        ],
      }),
      delivery: null,
    });
    expect(days[5]?.pickup).toEqual([{ start: "18:00", end: "02:00", endsNextDay: true }]);
  });
});
