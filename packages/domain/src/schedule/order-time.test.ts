import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drinksMenu, lineOf, lunchMenu, soda, tenders } from "../testing/demo-catalogue.ts";
import { plainSlots } from "../testing/demo-settings.ts";
import { asSoonAsPossible } from "./as-soon-as-possible.ts";
import { restaurantHoursFor } from "./menu-open.ts";
import { checkOrderTime, closedItemNames, type OrderTimeRules } from "./order-time.ts";
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
