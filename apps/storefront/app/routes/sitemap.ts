import { absoluteUrl } from "../lib/search-engine/site-address.ts";
import { siteOrigin } from "../lib/search-engine/site-origin.ts";
import { sitemapPaths } from "../lib/search-engine/site-pages.ts";
import { SEARCH_FILE_CACHE_CONTROL, sitemapXml } from "../lib/search-engine/sitemap-files.ts";
import { siteConfig } from "../site-config.ts";
import type { Route } from "./+types/sitemap";

/** `/sitemap.xml` and `/<locale>/sitemap.xml`: the public pages of that locale, as absolute addresses. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const prefixed = siteConfig.i18n.locales.find((locale) => pathname.startsWith(`/${locale}/`));
  const locale = prefixed ?? siteConfig.i18n.defaultLocale;
  const origin = siteOrigin(request.url);
  const urls = sitemapPaths(siteConfig, locale).map((path) => absoluteUrl(origin, path));
  return new Response(sitemapXml(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEARCH_FILE_CACHE_CONTROL },
  });
}
