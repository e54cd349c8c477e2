/** `&`, `<`, `>`, quotes: an address written inside XML (`?product=1&x=2` would otherwise break it). */
function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[character] ?? character,
  );
}

/** A sitemap (sitemaps.org 0.9) of absolute addresses. No `lastmod`: the shop has no honest date for a page. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${xmlText(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: every crawler may read the site but the disallowed paths, and finds the sitemaps. */
export function robotsTxt({
  disallow,
  sitemaps,
}: {
  disallow: readonly string[];
  sitemaps: readonly string[];
}): string {
  return [
    "User-agent: *",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    ...sitemaps.map((url) => `Sitemap: ${url}`),
    "",
  ].join("\n");
}

/**
 * Search engines' files change only with a deployment: five minutes in caches. No ETag: they are
 * small, and cheap to send again.
 */
export const SEARCH_FILE_CACHE_CONTROL = "public, max-age=300";
