// Colours as the page gives them and as a status bar needs them, and WCAG's contrast between two:
// no DOM here, so the native app's build configuration (apps/native/capacitor.config.ts) and the
// themes' tests of both apps read the same rule as the pages.

export interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** Browsers give computed colours as `rgb()`/`rgba()`; a page's meta gives `#hex`. */
export function parseColour(css: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join("") : hex[1];
    const [red, green, blue] = [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
    return { red: red ?? 0, green: green ?? 0, blue: blue ?? 0, alpha: 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/i.exec(
    css.trim(),
  );
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return { red: Number(rgb[1]), green: Number(rgb[2]), blue: Number(rgb[3]), alpha };
}

export function toHex({ red, green, blue }: Rgba): string {
  return `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
}

/** The WCAG relative luminance of a colour (0 for black, 1 for white). */
function luminance({ red, green, blue }: Rgba): number {
  const linear = (part: number) => {
    const value = part / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The contrast of two colours written as CSS writes them (`#hex`, `rgb()`): text needs 4.5 (AA). */
export function contrastOf(first: string, second: string): number {
  const [one, two] = [parseColour(first), parseColour(second)];
  if (!one || !two) throw new Error(`couleur illisible : ${one ? second : first}`);
  return contrastRatio(one, two);
}

const WHITE: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };
const BLACK: Rgba = { red: 0, green: 0, blue: 0, alpha: 1 };

/** Dark when white text reads better on it than black (WCAG contrast of each). */
export function isDark(hex: string): boolean {
  const colour = parseColour(hex);
  if (!colour) return false;
  return contrastRatio(colour, WHITE) > contrastRatio(colour, BLACK);
}
