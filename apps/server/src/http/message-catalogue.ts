import { createHash } from "node:crypto";
import type { LocaleSettings } from "@comptoir/messages";
import * as catalogue from "@comptoir/messages";
import type { MiddlewareHandler } from "hono";

/** Mount point of the catalogue, as Nuxt i18n serves its messages (`/_i18n/{hash}/{locale}/messages.json`). */
export const MESSAGES_ROOT = "/_i18n";

/**
 * The message catalogue as JSON: every section of `@comptoir/messages` (its texts, not its
 * functions), for clients that do not bundle it (a native shell, a widget). The pages bundle the
 * sections they show (ADR 019) and need no request for it.
 */
function catalogueJson(): string {
  const sections = Object.entries(catalogue).filter(
    ([, value]) => typeof value === "object" && value !== null,
  );
  return JSON.stringify(Object.fromEntries(sections));
}

/** The catalogue's address, which changes with its content: cached a day (spec), never stale. */
export function messageCatalogue(settings: LocaleSettings) {
  const json = catalogueJson();
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
  // One catalogue exists, the French one; it is the default locale's.
  const url = (locale: string) => `${MESSAGES_ROOT}/${hash}/${locale}/messages.json`;
  const handler: MiddlewareHandler = async (c, next) => {
    const parts = c.req.path.slice(MESSAGES_ROOT.length + 1).split("/");
    const [first, second, third] = parts;
    // `/_i18n/{locale}/messages.json`: where the current catalogue is, never cached.
    if (parts.length === 2 && first === settings.defaultLocale && second === "messages.json") {
      c.header("Cache-Control", "no-cache");
      return c.redirect(url(first), 302);
    }
    if (parts.length === 3 && second === settings.defaultLocale && third === "messages.json") {
      if (first !== hash) {
        // An older page's address: send the current catalogue's, which the browser then keeps.
        c.header("Cache-Control", "no-cache");
        return c.redirect(url(second), 302);
      }
      c.header("Cache-Control", `public, max-age=${settings.messagesMaxAgeSeconds}, immutable`);
      c.header("Content-Type", "application/json; charset=utf-8");
      return c.body(json);
    }
    // Any other address under /_i18n is an unknown page: the site's 404.
    return next();
  };
  return { url, handler };
}
