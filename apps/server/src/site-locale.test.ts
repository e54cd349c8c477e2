import { error as errorText, fill, type LocaleSettings } from "@comptoir/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "./app.ts";
import { loadStorefront } from "./storefront.ts";
import { SITE_PAGE_PATHS } from "./testing/site-pages.ts";
import { openTestApi } from "./testing/test-api.ts";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CHROME_ON_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;

/** A page's HTML with React's escapes of quotes undone, to look for French sentences in it. */
const readable = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("le site entier, sans préfixe et sous /fr", () => {
  let storefront: Storefront & { i18n: LocaleSettings };
  let t: TestApi;
  /** The same build and database, with other locale settings (a second locale, a root redirect). */
  const withLocales = (i18n: Partial<LocaleSettings>) =>
    openTestApi("pglite", {
      database: t.database,
      storefront: { ...storefront, i18n: { ...storefront.i18n, ...i18n } },
    });

  beforeAll(async () => {
    const built = await loadStorefront("production");
    if (!built?.i18n) throw new Error("site non construit : lancez « npm run build » avant ce test");
    storefront = { ...built, i18n: built.i18n };
    t = await openTestApi("pglite", { storefront });
  }, 60_000);
  afterAll(() => t.database.close());

  describe("la table des routes", () => {
    // /about, /contact and the three legal pages come with the content pages' branch.
    it.each(SITE_PAGE_PATHS)("%s répond 200 sans préfixe et sous /fr, en français", async (path) => {
      for (const url of [path, path === "/" ? "/fr" : `/fr${path}`]) {
        const response = await t.app.request(url, { headers: { "User-Agent": CHROME_ON_ANDROID } });
        expect(response.status, url).toBe(200);
        expect(await response.text(), url).toContain('<html lang="fr"');
      }
    });

    it.each(["/blog", "/fr/blog", "/nulle-part", "/fr/menu/plat", "/en/menu"])(
      "%s répond 404 avec la page introuvable, le chemin et l'en-tête du site",
      async (path) => {
        const response = await t.app.request(path, { headers: { "User-Agent": CHROME_ON_ANDROID } });
        expect(response.status).toBe(404);
        const html = readable(await response.text());
        expect(html).toContain(errorText.notFoundText);
        expect(html).toContain(fill(errorText.notFoundPath, { path }));
        expect(html).toContain('aria-label="Navigation principale"');
      },
    );
  });

  describe("les robots", () => {
    it("reçoivent le statut et une page simple, sans script ni en-tête, hors de l'index", async () => {
      const response = await t.app.request("/fr/nulle-part", { headers: { "User-Agent": GOOGLEBOT } });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(fill(errorText.notFoundPath, { path: "/fr/nulle-part" }));
      expect(html).toContain('<a href="/fr">');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain("<script");
      expect(html).not.toContain("Navigation principale");
    });

    it("reçoivent une page qui existe comme tout le monde", async () => {
      const response = await t.app.request("/menu", { headers: { "User-Agent": GOOGLEBOT } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<script");
    });
  });

  describe("une page qui casse", () => {
    let broken: TestApi;
    beforeAll(async () => {
      // The menus cannot be read: /menu fails, the settings (the header's name) still answer.
      broken = await openTestApi("pglite", {
        database: t.database,
        storefront: {
          ...storefront,
          handle: (request, services) =>
            storefront.handle(request, {
              ...services,
              api: (path, init) =>
                path.startsWith("/v2/public/menus")
                  ? Promise.reject(new Error("panne de test"))
                  : services.api(path, init),
            }),
        },
      });
    });

    it("montre « Mince » sous l'en-tête du site, sans le détail technique, et le chemin de l'accueil sous /fr", async () => {
      const response = await broken.app.request("/fr/menu", { headers: { "User-Agent": CHROME_ON_ANDROID } });
      expect(response.status).toBe(500);
      const html = readable(await response.text());
      for (const text of [errorText.title, errorText.broke, errorText.sorry, errorText.backHome]) {
        expect(html).toContain(text);
      }
      expect(html).toContain('aria-label="Navigation principale"');
      expect(html).toMatch(/<a [^>]*href="\/fr"[^>]*>Retour à l'accueil<\/a>/);
      expect(html).not.toContain("panne de test");
    });

    it("donne aux robots le statut 500 et une page simple", async () => {
      const response = await broken.app.request("/menu", { headers: { "User-Agent": GOOGLEBOT } });
      expect(response.status).toBe(500);
      const html = readable(await response.text());
      expect(html).toContain(errorText.title);
      expect(html).not.toContain("<script");
    });
  });

  describe("la langue du visiteur à la racine, avec une seconde langue", () => {
    let bilingual: TestApi;
    beforeAll(async () => {
      bilingual = await withLocales({ locales: ["fr", "en"] });
    });

    it("envoie un navigateur anglais vers /en en 302, retient sa langue un an en SameSite=Lax", async () => {
      const response = await bilingual.app.request("/?utm_source=flyer", {
        headers: { "Accept-Language": "en-GB,en;q=0.9,fr;q=0.5" },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/en?utm_source=flyer");
      const cookie = response.headers.get("Set-Cookie") ?? "";
      expect(cookie).toMatch(/^i18n_redirected=en;/);
      expect(cookie).toContain("Max-Age=31536000");
      expect(cookie).toContain("SameSite=Lax");
      expect(response.headers.get("Vary")).toContain("Accept-Language");
    });

    it("suit le cookie avant la langue du navigateur", async () => {
      const toEnglish = await bilingual.app.request("/", {
        headers: { Cookie: "i18n_redirected=en", "Accept-Language": "fr-FR" },
      });
      expect(toEnglish.status).toBe(302);
      expect(toEnglish.headers.get("Location")).toBe("/en");
      expect(toEnglish.headers.get("Set-Cookie")).toBeNull();

      const staysFrench = await bilingual.app.request("/", {
        headers: { Cookie: "i18n_redirected=fr", "Accept-Language": "en" },
      });
      expect(staysFrench.status).toBe(200);
      expect(staysFrench.headers.get("Vary")).toContain("Cookie");
    });

    it("montre l'accueil français à un navigateur français ou sans langue connue", async () => {
      for (const acceptLanguage of ["fr-FR,fr;q=0.9", "de-DE", ""]) {
        const response = await bilingual.app.request("/", { headers: { "Accept-Language": acceptLanguage } });
        expect(response.status, acceptLanguage).toBe(200);
        expect(response.headers.get("Set-Cookie"), acceptLanguage).toBeNull();
      }
    });

    it("laisse chaque autre page dans la langue de sa route", async () => {
      const response = await bilingual.app.request("/menu", { headers: { "Accept-Language": "en" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });
  });

  describe("la redirection de la racine configurée", () => {
    it("envoie / vers la page choisie, en 302 par défaut", async () => {
      const redirecting = await withLocales({ rootRedirect: { path: "/menu", status: 302 } });
      const response = await redirecting.app.request("/");
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/menu");
      expect((await redirecting.app.request("/fr")).status).toBe(200);
    });

    it("avec le statut configuré, et sous le préfixe de la langue du visiteur", async () => {
      const redirecting = await withLocales({
        locales: ["fr", "en"],
        rootRedirect: { path: "/menu", status: 301 },
      });
      const response = await redirecting.app.request("/", { headers: { "Accept-Language": "en" } });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe("/en/menu");
    });

    it("n'existe pas par défaut : / montre l'accueil", async () => {
      expect((await t.app.request("/")).status).toBe(200);
    });
  });

  describe("le catalogue des textes", () => {
    it("a une adresse qui porte son empreinte, gardée 24 h par le navigateur", async () => {
      const pointer = await t.app.request("/_i18n/fr/messages.json");
      expect(pointer.status).toBe(302);
      const location = pointer.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/_i18n\/[0-9a-f]{16}\/fr\/messages\.json$/);

      const response = await t.app.request(location);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toContain(
        `max-age=${storefront.i18n.messagesMaxAgeSeconds}`,
      );
      expect(storefront.i18n.messagesMaxAgeSeconds).toBe(24 * 60 * 60);
      const catalogue = (await response.json()) as { error: { notFoundText: string } };
      expect(catalogue.error.notFoundText).toBe(errorText.notFoundText);
    });

    it("renvoie une ancienne empreinte vers l'actuelle, et une langue sans catalogue vers la page introuvable", async () => {
      const stale = await t.app.request("/_i18n/0000000000000000/fr/messages.json");
      expect(stale.status).toBe(302);
      expect(stale.headers.get("Location")).toMatch(/^\/_i18n\/[0-9a-f]{16}\/fr\/messages\.json$/);
      expect(stale.headers.get("Location")).not.toContain("0000000000000000");
      expect((await t.app.request("/_i18n/0000000000000000/xx/messages.json")).status).toBe(404);
    });
  });
});
