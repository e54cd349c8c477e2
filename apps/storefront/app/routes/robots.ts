import { absoluteUrl } from "../lib/search-engine/site-address.ts";
import { siteOrigin } from "../lib/search-engine/site-origin.ts";
import { disallowedPaths } from "../lib/search-engine/site-pages.ts";
import { robotsTxt, SEARCH_FILE_CACHE_CONTROL } from "../lib/search-engine/sitemap-files.ts";
import { siteConfig } from "../site-config.ts";
import type { Route } from "./+types/robots";

/** `/robots.txt`: the disallowed and private pages under every prefix, and every sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request.url);
  const sitemaps = ["/sitemap.xml", ...siteConfig.i18n.locales.map((locale) => `/${locale}/sitemap.xml`)];
  const text = robotsTxt({
    disallow: disallowedPaths(siteConfig),
    sitemaps: [...new Set(sitemaps)].map((path) => absoluteUrl(origin, path)),
  });
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEARCH_FILE_CACHE_CONTROL },
  });
}
