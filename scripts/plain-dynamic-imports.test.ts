import { describe, expect, it } from "vitest";
import { plainDynamicImports } from "./plain-dynamic-imports.ts";

/** The plugin's renderChunk as Vite calls it for the browser's build. */
function render(code: string): string | null {
  const hook = plainDynamicImports().renderChunk as unknown as (
    this: { environment: { name: string } },
    code: string,
  ) => { code: string } | null;
  return hook.call({ environment: { name: "client" } }, code)?.code ?? null;
}

const lazyImport = 'var Piece = lazy(() => __vitePreload(() => import("./piece.js"), __VITE_PRELOAD__));';

describe("lazy chunks as plain import() calls", () => {
  it("replaces the helper imported from a shared chunk", () => {
    const code = `import { t as __vitePreload } from "./preload-helper.js";\n${lazyImport}\n`;
    expect(render(code)).toBe(`const __vitePreload = (load) => load();\n${lazyImport}\n`);
  });

  it("replaces the helper the bundler wrote inline into the one chunk that uses it", () => {
    const code = [
      "function before() {}",
      "",
      "// \\0vite/preload-helper.js",
      'var scriptRel = "modulepreload";',
      "var preloadOnce = function preloadOnce(seen, href, preload) {",
      "\treturn preload();",
      "};",
      "var __vitePreload = function preload(baseModule, deps) {",
      "\tfunction handlePreloadError(err) {",
      "\t\tthrow err;",
      "\t};",
      "\treturn baseModule().catch(handlePreloadError);",
      "};",
      "",
      "// app/piece-user.tsx",
      lazyImport,
    ].join("\n");
    expect(render(code)).toBe(
      [
        "function before() {}",
        "",
        "const __vitePreload = (load) => load();",
        "",
        "// app/piece-user.tsx",
        lazyImport,
      ].join("\n"),
    );
  });

  it("leaves a chunk without the helper alone", () => {
    expect(render("export const answer = 42;\n")).toBeNull();
  });
});
