import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The pages of one locale prefix ("" for the default locale's unprefixed paths, or "fr"): every
 * route of the table (docs/product.md#pages). The same modules serve every prefix, under route ids that
 * carry it.
 */
function localePages(prefix: string): RouteConfigEntry[] {
  const id = (name: string) => (prefix ? `${prefix}-${name}` : name);
  const at = (path: string) => (prefix ? `${prefix}/${path}` : path);
  return [
    prefix ? route(prefix, "routes/home.tsx", { id: id("home") }) : index("routes/home.tsx", { id: "home" }),
    route(at("menu"), "routes/menu.tsx", { id: id("menu") }),
    route(at("checkout"), "routes/checkout.tsx", { id: id("checkout") }),
    route(at("success"), "routes/success.tsx", { id: id("success") }),
    // The restaurant's pages of text, and the legal pages (the legal notice opens the terms of sale).
    route(at("about"), "routes/about.tsx", { id: id("about") }),
    route(at("contact"), "routes/contact.tsx", { id: id("contact") }),
    route(at("cookie-policy"), "routes/cookie-policy.tsx", { id: id("cookie-policy") }),
    route(at("privacy-policy"), "routes/privacy-policy.tsx", { id: id("privacy-policy") }),
    route(at("terms-of-service"), "routes/terms-of-service.tsx", { id: id("terms-of-service") }),
    // The sign-in pages, and the profile container with its sections (`/profile` shows the summary).
    route(at("auth"), "routes/auth.tsx", { id: id("auth") }),
    route(at("auth/login"), "routes/auth-login.tsx", { id: id("auth-login") }),
    route(at("auth/signup"), "routes/auth-signup.tsx", { id: id("auth-signup") }),
    route(at("auth/verify"), "routes/auth-verify.tsx", { id: id("auth-verify") }),
    route(at("auth/forgot"), "routes/auth-forgot.tsx", { id: id("auth-forgot") }),
    // The sitemap of the locale's public pages (a resource route: XML, no page).
    route(at("sitemap.xml"), "routes/sitemap.ts", { id: id("sitemap") }),
    route(at("profile"), "routes/profile.tsx", { id: id("profile") }, [
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
 * The whole route table for `prefix_and_default` routing: the default locale's pages unprefixed,
 * every locale's under its prefix, and anything else the 404 page.
 */
export function siteRoutes(locales: readonly string[]): RouteConfigEntry[] {
  return [
    ...localePages(""),
    ...locales.flatMap((locale) => localePages(locale)),
    route("robots.txt", "routes/robots.ts", { id: "robots" }),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ];
}
