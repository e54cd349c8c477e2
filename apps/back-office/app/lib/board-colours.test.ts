import { readFileSync } from "node:fs";
import { contrastOf, parseColour } from "@comptoir/ui/colour-contrast.ts";
import { describe, expect, it } from "vitest";
import { LOAD_CLASSES } from "./kitchen-load.ts";
import { TIMER_CLASSES } from "./order-timer.ts";

const stylesheet = readFileSync(new URL("../back-office.css", import.meta.url), "utf8");

/** The declarations of a rule or a keyframe step, `selector { … }`, from the stylesheet. */
function block(selector: string, within = stylesheet): string {
  const start = within.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} absent de la feuille de style`);
  let depth = 0;
  for (let index = within.indexOf("{", start); index < within.length; index += 1) {
    if (within[index] === "{") depth += 1;
    if (within[index] === "}") depth -= 1;
    if (depth === 0) return within.slice(within.indexOf("{", start) + 1, index);
  }
  throw new Error(`${selector} sans fin`);
}

const declared = (declarations: string, property: string) =>
  new RegExp(`(?:^|[\\s;])${property}:\\s*(#[0-9a-f]{3,6})`, "i").exec(declarations)?.[1];

function channels(hex: string): number[] {
  const colour = parseColour(hex);
  if (!colour) throw new Error(`couleur illisible : ${hex}`);
  return [colour.red, colour.green, colour.blue];
}

/** A colour part way between two, as the browser interpolates a background in sRGB. */
function mix(from: string, to: string, part: number): string {
  const [a, b] = [from, to].map(channels) as [number[], number[]];
  return `#${a
    .map((channel, index) =>
      Math.round(channel + ((b[index] ?? 0) - channel) * part)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

describe("the new-order banner's pulse", () => {
  const banner = block(".board-alert");
  const keyframes = block("@keyframes board-alert-pulse");
  const text = declared(banner, "color") ?? "";
  const ends = [
    declared(block("from", keyframes), "background-color"),
    declared(block("to", keyframes), "background-color"),
  ];

  it("animates its background only, never its text nor its opacity", () => {
    expect(banner).toMatch(/animation:\s*board-alert-pulse\b/);
    expect(keyframes).not.toMatch(/(^|[\s;{])(color|opacity|filter)\s*:/);
    expect(declared(banner, "background-color")).toBe(ends[0]);
  });

  it("keeps its text above 4.5:1 at both ends of the pulse and at every step between", () => {
    expect(text).toMatch(/^#/);
    const [from, to] = ends as [string, string];
    for (let step = 0; step <= 20; step += 1) {
      expect(contrastOf(text, mix(from, to, step / 20)), `étape ${step}/20`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the pause's text above 4.5:1", () => {
    const pause = block(".board-pause");
    expect(
      contrastOf(declared(pause, "color") ?? "", declared(pause, "background-color") ?? ""),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the timers' colours", () => {
  it("keep their minutes above 4.5:1 at every level", () => {
    const named: Record<string, string> = { "text-ink": "#111111", "text-white": "#ffffff" };
    for (const [level, classes] of Object.entries(TIMER_CLASSES)) {
      const background = /bg-\[(#[0-9a-f]{6})\]/i.exec(classes)?.[1] ?? "";
      const text = named[classes.split(" ").find((name) => name in named) ?? ""] ?? "";
      expect(contrastOf(text, background), level).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the kitchen's load bars", () => {
  const theme = readFileSync(new URL("../../../../packages/ui/src/theme.css", import.meta.url), "utf8");
  const token = (name: string) =>
    new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(theme)?.[1] ?? "";
  /** A class of LOAD_CLASSES as its colour: a role of the theme, or the board's own amber. */
  const colourOf = (classes: string) =>
    /bg-\[(#[0-9a-f]{6})\]/i.exec(classes)?.[1] ?? token(/bg-([a-z]+)/.exec(classes)?.[1] ?? "");

  it("fill with a colour of the theme's roles, told from the page and from the bar's track at 3:1", () => {
    expect(LOAD_CLASSES.calm).toBe("bg-success");
    expect(LOAD_CLASSES.full).toBe("bg-danger");
    for (const [level, classes] of Object.entries(LOAD_CLASSES)) {
      const fill = colourOf(classes);
      expect(fill, level).toMatch(/^#/);
      expect(contrastOf(fill, token("ink")), `${level} sur la page`).toBeGreaterThanOrEqual(3);
      expect(contrastOf(fill, token("line")), `${level} sur la piste`).toBeGreaterThanOrEqual(3);
    }
  });

  it("hatch a closed window in a colour that stands out from its track", () => {
    const closed = block(".kitchen-window-closed");
    const stripe = /(#[0-9a-f]{6}) 0 2px/i.exec(closed)?.[1] ?? "";
    expect(contrastOf(stripe, declared(closed, "background-color") ?? "")).toBeGreaterThanOrEqual(3);
  });
});
