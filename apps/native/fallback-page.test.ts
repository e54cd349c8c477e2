import { nativeShell } from "@comptoir/messages";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { fallbackPage } from "./fallback-page.ts";

const page = (shopName = "Piment Rouge", address = "https://commande.exemple.fr/") =>
  new new Window().DOMParser().parseFromString(
    fallbackPage({ shopName, shopAddress: new URL(address), background: "#111111" }),
    "text/html",
  );

describe("the page the app shows without a network", () => {
  it("says in French that the shop could not open, naming it", () => {
    const document = page();
    expect(document.documentElement.lang).toBe("fr");
    expect(document.querySelector("h1")?.textContent).toBe(nativeShell.offline.title);
    expect(document.querySelector("p")?.textContent).toContain("Piment Rouge n'a pas pu s'ouvrir");
  });

  it("tries again by opening the shop's address, with no script to run", () => {
    const document = page();
    const retry = document.querySelector("a");
    expect(retry?.textContent).toBe(nativeShell.offline.retry);
    expect(retry?.getAttribute("href")).toBe("https://commande.exemple.fr/");
    expect(document.querySelector("script")).toBeNull();
  });

  it("keeps a name or an address with markup in it as text", () => {
    const document = page("<b>Chez Léa</b>", 'https://exemple.fr/?a="b"');
    expect(document.querySelector("b")).toBeNull();
    expect(document.querySelector("p")?.textContent).toContain("<b>Chez Léa</b>");
    expect(document.querySelector("a")?.getAttribute("href")).toBe("https://exemple.fr/?a=%22b%22");
  });
});
