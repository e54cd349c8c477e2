import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekly } from "../testing/demo-catalogue.ts";
import { plainSlots } from "../testing/demo-settings.ts";
import {
  findSlot,
  type SchedulingSettings,
  type SlotSettings,
  slotSettingsFor,
  slotsForDay,
  type TimeSlot,
} from "./time-slots.ts";
import type { WeeklyHours } from "./weekly-hours.ts";

const paris = "Europe/Paris";
const plain = plainSlots;
const settings: SchedulingSettings = { delivery: plain, pickup: { ...plain, showRange: false } };
const longAgo = new Date("2026-01-01T00:00:00Z");

function slots(
  date: string,
  hours: WeeklyHours,
  overrides: { delivery?: Partial<SlotSettings>; now?: Date; mode?: "pickup" | "delivery" } = {},
): TimeSlot[] {
  return slotsForDay({
    date,
    mode: overrides.mode ?? "delivery",
    hours,
    settings: { ...settings, delivery: { ...plain, ...overrides.delivery } },
    now: overrides.now ?? longAgo,
    timeZone: paris,
  });
}

const lunch = weekly({ fri: [{ start: "11:30", end: "12:30" }] });

describe("créneaux d'une journée", () => {
  it("découpe les plages ouvertes en créneaux de 15 minutes", () => {
    expect(slots("2026-06-12", lunch).map((slot) => slot.label)).toEqual([
      "11:30 - 11:45",
      "11:45 - 12:00",
      "12:00 - 12:15",
      "12:15 - 12:30",
    ]);
    const [first] = slots("2026-06-12", lunch);
    expect(first?.start).toEqual(new Date("2026-06-12T09:30:00Z"));
    expect(first?.end).toEqual(new Date("2026-06-12T09:45:00Z"));
  });

  it("garde un créneau qui chevauche une plage, même en partie", () => {
    const odd = weekly({ fri: [{ start: "11:40", end: "12:05" }] });
    expect(slots("2026-06-12", odd).map((slot) => slot.startTime)).toEqual(["11:30", "11:45", "12:00"]);
  });

  it("n'a aucun créneau un jour fermé", () => {
    expect(slots("2026-06-13", lunch)).toEqual([]);
  });

  it("affiche l'heure de début seule quand show_range est éteint, avec les réglages pickup_", () => {
    expect(slots("2026-06-12", lunch, { mode: "pickup" }).map((slot) => slot.label)).toEqual([
      "11:30",
      "11:45",
      "12:00",
      "12:15",
    ]);
  });

  it("retire les N premiers et les N derniers créneaux", () => {
    expect(
      slots("2026-06-12", lunch, { delivery: { removeFirst: true, removeFirstCount: 1 } }).map(
        (s) => s.startTime,
      ),
    ).toEqual(["11:45", "12:00", "12:15"]);
    expect(
      slots("2026-06-12", lunch, { delivery: { removeLast: true, removeLastCount: 2 } }).map(
        (s) => s.startTime,
      ),
    ).toEqual(["11:30", "11:45"]);
    expect(slots("2026-06-12", lunch, { delivery: { removeLast: true, removeLastCount: 9 } })).toEqual([]);
    // A count without its switch removes nothing.
    expect(slots("2026-06-12", lunch, { delivery: { removeFirstCount: 3 } })).toHaveLength(4);
  });

  it("ne garde ce jour-là que les créneaux après maintenant plus le délai minimum", () => {
    // 11:20 à Paris, délai 30 minutes → à partir de 11:50
    const now = new Date("2026-06-12T09:20:00Z");
    expect(
      slots("2026-06-12", lunch, { now, delivery: { minimumTime: 30 } }).map((s) => s.startTime),
    ).toEqual(["12:00", "12:15"]);
    // Un créneau qui commence pile au seuil est gardé.
    expect(slots("2026-06-12", lunch, { now, delivery: { minimumTime: 25 } })[0]?.startTime).toBe("11:45");
  });

  it("retire les premiers créneaux avant d'appliquer le délai", () => {
    const now = new Date("2026-06-12T09:20:00Z");
    expect(
      slots("2026-06-12", lunch, {
        now,
        delivery: { minimumTime: 30, removeFirst: true, removeFirstCount: 1 },
      }).map((s) => s.startTime),
    ).toEqual(["12:00", "12:15"]);
  });

  it("n'offre aucun créneau pour un jour passé", () => {
    expect(slots("2026-06-12", lunch, { now: new Date("2026-06-13T08:00:00Z") })).toEqual([]);
  });

  it("prolonge après minuit les plages de la veille", () => {
    const late = weekly({ fri: [{ start: "23:30", end: "00:30" }] });
    expect(slots("2026-06-13", late).map((slot) => slot.label)).toEqual(["00:00 - 00:15", "00:15 - 00:30"]);
    expect(slots("2026-06-12", late).map((slot) => slot.label)).toEqual(["23:30 - 23:45", "23:45 - 00:00"]);
  });

  it("choisit les réglages du mode", () => {
    expect(slotSettingsFor(settings, "pickup").showRange).toBe(false);
    expect(slotSettingsFor(settings, "delivery").showRange).toBe(true);
  });
});

