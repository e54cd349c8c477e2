import { describe, expect, it } from "vitest";
import { weekly } from "../testing/demo-catalogue.ts";
import { menuAvailability } from "./menu-availability.ts";

const paris = "Europe/Paris";
const hours = {
  delivery: weekly({ mon: [{ start: "18:30", end: "22:00" }] }),
  pickup: weekly({ mon: [{ start: "11:30", end: "14:00" }], tue: [{ start: "11:30", end: "14:00" }] }),
};

describe("disponibilité d'un menu", () => {
  it("est ouverte quand un des deux services est ouvert", () => {
    // Lundi 15 juin 2026 12:00
    expect(menuAvailability(hours, new Date("2026-06-15T10:00:00Z"), paris)).toEqual({
      isOpen: true,
      isAvailableToday: true,
      nextOpening: null,
    });
  });

  it("annonce la prochaine ouverture de l'un ou l'autre service", () => {
    // Lundi 15:00 → livraison à 18:30
    expect(menuAvailability(hours, new Date("2026-06-15T13:00:00Z"), paris)).toEqual({
      isOpen: false,
      isAvailableToday: true,
      nextOpening: new Date("2026-06-15T16:30:00Z"),
    });
    // Lundi 23:00 → à emporter mardi 11:30
    expect(menuAvailability(hours, new Date("2026-06-15T21:00:00Z"), paris)).toEqual({
      isOpen: false,
      isAvailableToday: false,
      nextOpening: new Date("2026-06-16T09:30:00Z"),
    });
  });

  it("prend la première ouverture quand seul le premier service rouvre, ou seul le second", () => {
    const onlyDelivery = { ...hours, pickup: weekly({}) };
    expect(menuAvailability(onlyDelivery, new Date("2026-06-15T13:00:00Z"), paris).nextOpening).toEqual(
      new Date("2026-06-15T16:30:00Z"),
    );
    const onlyPickup = { ...hours, delivery: weekly({}) };
    expect(menuAvailability(onlyPickup, new Date("2026-06-15T13:00:00Z"), paris).nextOpening).toEqual(
      new Date("2026-06-16T09:30:00Z"),
    );
  });

  it("n'annonce rien quand aucun service n'ouvre jamais", () => {
    expect(menuAvailability({ delivery: weekly({}), pickup: weekly({}) }, new Date(), paris)).toEqual({
      isOpen: false,
      isAvailableToday: false,
      nextOpening: null,
    });
  });
});
