/**
 * The pages of the route table (docs/product.md#pages), unprefixed: each also answers under `/fr`.
 * The tests that walk the whole site (status, HTML validity) read this one list.
 */
export const SITE_PAGE_PATHS = [
  "/",
  "/menu",
  "/about",
  "/contact",
  "/checkout",
  "/success",
  "/auth",
  "/auth/login",
  "/auth/forgot",
  "/auth/signup",
  "/auth/verify",
  "/cookie-policy",
  "/privacy-policy",
  "/terms-of-service",
  "/profile",
  "/profile/ViewOrders",
  "/profile/ViewAccount",
  "/profile/ViewProfile",
  "/profile/ViewSecurity",
  "/profile/ChangePassword",
] as const;

/** The back office's pages (ADR 044, 045): one address each under /admin, never under a locale prefix. */
export const BACK_OFFICE_PAGE_PATHS = [
  "/admin",
  "/admin/connexion",
  "/admin/disponibilites",
  "/admin/equipe",
  "/admin/mot-de-passe",
  "/admin/commandes/1/ticket",
  "/admin/rapports",
  "/admin/rapports/periode",
] as const;
