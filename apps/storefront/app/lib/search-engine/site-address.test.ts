import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalPath, defaultLocalePath } from "./site-address.ts";

describe("l'adresse unique d'une page", () => {
  it("garde le plat choisi et oublie les paramètres de suivi", () => {
    expect(canonicalPath("/menu", "?utm_source=x&product=12&fbclid=y&gclid=z&utm_medium=sms", "fr")).toBe(
      "/menu?product=12",
    );
    expect(canonicalPath("/menu", "?page=2&q=burger", "fr")).toBe("/menu");
    expect(canonicalPath("/menu", "?product=", "fr")).toBe("/menu");
  });

  it("nomme les pages de /fr par leur adresse sans préfixe, la langue par défaut étant le français", () => {
    expect(defaultLocalePath("/fr", "fr")).toBe("/");
    expect(defaultLocalePath("/fr/", "fr")).toBe("/");
    expect(defaultLocalePath("/fr/menu", "fr")).toBe("/menu");
    expect(defaultLocalePath("/france", "fr")).toBe("/france");
    expect(canonicalPath("/fr/menu/", "?product=3", "fr")).toBe("/menu?product=3");
    expect(canonicalPath("/", "", "fr")).toBe("/");
  });

  it("rend absolues les adresses du site et laisse les autres telles quelles", () => {
    expect(absoluteUrl("https://piment.example", "/images/menu/burger.svg")).toBe(
      "https://piment.example/images/menu/burger.svg",
    );
    expect(absoluteUrl("https://piment.example", "https://cdn.example/a.png")).toBe(
      "https://cdn.example/a.png",
    );
  });
});
