import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekly } from "../testing/demo-catalogue.ts";
import {
  clockTimeOfMinutes,
  combineWeeklyHours,
  describeOpenRange,
  hasNoOpeningHours,
  mergeOpenRanges,
  mergeTimeRanges,
  type OpenRange,
  openRangeOf,
  openRangesOn,
} from "./open-ranges.ts";
import { emptyWeeklyHours } from "./weekly-hours.ts";

describe("plage horaire en minutes", () => {
  it("lit une plage ordinaire", () => {
    expect(openRangeOf({ start: "11:30", end: "14:00" })).toEqual({ start: 690, end: 840 });
  });

  it("écarte les plages mal formées, vides et 00:00-00:00", () => {
    expect(openRangeOf({ start: "11h30", end: "14:00" })).toBeNull();
    expect(openRangeOf({ start: "11:30", end: "25:00" })).toBeNull();
    expect(openRangeOf({ start: "12:00", end: "12:00" })).toBeNull();
    expect(openRangeOf({ start: "00:00", end: "00:00" })).toBeNull();
    expect(openRangeOf({ start: "24:00", end: "02:00" })).toBeNull();
  });

  it("fait passer minuit à une plage dont la fin précède le début", () => {
    expect(openRangeOf({ start: "18:00", end: "02:00" })).toEqual({ start: 1080, end: 1560 });
    expect(openRangeOf({ start: "18:00", end: "00:00" })).toEqual({ start: 1080, end: 1440 });
  });

  it("accepte 24:00 comme fin de journée", () => {
    expect(openRangeOf({ start: "00:00", end: "24:00" })).toEqual({ start: 0, end: 1440 });
  });
});

describe("fusion des plages", () => {
  it("fusionne les plages qui se chevauchent ou se touchent et les trie", () => {
    expect(
      mergeTimeRanges([
        { start: "18:00", end: "22:00" },
        { start: "11:00", end: "14:00" },
        { start: "13:30", end: "15:00" },
        { start: "15:00", end: "15:30" },
        { start: "19:00", end: "20:00" },
      ]),
    ).toEqual([
      { start: 660, end: 930 },
      { start: 1080, end: 1320 },
    ]);
  });

  it("écarte ce qui est invalide avant de fusionner", () => {
    expect(
      mergeTimeRanges([
        { start: "00:00", end: "00:00" },
        { start: "x", end: "12:00" },
      ]),
    ).toEqual([]);
  });

  it("fusionne une plage qui passe minuit avec une plage du soir", () => {
    expect(
      mergeTimeRanges([
        { start: "22:00", end: "02:00" },
        { start: "19:00", end: "23:00" },
      ]),
    ).toEqual([{ start: 1140, end: 1560 }]);
  });

  it("ignore une plage vide donnée en minutes", () => {
    expect(mergeOpenRanges([{ start: 10, end: 10 }])).toEqual([]);
  });
});

describe("affichage d'une plage", () => {
  it("écrit les heures HH:MM", () => {
    expect(clockTimeOfMinutes(0)).toBe("00:00");
    expect(clockTimeOfMinutes(690)).toBe("11:30");
    expect(clockTimeOfMinutes(1500)).toBe("01:00");
    expect(clockTimeOfMinutes(-30)).toBe("23:30");
  });

  it("signale une fin le lendemain et écrit minuit 24:00", () => {
    expect(describeOpenRange({ start: 1080, end: 1560 })).toEqual({
      start: "18:00",
      end: "02:00",
      endsNextDay: true,
    });
    expect(describeOpenRange({ start: 1080, end: 1440 })).toEqual({
      start: "18:00",
      end: "24:00",
      endsNextDay: false,
    });
    expect(describeOpenRange({ start: 690, end: 840 })).toEqual({
      start: "11:30",
      end: "14:00",
      endsNextDay: false,
    });
  });
});

describe("horaires de la semaine", () => {
  it("fusionne les plages d'un jour", () => {
    const hours = weekly({
      mon: [
        { start: "12:00", end: "14:00" },
        { start: "11:00", end: "12:30" },
      ],
    });
    expect(openRangesOn(hours, "mon")).toEqual([{ start: 660, end: 840 }]);
  });

  it("réunit plusieurs horaires", () => {
    const lunch = weekly({ mon: [{ start: "11:00", end: "14:00" }] });
    const evening = weekly({
      mon: [{ start: "18:00", end: "22:00" }],
      tue: [{ start: "18:00", end: "22:00" }],
    });
    const combined = combineWeeklyHours([lunch, evening]);
    expect(combined.mon).toHaveLength(2);
    expect(combined.tue).toHaveLength(1);
    expect(combined.wed).toEqual([]);
  });

  it("dit fermé temporairement quand aucune plage valable n'existe", () => {
    expect(hasNoOpeningHours([])).toBe(true);
    expect(hasNoOpeningHours([emptyWeeklyHours(), weekly({ sun: [{ start: "00:00", end: "00:00" }] })])).toBe(
      true,
    );
    expect(hasNoOpeningHours([weekly({ sun: [{ start: "11:00", end: "14:00" }] })])).toBe(false);
  });
});

const clock = fc
  .tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const rangesArbitrary = fc.array(
  fc.oneof(
    fc.record({ start: clock, end: clock }),
    fc.record({ start: fc.constantFrom("", "9:00", "12h", "99:99"), end: clock }),
  ),
  { maxLength: 8 },
);

function minutesCovered(ranges: readonly OpenRange[]): Set<number> {
  const covered = new Set<number>();
  for (const range of ranges)
    for (let minute = range.start; minute < range.end; minute += 1) covered.add(minute);
  return covered;
}

describe("propriétés de la fusion", () => {
  it("donne des plages triées, disjointes, qui couvrent exactement la réunion des plages valables", () => {
    fc.assert(
      fc.property(rangesArbitrary, (ranges) => {
        const merged = mergeTimeRanges(ranges);
        for (let index = 1; index < merged.length; index += 1) {
          expect((merged[index - 1] as OpenRange).end).toBeLessThan((merged[index] as OpenRange).start);
        }
        for (const range of merged) expect(range.start).toBeLessThan(range.end);
        const valid = ranges.map(openRangeOf).filter((range): range is OpenRange => range !== null);
        expect([...minutesCovered(merged)].sort((a, b) => a - b)).toEqual(
          [...minutesCovered(valid)].sort((a, b) => a - b),
        );
      }),
    );
  });
});
