import { error as errorText, type LocaleSettings } from "@comptoir/messages";
import { describe, expect, it } from "vitest";
import { botErrorPage } from "./bot-error-page.server.ts";

const i18n: LocaleSettings = {
  defaultLocale: "fr",
  locales: ["fr", "en"],
  cookie: { name: "i18n_redirected", maxAgeDays: 365, sameSite: "lax" },
  rootRedirect: null,
  messagesMaxAgeSeconds: 86_400,
};

describe("la page simple des robots", () => {
  it("garde le statut, nomme le chemin demandé sans jamais l'interpréter comme du HTML", async () => {
    const response = botErrorPage(
      404,
      new URL("http://shop.test/en/%3Cscript%3Ealert(1)%3C/script%3E"),
      new Headers(),
      i18n,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Page introuvable : /en/&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
    expect(html).toContain('<a href="/en">');
  });

  it("dit « Mince » pour une autre erreur, et garde les en-têtes déjà posés", async () => {
    const response = botErrorPage(
      503,
      new URL("http://shop.test/menu"),
      new Headers({ "X-Essai": "1" }),
      i18n,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("X-Essai")).toBe("1");
    const html = await response.text();
    expect(html).toContain(`<h1>${errorText.title}</h1>`);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<a href="/">');
  });
});
