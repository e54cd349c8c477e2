import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The packages' small entry points (`@comptoir/contracts/staff-constants`, `@comptoir/domain/money-format`…)
 * exist so that a page gets a constant or a formatter without zod or the package's whole index
 * (ADR 047): each, with everything it imports, must stay so.
 */
const packages = ["contracts", "domain"].map((name) => new URL(`../../${name}/`, import.meta.url));
/**
 * The catalogue editor's entry points are schemas (ADR 051): the back office's forms and the server
 * check with them, so they bring zod (and the domain's conversions) by design; never the contracts'
 * index, which the storefront loads. Framing a photo is one of them (ADR 055).
 */
const SCHEMA_ENTRIES = new Set([
  "./restaurant-file",
  "./catalogue-draft",
  "./catalogue-review",
  "./catalogue-requests",
  "./catalogue-publishing",
  "./photo-framings",
]);

function modulesOf(file: URL, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file.pathname)) return seen;
  const text = readFileSync(file, "utf8");
  seen.set(file.pathname, text);
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*"([^"]+)"/g)) {
    if (specifier?.startsWith(".")) modulesOf(new URL(specifier, file), seen);
  }
  return seen;
}

describe("les petites entrées des paquets", () => {
  for (const root of packages) {
    const { name, exports } = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
      name: string;
      exports: Record<string, string>;
    };
    const entries = Object.entries(exports).filter(([path]) => path !== ".");
    it(`${name} en déclare`, () => expect(entries.length).toBeGreaterThan(0));
    for (const [path, target] of entries) {
      const withSchemas = SCHEMA_ENTRIES.has(path);
      const title = withSchemas ? "n'apporte pas l'index du paquet" : "n'apporte ni zod ni l'index du paquet";
      it(`${name}${path.slice(1)} ${title}`, () => {
        for (const [module, text] of modulesOf(new URL(target, root))) {
          for (const [, specifier] of text.matchAll(/(?:from|import)\s*"([^"]+)"/g)) {
            const allowed = specifier?.startsWith(".")
              ? !specifier.endsWith("index.ts")
              : specifier === "@comptoir/messages" ||
                (withSchemas &&
                  (specifier === "zod" ||
                    specifier === "zod/locales" ||
                    specifier === "@comptoir/domain" ||
                    specifier?.startsWith("@comptoir/domain/")));
            expect(allowed, `${module} importe ${specifier}`).toBe(true);
          }
        }
      });
    }
  }
});
