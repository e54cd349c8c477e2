import type { Plugin } from "vite";

/**
 * Lazy chunks are imported as they are. With `modulePreload: false`, Vite still wraps every
 * dynamic `import()` in its preload helper, which then has nothing to preload (vitejs/vite#13952):
 * a module of about 0.9 KB gzip in every page's first load for nothing. The wrapper becomes a
 * call of the import itself. That holds while the shop has one stylesheet, inlined by the root
 * (ADR 028): a lazy chunk with a stylesheet of its own would need the helper, and stops the build.
 */
export function plainDynamicImports(): Plugin {
  const helperImport = /^import \{ \w+ as __vitePreload \} from "[^"]+";$/m;
  return {
    name: "comptoir:plain-dynamic-imports",
    apply: "build",
    enforce: "post",
    renderChunk(code) {
      if (this.environment.name !== "client" || !helperImport.test(code)) return null;
      return { code: code.replace(helperImport, "const __vitePreload = (load) => load();"), map: null };
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
