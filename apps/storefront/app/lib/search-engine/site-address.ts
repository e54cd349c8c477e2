/** The site's addresses as the root loader gives them to every page (see site-origin.ts). */
export interface SiteAddress {
  origin: string;
  defaultLocale: string;
}

/**
 * The query parameters that choose what a page shows (`/menu?product=12` opens a dish). Every
 * other one (`utm_*`, `fbclid`, `gclid`…) only tracks where a visit came from: the same page.
 */
const KEPT_QUERY_PARAMETERS: readonly string[] = ["product"];

/**
 * A page's address in the default locale: `/fr/menu` and `/menu` are one page, named `/menu`. The
 * locale comes from the root loader (the site configuration stays out of the browser's bundle).
 */
export function defaultLocalePath(pathname: string, defaultLocale: string): string {
  const prefix = `/${defaultLocale}`;
  if (pathname === prefix || pathname === `${prefix}/`) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/**
 * The one address search engines and shared links should use for a page: the default locale's
 * path, no trailing slash, and only the kept query parameters (in a fixed order).
 */
export function canonicalPath(pathname: string, search: string, defaultLocale: string): string {
  const path = defaultLocalePath(pathname, defaultLocale).replace(/(.)\/+$/, "$1");
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** An address on the site made absolute (`/images/menu/burger.svg` → `https://…/images/menu/burger.svg`). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
