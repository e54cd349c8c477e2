import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Rollup bundles a catalogue section with the pages that name it; a namespace or default import of
// the whole catalogue would ship every page's texts (and the API's) to every page (ADR 019). Files
// import the sections themselves; none re-exports them under other names (ADR 021).

const appRoot = new URL(".", import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("les textes des pages", () => {
  it("sont importés du catalogue section par section, jamais le catalogue entier", () => {
    const imports = sourceFiles(appRoot).flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/(?:import|export)[^;]*?from "@comptoir\/messages"/g)].map(
        ([statement]) => ({ file: relative(appRoot, path), statement }),
      ),
    );
    expect(imports.length).toBeGreaterThan(0);
    for (const { file, statement } of imports) {
      expect(/^import (type )?\{[^}]*\} from/.test(statement), `${file} : ${statement}`).toBe(true);
    }
  });
});
