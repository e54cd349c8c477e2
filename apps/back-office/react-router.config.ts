import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Every route of the back office is in the first page's manifest: lazy discovery would ask
  // `/__manifest`, an address outside /admin, which the server gives to the storefront (ADR 045).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