describe("créneaux les jours de changement d'heure à Paris", () => {
  const allSunday = weekly({ sun: [{ start: "00:00", end: "24:00" }] });

  it("le 29 mars 2026 compte 92 créneaux et aucun à 02:xx", () => {
    const day = slots("2026-03-29", allSunday);
    expect(day).toHaveLength(92);
    expect(day.some((slot) => slot.startTime.startsWith("02:"))).toBe(false);
    expect(day.find((slot) => slot.startTime === "01:45")?.label).toBe("01:45 - 03:00");
    expect(day.find((slot) => slot.startTime === "03:00")?.start).toEqual(new Date("2026-03-29T01:00:00Z"));
  });

  it("le 25 octobre 2026 compte 100 créneaux, ceux de 02:xx deux fois", () => {
    const day = slots("2026-10-25", allSunday);
    expect(day).toHaveLength(100);
    expect(day.filter((slot) => slot.startTime === "02:15").map((slot) => slot.start)).toEqual([
      new Date("2026-10-25T00:15:00Z"),
      new Date("2026-10-25T01:15:00Z"),
    ]);
  });

  it("place les créneaux du midi à la bonne heure UTC ces jours-là", () => {
    const noon = weekly({ sun: [{ start: "12:00", end: "12:15" }] });
    expect(slots("2026-03-29", noon)[0]?.start).toEqual(new Date("2026-03-29T10:00:00Z"));
    expect(slots("2026-10-25", noon)[0]?.start).toEqual(new Date("2026-10-25T11:00:00Z"));
  });
});

describe("retrouver un créneau choisi", () => {
  const day = slots("2026-06-12", lunch);

  it("par son libellé ou son heure de début", () => {
    expect(findSlot(day, "12:00 - 12:15")?.startTime).toBe("12:00");
    expect(findSlot(day, " 12:15 ")?.startTime).toBe("12:15");
  });

  it("pas quand il n'est plus proposé", () => {
    expect(findSlot(day, "13:00")).toBeNull();
  });
});

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 10, 15, 30, 45, 50))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

describe("propriétés des créneaux", () => {
  it("sont triés, ne se chevauchent jamais et restent dans la journée", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ start: clock, end: clock }), { maxLength: 4 }),
        fc.constantFrom("2026-03-29", "2026-10-25", "2026-06-14"),
        fc.record({
          removeFirst: fc.boolean(),
          removeFirstCount: fc.integer({ min: 0, max: 5 }),
          removeLast: fc.boolean(),
          removeLastCount: fc.integer({ min: 0, max: 5 }),
          minimumTime: fc.integer({ min: 0, max: 120 }),
        }),
        fc.date({
          min: new Date("2026-03-28T00:00:00Z"),
          max: new Date("2026-10-26T00:00:00Z"),
          noInvalidDate: true,
        }),
        (ranges, date, trimming, now) => {
          const day = slots(date, weekly({ sat: ranges, sun: ranges }), { delivery: trimming, now });
          for (let index = 1; index < day.length; index += 1) {
            expect((day[index - 1] as TimeSlot).end.getTime()).toBeLessThanOrEqual(
              (day[index] as TimeSlot).start.getTime(),
            );
          }
          for (const slot of day) {
            expect(slot.end.getTime() - slot.start.getTime()).toBe(15 * 60_000);
            expect(slot.start.getTime()).toBeGreaterThanOrEqual(
              now.getTime() + trimming.minimumTime * 60_000,
            );
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
