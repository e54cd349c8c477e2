import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { plainDynamicImports } from "../../scripts/plain-dynamic-imports.ts";
import { shopWorker } from "./pwa/shop-worker.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), plainDynamicImports(), shopWorker("build/client")],
  // Lazy chunks load when asked for (the sheets once the menu is idle, the card form at the
  // payment step); React Router's own prefetching fetches a next page's modules (ADR 034).
  build: { modulePreload: false },
});
