import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";

const sourceRoot = new URL(".", import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const files = sourceFiles(sourceRoot).map((path) => ({
  name: relative(sourceRoot, path),
  text: readFileSync(path, "utf8"),
}));

describe("un paquet pur", () => {
  it("n'importe que ses propres fichiers, nommés avec .ts, zod et le catalogue des textes", () => {
    for (const { name, text } of files) {
      for (const [, specifier] of text.matchAll(/from "([^"]+)"/g)) {
        const allowed =
          specifier === "zod" ||
          specifier === "@comptoir/messages" ||
          (specifier?.startsWith(".") && specifier.endsWith(".ts"));
        expect(allowed, `${name} importe ${specifier}`).toBe(true);
      }
    }
  });

  it("n'a pas d'horloge ni de hasard à lui, ni d'entrées-sorties", () => {
    const forbidden = [
      /Date\.now\(/,
      /new Date\(\)/,
      /Math\.random\(/,
      /\bfetch\(/,
      /process\./,
      /console\./,
    ];
    for (const { name, text } of files) {
      for (const pattern of forbidden) expect(pattern.test(text), `${name} contient ${pattern}`).toBe(false);
    }
  });

  it("exporte ce que le serveur et la vitrine importent déjà", () => {
    for (const name of [
      "isOpenAt",
      "eurosToCents",
      "centsToEuros",
      "formatEuros",
      "zonedClock",
      "addDays",
      "menuAvailability",
      "nextOpeningAt",
      "cartTotal",
      "slotsForDay",
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe("function");
    }
  });
});
