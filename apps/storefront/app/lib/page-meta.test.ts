import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { meta as homeMeta } from "../routes/home.tsx";
import { pageMeta } from "./page-meta.ts";

const KEY = "0123456789abcdef0123";
const site = { origin: "https://piment.example", defaultLocale: "fr" };

function root(settings: { name: string; value: unknown }[]) {
  return { loaderData: { settings: [{ name: "contacts.name", value: "Piment Rouge" }, ...settings], site } };
}

const property = (tags: MetaDescriptor[], name: string) =>
  (tags as Record<string, unknown>[]).find((tag) => tag.property === name)?.content;

describe("l'image des liens partagés", () => {
  it("le dessin de l'accueil tant que le restaurant n'a pas de photo, sans taille annoncée", () => {
    const tags = pageMeta([root([]), { pathname: "/" }], "Accueil");
    expect(property(tags, "og:image")).toBe("https://piment.example/images/menu/hero.svg");
    expect(property(tags, "og:image:width")).toBeUndefined();
  });

  it("la photo du restaurant : son JPEG de 1200 pixels, 16:9, sur toutes les pages", () => {
    const tags = pageMeta([root([{ name: "site.photo", value: KEY }]), { pathname: "/contact" }], "Contact");
    expect(property(tags, "og:image")).toBe(`https://piment.example/photos/${KEY}-1200.jpg`);
    expect(property(tags, "og:image:width")).toBe("1200");
    expect(property(tags, "og:image:height")).toBe("675");
    expect(tags).toContainEqual({
      name: "twitter:image",
      content: `https://piment.example/photos/${KEY}-1200.jpg`,
    });
  });

  it("un plat partagé montre la sienne, 4:3", () => {
    const tags = pageMeta([root([{ name: "site.photo", value: KEY }]), { pathname: "/menu" }], "La carte", {
      image: { path: "/photos/bbbbbbbbbbbbbbbbbbbb-1200.jpg", width: 1200, height: 900 },
    });
    expect(property(tags, "og:image")).toBe("https://piment.example/photos/bbbbbbbbbbbbbbbbbbbb-1200.jpg");
    expect(property(tags, "og:image:height")).toBe("900");
  });
});

describe("la photo de l'accueil", () => {
  type HomeArgs = Parameters<typeof homeMeta>[0];
  const args = (settings: { name: string; value: unknown }[]) =>
    ({ matches: [root(settings), { pathname: "/" }] }) as unknown as HomeArgs;

  it("préchargée en AVIF, à la largeur de son écran, avant tout le reste", () => {
    const preload = homeMeta(args([{ name: "site.photo", value: KEY }])).find(
      (tag) => "rel" in tag && tag.rel === "preload",
    );
    expect(preload).toMatchObject({
      tagName: "link",
      as: "image",
      type: "image/avif",
      fetchPriority: "high",
      imageSrcSet: [480, 800, 1200, 1600, 2000]
        .map((width) => `/photos/${KEY}-${width}.avif ${width}w`)
        .join(", "),
    });
  });

  it("sans photo, rien à précharger (le dessin est dans la page)", () => {
    expect(homeMeta(args([])).some((tag) => "rel" in tag && tag.rel === "preload")).toBe(false);
  });
});
