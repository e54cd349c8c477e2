import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekly } from "../testing/demo-catalogue.ts";
import { nextOpeningAt } from "./next-opening.ts";
import { isOpenAt } from "./open-at.ts";
import { emptyWeeklyHours } from "./weekly-hours.ts";
import { zonedClock } from "./zoned-clock.ts";

const paris = "Europe/Paris";
const evenings = weekly({
  mon: [{ start: "18:30", end: "22:00" }],
  wed: [
    { start: "11:30", end: "14:00" },
    { start: "18:30", end: "22:00" },
  ],
});

describe("prochaine ouverture", () => {
  it("est l'instant donné quand c'est déjà ouvert", () => {
    const now = new Date("2026-06-15T17:00:00Z"); // lundi 19:00
    expect(nextOpeningAt(evenings, now, paris)).toBe(now);
  });

  it("est le début de la prochaine plage du jour", () => {
    // Lundi 15 juin 2026 15:00 → 18:30
    expect(nextOpeningAt(evenings, new Date("2026-06-15T13:00:00Z"), paris)).toEqual(
      new Date("2026-06-15T16:30:00Z"),
    );
  });

  it("passe aux jours suivants", () => {
    // Lundi 23:00 → mercredi 11:30
    expect(nextOpeningAt(evenings, new Date("2026-06-15T21:00:00Z"), paris)).toEqual(
      new Date("2026-06-17T09:30:00Z"),
    );
  });

  it("revient au même jour la semaine suivante", () => {
    const mondays = weekly({ mon: [{ start: "12:00", end: "13:00" }] });
    // Lundi 13:00 → lundi suivant 12:00
    expect(nextOpeningAt(mondays, new Date("2026-06-15T11:00:00Z"), paris)).toEqual(
      new Date("2026-06-22T10:00:00Z"),
    );
  });

  it("n'existe pas pour un horaire vide", () => {
    expect(nextOpeningAt(emptyWeeklyHours(), new Date("2026-06-15T11:00:00Z"), paris)).toBeNull();
  });

  it("tombe au saut d'heure quand la plage commence dans l'heure sautée", () => {
    const night = weekly({ sun: [{ start: "02:30", end: "04:00" }] });
    // Samedi 28 mars 2026 midi → dimanche 03:00 heure d'été
    expect(nextOpeningAt(night, new Date("2026-03-28T11:00:00Z"), paris)).toEqual(
      new Date("2026-03-29T01:00:00Z"),
    );
  });

  it("saute une plage entièrement dans l'heure sautée", () => {
    const gap = weekly({ sun: [{ start: "02:00", end: "02:45" }] });
    // Rien le 29 mars : le dimanche suivant 02:00 est à plus de 7 jours du samedi midi…
    expect(nextOpeningAt(gap, new Date("2026-03-28T11:00:00Z"), paris)).toBeNull();
    // … et à moins de 7 jours du dimanche 29 à 01:30.
    expect(nextOpeningAt(gap, new Date("2026-03-29T00:30:00Z"), paris)).toEqual(
      new Date("2026-04-05T00:00:00Z"),
    );
  });

  it("trouve la plage de la semaine suivante quand l'automne allonge la semaine d'une heure", () => {
    const early = weekly({ tue: [{ start: "03:00", end: "03:01" }] });
    // Mardi 20 octobre 2026 03:01 heure d'été ; mardi 27 03:00 heure d'hiver est 7 jours et 59
    // minutes plus tard, mais bien dans la semaine de l'horloge du restaurant.
    expect(nextOpeningAt(early, new Date("2026-10-20T01:01:00Z"), paris)).toEqual(
      new Date("2026-10-27T02:00:00Z"),
    );
  });

  it("compte l'heure d'été dès le jour du changement", () => {
    const sunday = weekly({ sun: [{ start: "18:30", end: "22:00" }] });
    // Dimanche 29 mars 2026 18:30 heure d'été = 16:30 UTC
    expect(nextOpeningAt(sunday, new Date("2026-03-29T08:00:00Z"), paris)).toEqual(
      new Date("2026-03-29T16:30:00Z"),
    );
    // Dimanche 25 octobre 2026 18:30 heure d'hiver = 17:30 UTC
    expect(nextOpeningAt(sunday, new Date("2026-10-25T08:00:00Z"), paris)).toEqual(
      new Date("2026-10-25T17:30:00Z"),
    );
  });

  it("rouvre dans l'heure répétée d'octobre quand l'horloge recule dans une plage", () => {
    const night = weekly({ sun: [{ start: "01:00", end: "02:30" }] });
    // 02:45 heure d'été : fermé ; à 03:00 d'été l'horloge revient à 02:00 d'hiver, dans la plage.
    expect(nextOpeningAt(night, new Date("2026-10-25T00:45:00Z"), paris)).toEqual(
      new Date("2026-10-25T01:00:00Z"),
    );
  });

  it("donne toujours un instant ouvert, dans les 7 jours, sans ouverture plus tôt", () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 300 }))
      .map(([hour, length]) => ({
        start: `${String(hour).padStart(2, "0")}:00`,
        end: `${String(Math.floor(((hour * 60 + length) % 1440) / 60)).padStart(2, "0")}:${String((hour * 60 + length) % 60).padStart(2, "0")}`,
      }));
    fc.assert(
      fc.property(
        fc.constantFrom("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
        range,
        fc.date({
          min: new Date("2026-01-01T00:00:00Z"),
          max: new Date("2026-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (day, openRange, now) => {
          const hours = weekly({ [day]: [openRange] });
          const opening = nextOpeningAt(hours, now, paris);
          if (opening === null) {
            // Only a range lying wholly in the hour skipped in spring (Sunday 02:00–03:00) can
            // miss its week: that Sunday it does not happen at all.
            expect(day).toBe("sun");
            expect(openRange.start).toBe("02:00");
            expect(openRange.end <= "03:00" && openRange.end > "02:00").toBe(true);
            return;
          }
          expect(isOpenAt(hours, opening, paris)).toBe(true);
          expect(opening.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
          // Closed one minute before, unless it is the instant given.
          if (opening.getTime() !== now.getTime()) {
            expect(isOpenAt(hours, new Date(opening.getTime() - 60_000), paris)).toBe(false);
          }
          expect(zonedClock(opening, paris).date >= zonedClock(now, paris).date).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
