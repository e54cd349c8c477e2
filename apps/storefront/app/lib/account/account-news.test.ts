// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from "vitest";
import { accountNewsText, takeAccountNews, tellAccountNews } from "./account-news.ts";

afterEach(() => sessionStorage.clear());

describe("what an account page tells the next one", () => {
  it("is read once, then forgotten", () => {
    tellAccountNews({ kind: "welcome", name: "Léa" });
    const news = takeAccountNews();
    expect(news && accountNewsText(news)).toBe("Compte créé, bienvenue Léa\u00a0!");
    expect(takeAccountNews()).toBeNull();
  });

  it("says each moment in French, and ignores what is not news", () => {
    expect(accountNewsText({ kind: "signed_out" })).toBe("Vous êtes déconnecté.");
    expect(accountNewsText({ kind: "deleted" })).toBe("Votre compte a été supprimé.");
    expect(accountNewsText({ kind: "welcome", name: " " })).toBe("Compte créé, bienvenue\u00a0!");
    sessionStorage.setItem("account-news", '{"kind":"welcome"}');
    expect(takeAccountNews()).toBeNull();
    sessionStorage.setItem("account-news", "{");
    expect(takeAccountNews()).toBeNull();
  });
});
