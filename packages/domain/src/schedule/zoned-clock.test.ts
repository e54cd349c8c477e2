import { describe, expect, it } from "vitest";
import { zonedClock } from "./zoned-clock.ts";

describe("horloge du restaurant", () => {
  it("donne la date, le jour et la minute locaux", () => {
    expect(zonedClock(new Date("2026-06-12T22:30:00Z"), "Europe/Paris")).toEqual({
      date: "2026-06-13",
      weekday: "sat",
      minutes: 30,
    });
    expect(zonedClock(new Date("2026-06-12T22:30:00Z"), "America/New_York")).toEqual({
      date: "2026-06-12",
      weekday: "fri",
      minutes: 18 * 60 + 30,
    });
  });

  it("lit minuit comme 0 et pas 24", () => {
    expect(zonedClock(new Date("2026-01-14T23:00:00Z"), "Europe/Paris").minutes).toBe(0);
  });

  it("passe à l'heure d'été le 29 mars 2026 et en revient le 25 octobre 2026", () => {
    expect(zonedClock(new Date("2026-03-29T00:59:00Z"), "Europe/Paris").minutes).toBe(60 + 59);
    expect(zonedClock(new Date("2026-03-29T01:00:00Z"), "Europe/Paris").minutes).toBe(3 * 60);
    expect(zonedClock(new Date("2026-10-25T00:59:00Z"), "Europe/Paris").minutes).toBe(2 * 60 + 59);
    expect(zonedClock(new Date("2026-10-25T01:00:00Z"), "Europe/Paris").minutes).toBe(2 * 60);
  });

  it("relit le même instant dans une autre zone, puis de nouveau dans la première, sans garder la lecture d'une autre", () => {
    const instant = new Date("2026-06-12T22:30:00Z");
    expect(zonedClock(instant, "Europe/Paris").date).toBe("2026-06-13");
    expect(zonedClock(instant, "America/New_York").date).toBe("2026-06-12");
    expect(zonedClock(instant, "Europe/Paris").date).toBe("2026-06-13");
    expect(zonedClock(new Date("2026-06-12T21:30:00Z"), "Europe/Paris").minutes).toBe(23 * 60 + 30);
  });
});
