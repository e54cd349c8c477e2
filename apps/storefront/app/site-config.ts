/**
 * The site's configuration (docs/product.md#site): what the layout, the routes, the search-engine files
 * and the locale machinery read. The restaurant's own facts (name, contacts, hours, legal identity)
 * are settings, edited by the restaurant; this file is the deployment's, edited with the code.
 */
export interface SiteConfig {
  /** A stable name for this shop's deployment (storage keys, the app's id). */
  siteId: string;
  /** The title used when the restaurant has not named itself yet (`site.title` wins). */
  siteTitle: string;
  /**
   * The public address of the site, without a trailing slash, for canonical links, og tags and
   * sitemaps. Null: the address the request came to (right behind a proxy that keeps the Host).
   */
  siteRoot: string | null;
  header: {
    size: "sm" | "md" | "lg";
    sticky: boolean;
    transparent: boolean;
    centeredLogo: boolean;
    hamburger: boolean;
  };
  footer: { theme: "dark" | "light"; columns: 1 | 2 | 3 | 4; showCredits: boolean; showSocialLinks: boolean };
  pwa: { backgroundColor: string; themeColor: string; shortName: string; logoPadding: boolean };
  analytics: { tagManager: boolean; others: boolean; pixel: boolean };
  /** Site areas turned off: their routes answer 404 like any unknown page. */
  features: { blog: boolean };
  /** Pages kept out of the sitemap and disallowed in robots.txt (docs/product.md#pages). */
  disallowedPages: readonly `/${string}`[];
  i18n: {
    defaultLocale: string;
    /** Every locale the site is served in; each gets its prefix (`/fr/…`), the default also none. */
    locales: readonly string[];
    strategy: "prefix_and_default";
    /** The cookie that remembers the visitor's locale. */
    cookie: { name: string; maxAgeDays: number; sameSite: "lax" };
    /** Where `/` sends a visitor, if anywhere, and with which status. */
    rootRedirect: { path: `/${string}`; status: 301 | 302 | 307 | 308 } | null;
    /** How long a browser keeps the message catalogue (its address carries its content hash). */
    messagesMaxAgeSeconds: number;
  };
  /** Route code and data fetched ahead for likely next pages (docs/product.md#site). */
  prefetch: { maxParallel: number };
}

/**
 * The header's, the footer's and the locales' parts, exported on their own: the browser bundles
 * only what its modules import, and the layout needs these, not the whole configuration (ADR 030).
 */
export const headerConfig: SiteConfig["header"] = {
  size: "md",
  sticky: true,
  transparent: true,
  centeredLogo: true,
  hamburger: false,
};
export const footerConfig: SiteConfig["footer"] = {
  theme: "dark",
  columns: 4,
  showCredits: true,
  showSocialLinks: true,
};

/** The locales' part: every page's layout and links read it in the browser. */
export const i18nConfig: SiteConfig["i18n"] = {
  defaultLocale: "fr",
  locales: ["fr"],
  strategy: "prefix_and_default",
  cookie: { name: "i18n_redirected", maxAgeDays: 365, sameSite: "lax" },
  rootRedirect: null,
  messagesMaxAgeSeconds: 24 * 60 * 60,
};

export const siteConfig: SiteConfig = {
  siteId: "comptoir",
  siteTitle: "Comptoir",
  siteRoot: null,
  header: headerConfig,
  footer: footerConfig,
  pwa: { backgroundColor: "#111111", themeColor: "#f54f2f", shortName: "Comptoir", logoPadding: true },
  analytics: { tagManager: true, others: false, pixel: false },
  features: { blog: false },
  disallowedPages: ["/blog", "/contact", "/about"],
  i18n: i18nConfig,
  prefetch: { maxParallel: 4 },
};
