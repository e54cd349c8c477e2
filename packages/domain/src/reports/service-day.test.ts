import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../schedule/local-time.ts";
import { serviceDayBounds, serviceDayOf } from "./service-day.ts";

const PARIS = "Europe/Paris";
const FOUR = 4 * 60;
const hours = (bounds: { start: Date; end: Date }) =>
  (bounds.end.getTime() - bounds.start.getTime()) / 3_600_000;

describe("la journée de service", () => {
  it("une commande de 00:30 compte pour la veille quand la journée se clôt à 04:00", () => {
    // Saturday 28 November 2026, 00:30 in Paris (UTC+1): Friday's service.
    expect(serviceDayOf(new Date("2026-11-27T23:30:00Z"), FOUR, PARIS)).toBe("2026-11-27");
    // 04:00 sharp starts Saturday's.
    expect(serviceDayOf(new Date("2026-11-28T03:00:00Z"), FOUR, PARIS)).toBe("2026-11-28");
    // Closing at midnight: the calendar day.
    expect(serviceDayOf(new Date("2026-11-27T23:30:00Z"), 0, PARIS)).toBe("2026-11-28");
  });

  it("dure 23 heures le jour du passage à l'heure d'été, 25 le jour du retour", () => {
    expect(hours(serviceDayBounds("2026-03-28", FOUR, PARIS))).toBe(23);
    expect(hours(serviceDayBounds("2026-10-24", FOUR, PARIS))).toBe(25);
    expect(hours(serviceDayBounds("2026-11-26", FOUR, PARIS))).toBe(24);
    // A closing hour the clock skips (02:30 on 29 March): the day starts when the clock jumps.
    expect(serviceDayBounds("2026-03-29", 150, PARIS).start.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("chaque instant appartient à une seule journée, et chaque journée finit où la suivante commence", () => {
    const year = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 6 * 60 }), (ms, closesAt) => {
        const instant = new Date(ms);
        const day = serviceDayOf(instant, closesAt, PARIS);
        const bounds = serviceDayBounds(day, closesAt, PARIS);
        expect(bounds.start.getTime()).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(bounds.end.getTime());
        expect(serviceDayBounds(addDays(day, 1), closesAt, PARIS).start).toEqual(bounds.end);
      }),
      { numRuns: 2_000 },
    );
  });
});
