import type { CapacitorConfig } from "@capacitor/cli";
import { isDark } from "../../packages/ui/src/colour-contrast.ts";
import { siteConfig } from "../storefront/app/site-config.ts";
import { FALLBACK_DIRECTORY, FALLBACK_PAGE } from "./fallback-page.ts";
import { appId, shopAddress } from "./shop-address.ts";

// The shell opens the deployed shop; the bundled page is only what it shows without a network
// (ADR 038). The address is read when the projects are synced (`npm run sync -w @comptoir/native`).
const address = shopAddress(process.env);

const config: CapacitorConfig = {
  appId: appId(siteConfig.siteId),
  appName: siteConfig.siteTitle,
  webDir: FALLBACK_DIRECTORY,
  // The shop's dark background, so no white flash shows before its first paint.
  backgroundColor: siteConfig.pwa.backgroundColor,
  server: {
    url: address.href,
    // Plain http only for a shop on the developer's machine (the emulator's 10.0.2.2).
    cleartext: address.protocol === "http:",
    errorPath: FALLBACK_PAGE,
  },
  plugins: {
    // Until the first page paints the bar (lib/native-shell.ts), it already wears the shop's
    // background; the pages ask for `viewport-fit=cover` (root.tsx), so Android draws them edge to edge.
    StatusBar: {
      backgroundColor: siteConfig.pwa.backgroundColor,
      style: isDark(siteConfig.pwa.backgroundColor) ? "DARK" : "LIGHT",
    },
    SystemBars: { initialViewportFitValueHint: "cover" },
  },
};

export default config;
