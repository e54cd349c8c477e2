import { describe, expect, it } from "vitest";
import { shopClock } from "./clock.ts";

describe("l'horloge de la boutique", () => {
  it("donne l'heure réelle sans réglage", () => {
    const before = Date.now();
    const now = shopClock()().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("part de l'instant configuré pour une démonstration, puis avance avec le temps réel", () => {
    const clock = shopClock("2026-11-24T11:00:00Z");
    const first = clock().getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse("2026-11-24T11:00:00Z"));
    expect(first).toBeLessThan(Date.parse("2026-11-24T11:01:00Z"));
    expect(clock().getTime()).toBeGreaterThanOrEqual(first);
  });
});
