import { type LocaleSettings, rootAnswer } from "@comptoir/messages";
import type { MiddlewareHandler } from "hono";

/**
 * The locale detection of the site's root (Nuxt i18n's `detectBrowserLanguage` on the root only,
 * and its `rootRedirect`): `/` goes to the locale found from the `i18n_redirected` cookie, else the
 * browser's languages, else stays; or to the configured root redirect under that locale's prefix.
 * It runs here, before the pages, because it is only a redirect: no page is rendered for it, and
 * the anonymous /menu page cache (ADR 026) never sees it, since only `/` depends on these headers.
 */
export function localeRedirect(settings: LocaleSettings): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const answer = rootAnswer(
      {
        path: c.req.path,
        cookieHeader: c.req.header("Cookie"),
        acceptLanguage: c.req.header("Accept-Language"),
      },
      settings,
    );
    if (!answer) return next();
    if (answer.redirect) {
      const { search } = new URL(c.req.url);
      c.header("Location", `${answer.redirect.location}${search}`);
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie, Accept-Language");
      if (answer.setCookie) c.header("Set-Cookie", answer.setCookie);
      return c.body(null, answer.redirect.status as 301 | 302 | 307 | 308);
    }
    await next();
    // The root's answer depends on these headers: a shared cache must not serve one visitor's to another.
    c.res.headers.append("Vary", "Cookie, Accept-Language");
    if (answer.setCookie) c.res.headers.append("Set-Cookie", answer.setCookie);
  };
}
