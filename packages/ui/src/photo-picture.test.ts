import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoPicture } from "./photo-picture.tsx";

const KEY = "0123456789abcdef0123";

/** The attributes of each tag of a name, in document order, named as HTML does (in lower case). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1]?.toLowerCase(), pair[2]]),
    ),
  );
}

const dishSet = (extension: string) =>
  [160, 320, 480, 640, 960, 1200].map((width) => `/photos/${KEY}-${width}.${extension} ${width}w`).join(", ");

describe("une photo dans une page", () => {
  const html = renderToStaticMarkup(
    createElement(PhotoPicture, {
      framingKey: KEY,
      kind: "dish",
      sizes: "128px",
      width: 128,
      className: "h-24",
    }),
  );

  it("AVIF, puis WebP, puis le JPEG de l'image : le navigateur prend le premier format qu'il lit", () => {
    expect(html.startsWith("<picture><source")).toBe(true);
    const sources = tags(html, "source");
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.srcset).toBe(dishSet("avif"));
    expect(sources[1]?.srcset).toBe(dishSet("webp"));
    for (const source of sources) expect(source.sizes).toBe("128px");
    expect(html.indexOf("<img")).toBeGreaterThan(html.lastIndexOf("<source"));
  });

  it("le JPEG à toutes les largeurs, une largeur du milieu pour qui ne lit pas srcset", () => {
    const [img] = tags(html, "img");
    expect(img?.srcset).toBe(dishSet("jpg"));
    expect(img?.src).toBe(`/photos/${KEY}-480.jpg`);
    expect(img?.sizes).toBe("128px");
  });

  it("largeur et hauteur selon le rapport du cadrage (4:3 d'un plat, 16:9 d'un accueil) : rien ne bouge", () => {
    const [img] = tags(html, "img");
    expect([img?.width, img?.height]).toEqual(["128", "96"]);
    const hero = renderToStaticMarkup(
      createElement(PhotoPicture, { framingKey: KEY, kind: "hero", sizes: "100vw", width: 1600 }),
    );
    const [heroImg] = tags(hero, "img");
    expect([heroImg?.width, heroImg?.height]).toEqual(["1600", "900"]);
    expect(heroImg?.src).toBe(`/photos/${KEY}-1200.jpg`);
    expect(tags(hero, "source")[0]?.srcset).toContain(`/photos/${KEY}-2000.avif 2000w`);
  });

  it("sans photo : l'illustration seule, dans la même boîte, sans <picture> ni srcset", () => {
    const drawn = renderToStaticMarkup(
      createElement(PhotoPicture, {
        framingKey: undefined,
        illustration: "/images/menu/bowl.svg",
        kind: "dish",
        sizes: "128px",
        width: 128,
        className: "h-24",
      }),
    );
    expect(drawn).not.toContain("<picture");
    expect(drawn).not.toContain("<source");
    const [img] = tags(drawn, "img");
    expect(img).toMatchObject({ src: "/images/menu/bowl.svg", width: "128", height: "96", class: "h-24" });
    expect(img).not.toHaveProperty("srcset");
    expect(img).not.toHaveProperty("sizes");
  });

  it("paresseuse par défaut, sans texte (décorative), décodée à part", () => {
    const [img] = tags(html, "img");
    expect(img).toMatchObject({ loading: "lazy", decoding: "async", alt: "", class: "h-24" });
    expect(img).not.toHaveProperty("fetchpriority");
  });

  it("au premier écran : chargée tout de suite", () => {
    const eager = renderToStaticMarkup(
      createElement(PhotoPicture, { framingKey: KEY, kind: "dish", sizes: "128px", width: 128, eager: true }),
    );
    expect(tags(eager, "img")[0]).toMatchObject({ loading: "eager" });
    expect(tags(eager, "img")[0]).not.toHaveProperty("fetchpriority");
  });

  it("la première de la page : chargée tout de suite, avant le reste", () => {
    const first = renderToStaticMarkup(
      createElement(PhotoPicture, {
        framingKey: KEY,
        kind: "dish",
        sizes: "128px",
        width: 128,
        eager: true,
        first: true,
        alt: "Burger Brasier",
      }),
    );
    const [img] = tags(first, "img");
    expect(img).toMatchObject({ loading: "eager", fetchpriority: "high", alt: "Burger Brasier" });
  });
});
