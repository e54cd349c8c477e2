import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drinksMenu, lineOf, lunchMenu, soda, tenders } from "../testing/demo-catalogue.ts";
import { plainSlots } from "../testing/demo-settings.ts";
import { asSoonAsPossible } from "./as-soon-as-possible.ts";
import { restaurantHoursFor } from "./menu-open.ts";
import { checkOrderTime, closedItemNames, type OrderTimeRules, suggestionsAt } from "./order-time.ts";
import { type SlotSettings, slotsForDay } from "./time-slots.ts";

const plain: SlotSettings = { ...plainSlots, minimumTime: 30 };
const rules: OrderTimeRules = {
  menus: [lunchMenu, drinksMenu],
  scheduling: { delivery: plain, pickup: { ...plain, minimumTime: 15 } },
  timeZone: "Europe/Paris",
};
const tuesdayNoon = new Date("2026-11-24T11:00:00Z");
const lunchLine = lineOf(tenders);
const drinkLine = lineOf(soda); // served on Fridays only

describe("heure d'une commande", () => {
  it("dès que possible : aujourd'hui, prête après le délai minimal du mode", () => {
    const check = checkOrderTime({
      rules,
      mode: "delivery",
      lines: [lunchLine],
      request: { date: "2026-11-30", slot: null },
      now: tuesdayNoon,
    });
    expect(check).toEqual({
      ok: true,
      time: {
        date: "2026-11-24",
        slot: null,
        readyAt: asSoonAsPossible({
          ...rules,
          settings: rules.scheduling,
          mode: "delivery",
          now: tuesdayNoon,
        })?.readyAt,
      },
    });
  });

  it("dès que possible n'est pas possible quand rien n'est ouvert à l'heure où elle serait prête", () => {
    const late = new Date("2026-11-24T15:00:00Z");
    expect(
      checkOrderTime({
        rules,
        mode: "delivery",
        lines: [lunchLine],
        request: { date: "2026-11-24", slot: null },
        now: late,
      }),
    ).toEqual({ ok: false, problem: "closed_now" });
  });

  it("un créneau du jour est retrouvé par son libellé ou son heure de début", () => {
    for (const slot of ["13:00 - 13:15", "13:00"]) {
      const check = checkOrderTime({
        rules,
        mode: "pickup",
        lines: [lunchLine],
        request: { date: "2026-11-24", slot },
        now: tuesdayNoon,
      });
      expect(check.ok && check.time.slot).toBe("13:00 - 13:15");
    }
  });

  it("refuse un créneau passé, inconnu ou hors des heures d'ouverture", () => {
    for (const slot of ["11:30 - 11:45", "13:07", "20:00 - 20:15", ""]) {
      expect(
        checkOrderTime({
          rules,
          mode: "delivery",
          lines: [lunchLine],
          request: { date: "2026-11-24", slot },
          now: tuesdayNoon,
        }),
      ).toEqual({ ok: false, problem: "slot_unavailable" });
    }
  });

  it("nomme une fois chaque article dont le menu est fermé à cette heure", () => {
    expect(
      checkOrderTime({
        rules,
        mode: "delivery",
        lines: [drinkLine, lunchLine, drinkLine],
        request: { date: "2026-11-24", slot: "13:00 - 13:15" },
        now: tuesdayNoon,
      }),
    ).toEqual({ ok: false, problem: "items_closed", itemNames: [soda.name] });
  });

  it("accepte tout créneau proposé pour le jour quand chaque article y est servi (propriété)", () => {
    const slots = slotsForDay({
      date: "2026-11-25",
      mode: "delivery",
      hours: restaurantHoursFor([lunchMenu], "delivery"),
      settings: rules.scheduling,
      now: tuesdayNoon,
      timeZone: rules.timeZone,
    });
    fc.assert(
      fc.property(fc.constantFrom(...slots), (slot) => {
        const check = checkOrderTime({
          rules,
          mode: "delivery",
          lines: [lunchLine],
          request: { date: "2026-11-25", slot: slot.label },
          now: tuesdayNoon,
        });
        return check.ok && check.time.readyAt.getTime() === slot.start.getTime();
      }),
    );
  });
});

describe("articles fermés à une heure", () => {
  it("ne comptent qu'une fois chaque nom, dans l'ordre du panier", () => {
    const friday = new Date("2026-11-27T20:00:00Z");
    expect(
      closedItemNames([drinkLine, lunchLine, lunchLine], rules.menus, "delivery", friday, rules.timeZone),
    ).toEqual([tenders.name]);
  });
});

describe("suggestions du panier à l'heure de la commande", () => {
  const candidates = [lunchLine, drinkLine];

  it("dès que possible : seulement les plats d'un menu ouvert à ce moment-là", () => {
    const proposed = suggestionsAt(candidates, {
      rules,
      mode: "delivery",
      request: { date: "2026-11-24", slot: null },
      now: tuesdayNoon,
    });
    expect(proposed).toEqual([lunchLine]);
  });

  it("à un créneau choisi : les plats des menus ouverts à ce créneau", () => {
    const friday = "2026-11-27";
    const slots = slotsForDay({
      date: friday,
      mode: "delivery",
      hours: restaurantHoursFor(rules.menus, "delivery"),
      settings: rules.scheduling,
      now: tuesdayNoon,
      timeZone: rules.timeZone,
    });
    const at = (startTime: string) => {
      const slot = slots.find((one) => one.startTime === startTime);
      if (!slot) throw new Error(`un créneau à ${startTime} le vendredi`);
      return suggestionsAt(candidates, {
        rules,
        mode: "delivery",
        request: { date: friday, slot: slot.label },
        now: tuesdayNoon,
      });
    };
    expect(at("12:00")).toEqual([lunchLine, drinkLine]);
    expect(at("20:00")).toEqual([drinkLine]);
  });

  it("la même règle que les lignes de la commande", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 * 24 * 4 - 1 }),
        fc.constantFrom("pickup", "delivery"),
        (quarter, mode) => {
          const now = new Date(tuesdayNoon.getTime() + quarter * 15 * 60_000);
          const request = { date: "2026-11-24", slot: null };
          const proposed = suggestionsAt(candidates, { rules, mode, request, now });
          const check = (line: typeof lunchLine) =>
            checkOrderTime({ rules, mode, lines: [line], request, now });
          const first = check(lunchLine);
          if (!first.ok && first.problem !== "items_closed") return;
          expect(proposed).toEqual(candidates.filter((line) => check(line).ok));
        },
      ),
    );
  });

  it("heure pas encore fixée : les plats des menus qui ouvrent pour le mode", () => {
    const sundayNight = new Date("2026-11-29T22:30:00Z");
    const proposed = suggestionsAt(candidates, {
      rules: { ...rules, menus: [lunchMenu, { ...drinksMenu, isAvailable: false }] },
      mode: "pickup",
      request: { date: "2026-11-29", slot: null },
      now: sundayNight,
    });
    expect(proposed).toEqual([lunchLine]);
  });
});
