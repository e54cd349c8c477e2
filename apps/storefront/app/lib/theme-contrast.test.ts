import { readFileSync } from "node:fs";
import { contrastRatio, parseColour, type Rgba } from "@comptoir/ui/colour-contrast.ts";
import { describe, expect, it } from "vitest";

// The theme both apps draw with: its colours are read from the stylesheet itself, so a colour
// changed there is checked here without anyone copying it.
const theme = readFileSync(new URL("../../../../packages/ui/src/theme.css", import.meta.url), "utf8");

function themeColour(name: string): Rgba {
  const declared = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(theme)?.[1];
  const colour = declared ? parseColour(declared) : null;
  if (!colour) throw new Error(`theme.css has no --color-${name} written as #hex`);
  return colour;
}

/** WCAG AA for body text. */
const AA = 4.5;

// Every text colour on every surface it is drawn on: the page and a panel (cards, sheets, fields
// on the panel), and ink text on the filled colours (a button, a badge).
const TEXT_ON_SURFACES = ["cream", "muted", "accent", "danger", "saving", "success"];
const SURFACES = ["ink", "panel"];
const FILLED_UNDER_INK = ["accent", "cream", "danger", "saving", "success"];

describe("the theme's colours", () => {
  const pairs = [
    ...TEXT_ON_SURFACES.flatMap((text) => SURFACES.map((surface) => [text, surface] as const)),
    ...FILLED_UNDER_INK.map((fill) => ["ink", fill] as const),
  ];

  it.each(pairs)("%s text on %s reads at WCAG AA (4.5:1)", (text, background) => {
    expect(contrastRatio(themeColour(text), themeColour(background))).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the brand's page and accent", () => {
    expect(themeColour("ink")).toEqual(parseColour("#111111"));
    expect(themeColour("accent")).toEqual(parseColour("#f54f2f"));
  });

  it("measures contrast as WCAG does", () => {
    const black = { red: 0, green: 0, blue: 0, alpha: 1 };
    const white = { red: 255, green: 255, blue: 255, alpha: 1 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });
});
