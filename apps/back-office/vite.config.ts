import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The built files live under /admin/assets/, apart from the storefront's /assets/ (ADR 045).
  // The routes keep their whole addresses (routes.ts), so the basename stays "/".
  base: "/admin/",
  plugins: [tailwindcss(), reactRouter()],
});
