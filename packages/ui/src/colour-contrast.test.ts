import { describe, expect, it } from "vitest";
import { contrastOf, isDark, parseColour, toHex } from "./colour-contrast.ts";

describe("a page's colour", () => {
  it("is read as browsers compute it and as pages write it", () => {
    expect(parseColour("rgb(17, 17, 17)")).toEqual({ red: 17, green: 17, blue: 17, alpha: 1 });
    expect(parseColour("rgba(0, 0, 0, 0)")?.alpha).toBe(0);
    expect(parseColour("rgb(245 239 230 / 50%)")?.alpha).toBe(0.5);
    expect(parseColour("#f54f2f")).toEqual({ red: 245, green: 79, blue: 47, alpha: 1 });
    expect(parseColour("#fff")).toEqual({ red: 255, green: 255, blue: 255, alpha: 1 });
  });

  it("is not guessed when written otherwise", () => {
    expect(parseColour("oklch(0.2 0 0)")).toBeNull();
    expect(parseColour("transparent")).toBeNull();
  });

  it("is given to the status bar as #rrggbb", () => {
    expect(toHex({ red: 17, green: 17, blue: 17, alpha: 1 })).toBe("#111111");
    expect(toHex({ red: 245.4, green: 79, blue: 47, alpha: 1 })).toBe("#f54f2f");
  });
});

describe("a dark background", () => {
  it("is one where white text reads better than black", () => {
    expect(isDark("#111111")).toBe(true);
    expect(isDark("#1c1c1c")).toBe(true);
    expect(isDark("#f54f2f")).toBe(false);
    expect(isDark("#f5efe6")).toBe(false);
    expect(isDark("#fff")).toBe(false);
  });
});

describe("the contrast of two colours", () => {
  it("gives WCAG's figures, from CSS as written", () => {
    expect(contrastOf("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastOf("#fff", "rgb(255, 255, 255)")).toBe(1);
    // The brand's accent under ink text.
    expect(contrastOf("#111111", "#f54f2f")).toBeCloseTo(5.43, 2);
  });

  it("refuses a colour it cannot read rather than guess", () => {
    expect(() => contrastOf("#111111", "rouge")).toThrow(/rouge/);
  });
});
