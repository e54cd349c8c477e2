import { describe, expect, it } from "vitest";
import {
  acceptedLanguages,
  detectLocale,
  type LocaleSettings,
  localeCookie,
  localeOfPath,
  pageLocale,
  pathUnderPrefixOf,
  pathWithoutLocale,
  rootAnswer,
} from "./locale.ts";

// A second locale, present only in tests: the machinery must not assume French is alone.
const settings: LocaleSettings = {
  defaultLocale: "fr",
  locales: ["fr", "en"],
  cookie: { name: "i18n_redirected", maxAgeDays: 365, sameSite: "lax" },
  rootRedirect: null,
  messagesMaxAgeSeconds: 86_400,
};
const withRootRedirect = (status: 301 | 302 | 307 | 308 = 302): LocaleSettings => ({
  ...settings,
  rootRedirect: { path: "/menu", status },
});

describe("les chemins de chaque langue", () => {
  it("reconnaît le préfixe d'une langue configurée, et seulement un segment entier", () => {
    expect(localeOfPath("/en/menu", settings)).toBe("en");
    expect(localeOfPath("/fr", settings)).toBe("fr");
    expect(localeOfPath("/menu", settings)).toBeNull();
    expect(localeOfPath("/english", settings)).toBeNull();
    expect(localeOfPath("/de/menu", settings)).toBeNull();
    expect(pageLocale("/menu", settings)).toBe("fr");
    expect(pageLocale("/en/checkout", settings)).toBe("en");
  });

  it("garde le client sous le préfixe par lequel il est venu", () => {
    expect(pathUnderPrefixOf("/en/menu", "/checkout", settings)).toBe("/en/checkout");
    expect(pathUnderPrefixOf("/fr/menu", "/checkout", settings)).toBe("/fr/checkout");
    expect(pathUnderPrefixOf("/en", "/", settings)).toBe("/en");
    expect(pathUnderPrefixOf("/menu", "/checkout", settings)).toBe("/checkout");
    expect(pathUnderPrefixOf("/france", "/checkout", settings)).toBe("/checkout");
  });

  it("retire le préfixe pour retrouver la page", () => {
    expect(pathWithoutLocale("/en/auth/login", settings)).toBe("/auth/login");
    expect(pathWithoutLocale("/fr", settings)).toBe("/");
    expect(pathWithoutLocale("/profile", settings)).toBe("/profile");
  });
});

describe("la langue du navigateur", () => {
  it("classe les langues par préférence et écarte celles refusées", () => {
    expect(acceptedLanguages("de;q=0.5, en-GB;q=0.9, fr;q=0")).toEqual(["en-GB", "de"]);
    expect(acceptedLanguages("en, fr")).toEqual(["en", "fr"]);
    expect(acceptedLanguages("*, it;q=abc")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe("la détection de la langue : cookie, puis navigateur, puis route", () => {
  it("suit d'abord le cookie quand il nomme une langue du site", () => {
    expect(
      detectLocale({ path: "/", cookieHeader: "a=1; i18n_redirected=en", acceptLanguage: "fr" }, settings),
    ).toEqual({ locale: "en", from: "cookie" });
  });

  it("ignore un cookie inconnu et prend la langue du navigateur, région comprise", () => {
    expect(
      detectLocale(
        { path: "/", cookieHeader: "i18n_redirected=klingon", acceptLanguage: "de, en-US;q=0.8" },
        settings,
      ),
    ).toEqual({ locale: "en", from: "browser" });
  });

  it("prend la langue de la route quand ni le cookie ni le navigateur n'en donnent une", () => {
    expect(detectLocale({ path: "/en/menu", acceptLanguage: "de" }, settings)).toEqual({
      locale: "en",
      from: "route",
    });
    expect(detectLocale({ path: "/menu" }, settings)).toEqual({ locale: "fr", from: "route" });
  });
});

describe("le cookie de langue", () => {
  it("dure 365 jours, vaut pour tout le site et reste en SameSite=Lax", () => {
    expect(localeCookie("en", settings)).toBe("i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});

describe("la racine du site", () => {
  it("ne concerne que « / » : une autre page garde la langue de sa route", () => {
    expect(rootAnswer({ path: "/menu", acceptLanguage: "en" }, settings)).toBeNull();
    expect(rootAnswer({ path: "/fr", acceptLanguage: "en" }, settings)).toBeNull();
  });

  it("montre l'accueil sans détour ni cookie à un visiteur de la langue par défaut", () => {
    expect(rootAnswer({ path: "/", acceptLanguage: "fr-FR,fr;q=0.9" }, settings)).toEqual({
      redirect: null,
      setCookie: null,
    });
  });

  it("envoie un navigateur anglais vers /en en 302 et retient sa langue", () => {
    expect(rootAnswer({ path: "/", acceptLanguage: "en-GB" }, settings)).toEqual({
      redirect: { location: "/en", status: 302 },
      setCookie: localeCookie("en", settings),
    });
  });

  it("suit le cookie sans le réécrire", () => {
    expect(
      rootAnswer({ path: "/", cookieHeader: "i18n_redirected=en", acceptLanguage: "fr" }, settings),
    ).toEqual({
      redirect: { location: "/en", status: 302 },
      setCookie: null,
    });
  });

  it("applique la redirection de racine configurée, avec son statut, sous le préfixe de la langue", () => {
    expect(rootAnswer({ path: "/" }, withRootRedirect(301))).toEqual({
      redirect: { location: "/menu", status: 301 },
      setCookie: null,
    });
    expect(rootAnswer({ path: "/", acceptLanguage: "en" }, withRootRedirect())?.redirect).toEqual({
      location: "/en/menu",
      status: 302,
    });
  });
});
