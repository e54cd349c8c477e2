import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every page exists unprefixed (French is the default and only locale) and under /fr, as the spec's
 * prefix_and_default routing says; the same module serves both, under two route ids.
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  route("menu", "routes/menu.tsx", { id: "menu" }),
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("success", "routes/success.tsx", { id: "success" }),
  route("fr", "routes/home.tsx", { id: "fr-home" }),
  route("fr/menu", "routes/menu.tsx", { id: "fr-menu" }),
  route("fr/checkout", "routes/checkout.tsx", { id: "fr-checkout" }),
  route("fr/success", "routes/success.tsx", { id: "fr-success" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
