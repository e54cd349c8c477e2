import { describe, expect, it } from "vitest";
import {
  addDays,
  firstInstantAtOrAfter,
  instantsOfLocalTime,
  isLocalDate,
  offsetChangesBetween,
  startOfLocalDay,
  utcOffsetAt,
  weekdayOfDate,
} from "./local-time.ts";

const paris = "Europe/Paris";
const HOUR = 3_600_000;

describe("dates du calendrier", () => {
  it("reconnaît une vraie date", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-30")).toBe(false);
    expect(isLocalDate("28/02/2026")).toBe(false);
  });

  it("ajoute des jours en passant les mois et les années", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("donne le jour de la semaine", () => {
    expect(weekdayOfDate("2026-03-29")).toBe("sun");
    expect(weekdayOfDate("2026-03-30")).toBe("mon");
  });

  it("refuse une date invalide", () => {
    expect(() => addDays("2026-13-01", 1)).toThrow("Date invalide");
  });
});

describe("décalage horaire du fuseau", () => {
  it("vaut une heure l'hiver et deux l'été à Paris", () => {
    expect(utcOffsetAt(Date.parse("2026-01-15T12:00:00Z"), paris)).toBe(HOUR);
    expect(utcOffsetAt(Date.parse("2026-07-15T12:00:00Z"), paris)).toBe(2 * HOUR);
  });

  it("trouve les changements d'heure à la minute près", () => {
    expect(
      offsetChangesBetween(new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z"), paris),
    ).toEqual([new Date("2026-03-29T01:00:00Z"), new Date("2026-10-25T01:00:00Z")]);
    expect(
      offsetChangesBetween(new Date("2026-05-01T00:00:00Z"), new Date("2026-06-01T00:00:00Z"), paris),
    ).toEqual([]);
  });
});

describe("heure locale vers instant", () => {
  it("donne un seul instant un jour ordinaire", () => {
    expect(instantsOfLocalTime("2026-06-12", 12 * 60, paris)).toEqual([new Date("2026-06-12T10:00:00Z")]);
  });

  it("ne donne aucun instant dans l'heure sautée du 29 mars 2026", () => {
    expect(instantsOfLocalTime("2026-03-29", 2 * 60 + 30, paris)).toEqual([]);
  });

  it("donne deux instants dans l'heure répétée du 25 octobre 2026", () => {
    expect(instantsOfLocalTime("2026-10-25", 2 * 60 + 30, paris)).toEqual([
      new Date("2026-10-25T00:30:00Z"),
      new Date("2026-10-25T01:30:00Z"),
    ]);
  });

  it("prend le saut d'heure comme premier instant à partir d'une heure sautée", () => {
    expect(firstInstantAtOrAfter("2026-03-29", 2 * 60 + 30, paris)).toEqual(new Date("2026-03-29T01:00:00Z"));
    expect(firstInstantAtOrAfter("2026-10-25", 2 * 60 + 30, paris)).toEqual(new Date("2026-10-25T00:30:00Z"));
  });

  it("trouve le début du jour local, même quand minuit n'existe pas", () => {
    expect(startOfLocalDay("2026-03-29", paris)).toEqual(new Date("2026-03-28T23:00:00Z"));
    expect(startOfLocalDay("2026-10-25", paris)).toEqual(new Date("2026-10-24T22:00:00Z"));
    // Santiago du Chili passe de 00:00 à 01:00 le 6 septembre 2026.
    expect(startOfLocalDay("2026-09-06", "America/Santiago")).toEqual(new Date("2026-09-06T04:00:00Z"));
  });
});
