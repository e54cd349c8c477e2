import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type KitchenWindow,
  lineLoad,
  orderLoad,
  readyQuote,
  release,
  reserve,
  windowTakes,
} from "./kitchen-load.ts";

const BURGER = { first: 4, extra: 2 };
const NOON = new Date("2026-11-24T11:00:00Z");
const minutesAfter = (date: Date | null, from: Date) =>
  date ? (date.getTime() - from.getTime()) / 60_000 : null;

describe("la charge d'une commande", () => {
  it("compte la première unité, puis chaque unité de plus, et rien sans temps de préparation", () => {
    expect(lineLoad({ makeTime: BURGER, quantity: 1 })).toBe(4);
    expect(lineLoad({ makeTime: BURGER, quantity: 3 })).toBe(8);
    expect(lineLoad({ makeTime: null, quantity: 3 })).toBe(0);
  });

  it("est la somme de ses lignes, quelles qu'elles soient", () => {
    const line = fc.record({
      makeTime: fc.option(fc.record({ first: fc.nat(30), extra: fc.nat(30) }), { nil: null }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        expect(orderLoad(lines)).toBe(lines.reduce((total, one) => total + lineLoad(one), 0));
      }),
    );
  });
});

describe("une fenêtre de 15 minutes", () => {
  it("prend une commande qui tient, refuse celle qui déborde et dit ce qui reste", () => {
    const window: KitchenWindow = { capacity: 30, reserved: 24 };
    expect(reserve(window, 6)).toEqual({ ok: true, window: { capacity: 30, reserved: 30 } });
    expect(reserve(window, 7)).toEqual({ ok: false, free: 6 });
    expect(windowTakes(window, 7)).toBe(false);
  });

  it("ne dépasse jamais sa capacité, quelle que soit la suite de réservations et de libérations", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("reserve" as const), load: fc.nat(20) }),
      fc.record({ kind: fc.constant("release" as const), load: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.nat(120), fc.array(step, { maxLength: 60 }), (capacity, steps) => {
        let window: KitchenWindow = { capacity, reserved: 0 };
        for (const one of steps) {
          if (one.kind === "reserve") {
            const result = reserve(window, one.load);
            if (result.ok) window = result.window;
          } else {
            window = release(window, one.load);
          }
          expect(window.reserved).toBeGreaterThanOrEqual(0);
          expect(window.reserved).toBeLessThanOrEqual(capacity);
        }
      }),
    );
  });
});

describe("l'heure promise pour « dès que possible »", () => {
  const lunch = () => 30; // two cooks: 30 minutes of work per 15 minutes

  it("sans charge comptée, reste le délai minimum d'aujourd'hui", () => {
    const quote = readyQuote({ now: NOON, backlog: 0, load: 0, capacityAt: lunch, minimumTime: 15 });
    expect(minutesAfter(quote, NOON)).toBe(15);
  });

  it("compte les commandes déjà en cuisine, puis la sienne, arrondi aux 5 minutes", () => {
    // 32 minutes of work already there at 2 minutes of work per minute: 16 minutes; then the
    // order's own 8 minutes (more cooks do not make one burger faster) and 5 of travel: 29 → 30.
    const quote = readyQuote({
      now: NOON,
      backlog: 32,
      load: 8,
      capacityAt: lunch,
      minimumTime: 10,
      travel: 5,
    });
    expect(minutesAfter(quote, NOON)).toBe(30);
  });

  it("passe une fenêtre fermée (capacité nulle) et ajoute le coup de feu", () => {
    const closedFirst = (start: Date) => (start.getTime() < NOON.getTime() + 15 * 60_000 ? 0 : 30);
    const quote = readyQuote({
      now: NOON,
      backlog: 0,
      load: 10,
      capacityAt: closedFirst,
      minimumTime: 0,
      rush: 10,
    });
    // Nothing before 12:15 (Paris 12:15 is 11:15 UTC), then its 10 minutes of cooking, then 10 of rush.
    expect(minutesAfter(quote, NOON)).toBe(35);
  });

  it("ne recule jamais quand la cuisine a plus de travail", () => {
    const capacity = fc.func(fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }));
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(60), capacity, (backlog, extra, load, capacityAt) => {
        const input = { now: NOON, load, capacityAt, minimumTime: 10 };
        const before = readyQuote({ ...input, backlog });
        const after = readyQuote({ ...input, backlog: backlog + extra });
        if (before === null) expect(after).toBeNull();
        else if (after !== null) expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime());
      }),
    );
  });
});
