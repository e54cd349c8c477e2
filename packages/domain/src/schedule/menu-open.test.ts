import { describe, expect, it } from "vitest";
import { burger, drinksMenu, lineOf, lunchMenu, soda } from "../testing/demo-catalogue.ts";
import { isMenuOpenAt, linesUnavailableAt, menuHoursFor, restaurantHoursFor } from "./menu-open.ts";

const paris = "Europe/Paris";
// Vendredi 12 juin 2026 12:00 à Paris
const fridayNoon = new Date("2026-06-12T10:00:00Z");
// Dimanche 14 juin 2026 12:00 à Paris
const sundayNoon = new Date("2026-06-14T10:00:00Z");

describe("menu ouvert", () => {
  it("suit les horaires de livraison ou ceux à emporter", () => {
    expect(menuHoursFor(lunchMenu, "delivery")).toBe(lunchMenu.hours);
    expect(menuHoursFor(lunchMenu, "pickup")).toBe(lunchMenu.pickupHours);
    expect(isMenuOpenAt(lunchMenu, "delivery", sundayNoon, paris)).toBe(true);
    expect(isMenuOpenAt(lunchMenu, "pickup", sundayNoon, paris)).toBe(false);
  });

  it("est fermé quand le restaurant l'a désactivé", () => {
    expect(isMenuOpenAt({ ...lunchMenu, isAvailable: false }, "delivery", fridayNoon, paris)).toBe(false);
  });
});

describe("articles indisponibles au créneau choisi", () => {
  const cart = [lineOf(burger), lineOf(soda)];

  it("aucun quand tous les menus sont ouverts", () => {
    expect(linesUnavailableAt(cart, [lunchMenu, drinksMenu], "delivery", fridayNoon, paris)).toEqual([]);
  });

  it("ceux dont le menu est fermé", () => {
    const unavailable = linesUnavailableAt(cart, [lunchMenu, drinksMenu], "delivery", sundayNoon, paris);
    expect(unavailable.map((line) => line.name)).toEqual([soda.name]);
  });

  it("ceux dont le menu est inconnu", () => {
    expect(
      linesUnavailableAt(cart, [lunchMenu], "delivery", fridayNoon, paris).map((line) => line.itemId),
    ).toEqual(["soda"]);
  });
});

describe("horaires du restaurant", () => {
  it("réunissent les menus disponibles pour le mode", () => {
    const hours = restaurantHoursFor(
      [lunchMenu, drinksMenu, { ...drinksMenu, id: "off", isAvailable: false }],
      "pickup",
    );
    expect(hours.fri).toHaveLength(2);
    expect(hours.sun).toEqual([]);
  });
});
