import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The customer's account pages (spec section 2), under a prefix ("" or "fr/"): the sign-in pages
 * and the profile container with its sections (`/profile` itself shows the account's summary).
 */
function accountPages(prefix: "" | "fr/") {
  const id = (name: string) => (prefix ? `fr-${name}` : name);
  return [
    route(`${prefix}auth`, "routes/auth.tsx", { id: id("auth") }),
    route(`${prefix}auth/login`, "routes/auth-login.tsx", { id: id("auth-login") }),
    route(`${prefix}auth/signup`, "routes/auth-signup.tsx", { id: id("auth-signup") }),
    route(`${prefix}auth/verify`, "routes/auth-verify.tsx", { id: id("auth-verify") }),
    route(`${prefix}auth/forgot`, "routes/auth-forgot.tsx", { id: id("auth-forgot") }),
    route(`${prefix}profile`, "routes/profile.tsx", { id: id("profile") }, [
      index("routes/profile-account.tsx", { id: id("profile-index") }),
      route("ViewAccount", "routes/profile-account.tsx", { id: id("profile-account") }),
      route("ViewOrders", "routes/profile-orders.tsx", { id: id("profile-orders") }),
      route("ViewProfile", "routes/profile-details.tsx", { id: id("profile-details") }),
      route("ViewSecurity", "routes/profile-security.tsx", { id: id("profile-security") }),
      route("ChangePassword", "routes/profile-change-password.tsx", { id: id("profile-change-password") }),
    ]),
  ];
}

/**
 * Every page exists unprefixed (French is the default and only locale) and under /fr, as the spec's
 * prefix_and_default routing says; the same module serves both, under two route ids.
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  route("menu", "routes/menu.tsx", { id: "menu" }),
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("success", "routes/success.tsx", { id: "success" }),
  ...accountPages(""),
  route("fr", "routes/home.tsx", { id: "fr-home" }),
  route("fr/menu", "routes/menu.tsx", { id: "fr-menu" }),
  route("fr/checkout", "routes/checkout.tsx", { id: "fr-checkout" }),
  route("fr/success", "routes/success.tsx", { id: "fr-success" }),
  ...accountPages("fr/"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
