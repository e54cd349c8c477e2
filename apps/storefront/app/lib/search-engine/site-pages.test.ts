import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../site-config.ts";
import { siteRoutes } from "../../site-routes.ts";
import { disallowedPaths, LISTED_PAGES, PRIVATE_PAGES, sitemapPaths } from "./site-pages.ts";

/** Every page path of the route table (unprefixed), children joined to their parents. */
function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [path, ...pagePaths(entry.children ?? [], path)];
  });
}

describe("les pages données aux moteurs de recherche", () => {
  it("la carte, l'accueil et les pages légales, jamais les pages écartées ni celles d'un client", () => {
    expect(sitemapPaths(siteConfig, "fr")).toEqual([
      "/",
      "/menu",
      "/cookie-policy",
      "/privacy-policy",
      "/terms-of-service",
    ]);
  });

  it("une page que la configuration écarte sort du plan du site", () => {
    const config = { ...siteConfig, disallowedPages: [...siteConfig.disallowedPages, "/menu" as const] };
    expect(sitemapPaths(config, "fr")).not.toContain("/menu");
  });

  it("une autre langue que celle par défaut liste ses pages sous son préfixe", () => {
    const config = { ...siteConfig, i18n: { ...siteConfig.i18n, locales: ["fr", "en"] } };
    expect(sitemapPaths(config, "en").slice(0, 2)).toEqual(["/en", "/en/menu"]);
  });

  it("robots.txt écarte les pages écartées et privées, sans préfixe et sous /fr", () => {
    const paths = disallowedPaths(siteConfig);
    for (const page of ["/blog", "/contact", "/about", "/checkout", "/success", "/auth", "/profile"]) {
      expect(paths).toContain(page);
      expect(paths).toContain(`/fr${page}`);
    }
    expect(paths).not.toContain("/menu");
  });

  it("chaque page de la table des routes est soit listée, soit écartée, soit privée", () => {
    const known = [...LISTED_PAGES, ...siteConfig.disallowedPages, ...PRIVATE_PAGES];
    // The unprefixed table (no locale): the default locale's pages.
    const unclassified = pagePaths(siteRoutes([]))
      .filter((path) => !path.endsWith(".xml") && !path.endsWith(".txt") && path !== "/*")
      .filter(
        (path) => !known.some((page) => path === page || (page !== "/" && path.startsWith(`${page}/`))),
      );
    expect(unclassified).toEqual([]);
  });
});
