import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekdayOfDate } from "../schedule/local-time.ts";
import { openRangesOn } from "../schedule/open-ranges.ts";
import { zonedClock } from "../schedule/zoned-clock.ts";
import { weekly } from "../testing/demo-catalogue.ts";
import { isSoldOutAt, soldOutUntil } from "./sold-out.ts";

const paris = "Europe/Paris";
const lunch = [{ start: "11:30", end: "14:00" }];
const evening = [{ start: "18:30", end: "22:30" }];
// Closed on Monday; delivery only in the evening, pickup at lunch too.
const pickup = weekly({ tue: lunch, wed: lunch, thu: lunch, fri: lunch, sat: lunch, sun: lunch });
const delivery = weekly({
  tue: evening,
  wed: evening,
  thu: evening,
  fri: evening,
  sat: evening,
  sun: evening,
});

describe("« épuisé » jusqu'au prochain jour d'ouverture", () => {
  it("un plat épuisé au déjeuner du mardi revient le mercredi à minuit, heure de Paris", () => {
    expect(soldOutUntil([pickup, delivery], new Date("2026-11-24T12:40:00Z"), paris)).toEqual(
      new Date("2026-11-24T23:00:00Z"),
    );
  });

  it("épuisé le dimanche soir, il saute le lundi fermé et revient le mardi", () => {
    expect(soldOutUntil([pickup, delivery], new Date("2026-11-29T20:00:00Z"), paris)).toEqual(
      new Date("2026-11-30T23:00:00Z"),
    );
  });

  it("compte les jours à l'heure du restaurant, même au passage à l'heure d'été", () => {
    // Saturday 28 March 2026, 23:30 in Paris (22:30 UTC): the next day starts at 00:00 +01:00.
    expect(soldOutUntil([pickup], new Date("2026-03-28T22:30:00Z"), paris)).toEqual(
      new Date("2026-03-28T23:00:00Z"),
    );
    // Past midnight it is Sunday: back on Tuesday at 00:00 +02:00 (Monday closed).
    expect(soldOutUntil([pickup], new Date("2026-03-28T23:30:00Z"), paris)).toEqual(
      new Date("2026-03-30T22:00:00Z"),
    );
  });

  it("sans horaires, revient le lendemain", () => {
    expect(soldOutUntil([weekly({})], new Date("2026-11-24T12:00:00Z"), paris)).toEqual(
      new Date("2026-11-24T23:00:00Z"),
    );
  });

  it("revient toujours plus tard qu'aujourd'hui, un jour d'ouverture, à minuit, dans la semaine", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2026-01-01T00:00:00Z"),
          max: new Date("2028-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          const until = soldOutUntil([pickup, delivery], instant, paris);
          const local = zonedClock(until, paris);
          expect(until.getTime()).toBeGreaterThan(instant.getTime());
          expect(until.getTime() - instant.getTime()).toBeLessThanOrEqual(8 * 86_400_000);
          expect(local.minutes).toBe(0);
          expect(local.date > zonedClock(instant, paris).date).toBe(true);
          expect(openRangesOn(weekly({ ...pickup }), weekdayOfDate(local.date)).length).toBeGreaterThan(0);
          expect(isSoldOutAt(until, instant)).toBe(true);
          expect(isSoldOutAt(until, until)).toBe(false);
        },
      ),
    );
  });
});
