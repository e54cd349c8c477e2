import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { plainDynamicImports } from "../../scripts/plain-dynamic-imports.ts";

export default defineConfig({
  // The built files live under /admin/assets/, apart from the storefront's /assets/ (ADR 045).
  // The routes keep their whole addresses (routes.ts), so the basename stays "/".
  base: "/admin/",
  plugins: [tailwindcss(), reactRouter(), plainDynamicImports()],
  // The board's kitchen piece loads as the board opens, outside its first load (ADR 064); like the
  // storefront's lazy chunks, imported as they are (ADR 034).
  build: { modulePreload: false },
});
