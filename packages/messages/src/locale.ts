// Which catalogue a request is served in, and the paths of each locale (docs/product.md#languages).
// Pure functions of the site configuration's `i18n` (apps/storefront/app/site-config.ts), passed in
// so that tests run them with a second locale. ADR 032.

/** What the locale machinery reads of the site configuration (`siteConfig.i18n`). */
export interface LocaleSettings {
  defaultLocale: string;
  /** Every locale the site is served in; each has its prefix (`/fr/…`), the default also none. */
  locales: readonly string[];
  cookie: { name: string; maxAgeDays: number; sameSite: "lax" };
  rootRedirect: { path: `/${string}`; status: 301 | 302 | 307 | 308 } | null;
  messagesMaxAgeSeconds: number;
}

/** Where a visitor's locale came from, strongest first (spec: cookie, then browser, then route). */
export type LocaleSource = "cookie" | "browser" | "route";

/** What a request tells about its visitor's locale. */
export interface LocaleRequest {
  /** The URL's path, without its query. */
  path: string;
  cookieHeader?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

/** The status of the root's redirect when the configuration names none (docs/product.md#languages, as Nuxt i18n). */
export const DEFAULT_REDIRECT_STATUS = 302;

/** The configured locale a language tag names (`en-GB` → `en`), or null. Case does not matter. */
export function matchLocale(tag: string, settings: LocaleSettings): string | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return null;
  const exact = settings.locales.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split("-")[0];
  return settings.locales.find((locale) => locale.toLowerCase() === primary) ?? null;
}

/** The locale whose prefix the path starts with (`/fr`, `/fr/menu`), or null for an unprefixed path. */
export function localeOfPath(path: string, settings: LocaleSettings): string | null {
  const first = path.split("/")[1] ?? "";
  return settings.locales.find((locale) => locale === first) ?? null;
}

/** The locale a page is shown in: its prefix's, else the default (unprefixed paths). */
export function pageLocale(path: string, settings: LocaleSettings): string {
  return localeOfPath(path, settings) ?? settings.defaultLocale;
}

/** The path without its locale prefix: `/fr/menu` → `/menu`, `/fr` → `/`. */
export function pathWithoutLocale(path: string, settings: LocaleSettings): string {
  const locale = localeOfPath(path, settings);
  if (!locale) return path;
  return path.slice(locale.length + 1) || "/";
}

/** A page's path in a locale: unprefixed for the default locale, under its prefix for the others. */
export function localePath(locale: string, path: `/${string}`, settings: LocaleSettings): string {
  if (locale === settings.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A page's path under the same prefix as the current page: a customer who came by `/fr/checkout`
 * stays under `/fr/` (prefix_and_default answers both), one on `/checkout` stays unprefixed.
 */
export function pathUnderPrefixOf(currentPath: string, path: `/${string}`, settings: LocaleSettings): string {
  const locale = localeOfPath(currentPath, settings);
  if (!locale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** One cookie's value from a `Cookie` header, or null. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The languages of an `Accept-Language` header, most wanted first (by `q`, then by order); those
 * refused (`q=0`) and malformed weights dropped. `*` is kept out: it names no locale.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const weighted: { tag: string; q: number; order: number }[] = [];
  header.split(",").forEach((part, order) => {
    const [tagPart, ...params] = part.split(";");
    const tag = tagPart?.trim() ?? "";
    if (!tag || tag === "*") return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((piece) => piece.trim());
      if (key?.toLowerCase() !== "q") continue;
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : 0;
    }
    if (q > 0) weighted.push({ tag, q, order });
  });
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map(({ tag }) => tag);
}

/** The visitor's locale: the cookie's if it names a locale, else the browser's, else the route's. */
export function detectLocale(
  request: LocaleRequest,
  settings: LocaleSettings,
): { locale: string; from: LocaleSource } {
  const remembered = cookieValue(request.cookieHeader, settings.cookie.name);
  const fromCookie = remembered ? matchLocale(remembered, settings) : null;
  if (fromCookie) return { locale: fromCookie, from: "cookie" };
  for (const tag of acceptedLanguages(request.acceptLanguage)) {
    const locale = matchLocale(tag, settings);
    if (locale) return { locale, from: "browser" };
  }
  return { locale: pageLocale(request.path, settings), from: "route" };
}

/** The `Set-Cookie` value that remembers a visitor's locale (365 days, SameSite=Lax, whole site). */
export function localeCookie(locale: string, settings: LocaleSettings): string {
  const { name, maxAgeDays } = settings.cookie;
  return `${name}=${encodeURIComponent(locale)}; Max-Age=${maxAgeDays * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}

/** What the site answers at its root `/`: a redirect or the home page, maybe remembering the locale. */
export interface RootAnswer {
  redirect: { location: string; status: number } | null;
  /** A `Set-Cookie` value, when the locale was found from the browser and differs from the default. */
  setCookie: string | null;
}

/**
 * Nuxt i18n's `detectBrowserLanguage` with `redirectOn: "root"`, `useCookie`, and its `rootRedirect`:
 * only `/` is redirected, to the detected locale's home or to the configured root redirect under
 * that locale's prefix. Every other path keeps the locale of its route, so a shared link opens what
 * it names. Null for any other path than the root.
 */
export function rootAnswer(request: LocaleRequest, settings: LocaleSettings): RootAnswer | null {
  if (request.path !== "/") return null;
  const { locale, from } = detectLocale(request, settings);
  const target = settings.rootRedirect
    ? localePath(locale, settings.rootRedirect.path, settings)
    : localePath(locale, "/", settings);
  const status = settings.rootRedirect?.status ?? DEFAULT_REDIRECT_STATUS;
  const redirect = target === "/" ? null : { location: target, status };
  // The default locale needs no memory: with no cookie, the same browser lands on it again.
  const setCookie =
    from === "browser" && locale !== settings.defaultLocale ? localeCookie(locale, settings) : null;
  return { redirect, setCookie };
}
