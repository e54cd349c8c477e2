import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { plainDynamicImports } from "../../scripts/plain-dynamic-imports.ts";
import { shopWorker } from "./pwa/shop-worker.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), plainDynamicImports(), shopWorker("build/client")],
  // Lazy chunks load when asked for (the sheets once the menu is idle, the card form at the
  // payment step); React Router's own prefetching fetches a next page's modules (ADR 034).
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The checkout's text and the two small domain modules its first load shares with the
          // forms' checks (fetched later, ADR 089) in one chunk: left to the automatic split, they
          // are three, and each module's own import and compression cost the checkout's first load
          // 110 bytes over its 150 KB budget. The account pages, which load them too, pay 0.7 KB.
          groups: [
            {
              name: "checkout-text",
              test: /packages[\\/](domain[\\/]src[\\/](checkout[\\/]local-id|validation[\\/]field-limits)|messages[\\/]src[\\/]pages[\\/]checkout)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
