import type { SiteConfig } from "../../site-config.ts";

/** The pages search engines are given: the home page, the menu, and the legal pages (docs/product.md#seo). */
export const LISTED_PAGES: readonly `/${string}`[] = [
  "/",
  "/menu",
  "/cookie-policy",
  "/privacy-policy",
  "/terms-of-service",
];

/**
 * Pages that belong to one customer (the order, its confirmation, sign-in, the profile) or to the
 * restaurant's team (`/admin`, the back office, an app of its own served by the same server,
 * docs/product.md#restaurant):
 * never listed, and disallowed to crawlers. They also say `noindex` themselves, for links found
 * elsewhere.
 */
export const PRIVATE_PAGES: readonly `/${string}`[] = [
  "/checkout",
  "/success",
  "/auth",
  "/profile",
  "/admin",
];

type SitePages = Pick<SiteConfig, "disallowedPages" | "i18n">;

/** A page's path under a locale: the default locale's pages are its unprefixed ones (`/menu`), others `/en/menu`. */
function localePath(config: SitePages, locale: string, page: `/${string}`): string {
  if (locale === config.i18n.defaultLocale) return page;
  return page === "/" ? `/${locale}` : `/${locale}${page}`;
}

/**
 * The paths a locale's sitemap lists: the listed pages that the configuration does not keep out
 * (its disallowed pages: blog, contact, about), each at its canonical address in that locale. The
 * default locale's pages are named without the prefix (`/fr/menu` is `/menu`, see page-meta.ts), so
 * `/fr/sitemap.xml` lists the same addresses as `/sitemap.xml`.
 */
export function sitemapPaths(config: SitePages, locale: string): string[] {
  const disallowed = new Set<string>(config.disallowedPages);
  return LISTED_PAGES.filter((page) => !disallowed.has(page)).map((page) => localePath(config, locale, page));
}

/** What robots.txt disallows: the configuration's disallowed pages and the private ones, unprefixed and under every locale. */
export function disallowedPaths(config: SitePages): string[] {
  const pages = [...new Set([...config.disallowedPages, ...PRIVATE_PAGES])];
  return pages.flatMap((page) => [page, ...config.i18n.locales.map((locale) => `/${locale}${page}`)]);
}
