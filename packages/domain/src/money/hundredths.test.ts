import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hundredthsOf } from "./hundredths.ts";

describe("centièmes", () => {
  it("compte les centièmes d'un nombre à deux décimales au plus", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (hundredths) => {
        expect(hundredthsOf(hundredths / 100)).toBe(hundredths);
      }),
    );
  });

  it("ne compte rien pour une troisième décimale ni pour un nombre non fini", () => {
    expect(hundredthsOf(5.555)).toBeNull();
    expect(hundredthsOf(Number.NaN)).toBeNull();
    expect(hundredthsOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
