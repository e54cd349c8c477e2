import {
  error as errorText,
  escapeHtml,
  fill,
  type LocaleSettings,
  pageLocale,
  pathUnderPrefixOf,
} from "@comptoir/messages";

/**
 * What a search engine or other robot gets instead of the error page (docs/product.md#errors: bots get the
 * right status and a plain page): the status, the same French words, no script, no header to
 * crawl, kept out of the index. The interactive page (header, cart) is for people.
 */
export function botErrorPage(status: number, url: URL, headers: Headers, i18n: LocaleSettings): Response {
  const notFound = status === 404;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: show the path as it came.
  }
  const title = notFound ? errorText.notFoundTitle : errorText.title;
  const lines = notFound
    ? [errorText.notFoundText, fill(errorText.notFoundPath, { path })]
    : [errorText.broke, errorText.sorry];
  const html = `<!doctype html>
<html lang="${escapeHtml(pageLocale(url.pathname, i18n))}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(pathUnderPrefixOf(url.pathname, "/", i18n))}">${escapeHtml(errorText.backHome)}</a></p>
</body>
</html>
`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}
