import type { Plugin } from "vite";

/**
 * Lazy chunks are imported as they are. With `modulePreload: false`, Vite still wraps every
 * dynamic `import()` in its preload helper, which then has nothing to preload (vitejs/vite#13952):
 * a module of about 0.9 KB gzip in every page's first load for nothing. The wrapper becomes a
 * call of the import itself, whether the chunk imports the helper from a shared chunk (the
 * storefront's several lazy pieces) or carries it inline (the back office's one lazy piece). That
 * holds while each app has one stylesheet, inlined by its root (ADR 028): a lazy chunk with a
 * stylesheet of its own would need the helper, and stops the build. Both apps' builds use it
 * (ADR 034, 064).
 */
export function plainDynamicImports(): Plugin {
  const plain = "const __vitePreload = (load) => load();";
  const helperImport = /^import \{ \w+ as __vitePreload \} from "[^"]+";$/m;
  // The helper's own module as the bundler writes it into the one chunk that uses it, from its
  // region's comment to the end of `__vitePreload` (the first closing brace at the line's start).
  const helperInline =
    /^\/\/ \\0vite\/preload-helper\.js\n[\s\S]*?^var __vitePreload = function preload\([\s\S]*?^\};$/m;
  return {
    name: "comptoir:plain-dynamic-imports",
    apply: "build",
    enforce: "post",
    renderChunk(code) {
      if (this.environment.name !== "client") return null;
      if (helperImport.test(code)) return { code: code.replace(helperImport, plain), map: null };
      if (helperInline.test(code)) return { code: code.replace(helperInline, plain), map: null };
      return null;
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps")) {
          this.error(
            `${chunk.fileName} : un import dynamique attend une feuille de style ou un module à précharger.`,
          );
        }
      }
    },
  };
}
