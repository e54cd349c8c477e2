// @vitest-environment happy-dom
import { tagManagerScriptUrl } from "@comptoir/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { loadTagManager, stopMeasuring, tagIdToLoad } from "./tag-manager.ts";

type Page = Window & { dataLayer?: unknown[] };
const page = () => window as Page;
const load = (tagId: string) => loadTagManager({ tagId, script: tagManagerScriptUrl(tagId) });
const tagScripts = () =>
  [...document.scripts].filter((script) => script.src.startsWith("https://www.googletagmanager.com/"));

/** A cookie as the tag or the site sets it (the Cookie Store API is missing from Safari and happy-dom). */
function setCookie(text: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a script that sets its cookies
  document.cookie = text;
}

describe("le gestionnaire de balises", () => {
  afterEach(() => {
    for (const script of tagScripts()) script.remove();
    delete page().dataLayer;
  });

  it("ne se charge qu'après « Accepter », et seulement avec un identifiant", () => {
    expect(tagIdToLoad("GTM-AB12CD3", "accepted")).toBe("GTM-AB12CD3");
    expect(tagIdToLoad("GTM-AB12CD3", "refused")).toBeNull();
    expect(tagIdToLoad("GTM-AB12CD3", null)).toBeNull();
    expect(tagIdToLoad(null, "accepted")).toBeNull();
  });

  it("charge le conteneur une seule fois par page, depuis l'adresse de Google avec l'identifiant", () => {
    load("GTM-AB12CD3");
    load("GTM-AB12CD3");
    expect(tagScripts().map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3",
    ]);
    expect(page().dataLayer).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
  });

  it("charge une balise Google G-… par gtag/js, mesure sans publicité, et la configure", () => {
    load("G-AB12CD34EF");
    expect(tagScripts().map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF",
    ]);
    const commands = (page().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toContainEqual(["config", "G-AB12CD34EF"]);
    expect(commands).toContainEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);
  });

  it("s'arrête et efface ses cookies quand la personne retire son accord", () => {
    load("G-AB12CD34EF");
    setCookie("_ga=GA1.1.123; Path=/");
    setCookie("_ga_AB12CD34EF=GS1.1; Path=/");
    setCookie("i18n_redirected=fr; Path=/");
    stopMeasuring();
    const commands = (page().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain("i18n_redirected=fr");
  });
});
