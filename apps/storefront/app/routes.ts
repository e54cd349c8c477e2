import type { RouteConfig } from "@react-router/dev/routes";
import { siteConfig } from "./site-config.ts";
import { siteRoutes } from "./site-routes.ts";

export default siteRoutes(siteConfig.i18n.locales) satisfies RouteConfig;
