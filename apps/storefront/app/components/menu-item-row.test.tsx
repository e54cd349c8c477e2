import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bowl, burger, soldOut } from "../testing/shop-fixture.ts";
import { MenuItemRow } from "./menu-item-row.tsx";

const KEY = "0123456789abcdef0123";

/** A row as the menu's server draws it. */
function row(
  props: Partial<Parameters<typeof MenuItemRow>[0]> & Pick<Parameters<typeof MenuItemRow>[0], "item">,
) {
  return renderToStaticMarkup(
    <ul>
      <MenuItemRow mode="pickup" badge={null} eager={false} photoBoxes={false} {...props} />
    </ul>,
  );
}

/** The `class` of the row's one <img>. */
const imageClass = (html: string) => /<img [^>]*class="([^"]*)"/.exec(html)?.[1] ?? "";

describe("la ligne d'un plat", () => {
  it("un plat qui a sa photo : un <picture> AVIF, WebP, JPEG dans une boîte 4:3 de 128 × 96", () => {
    const html = row({ item: { ...bowl, item_photo: KEY }, photoBoxes: true });
    expect(html).toContain('<picture><source type="image/avif"');
    expect(html).toContain(`/photos/${KEY}-160.avif 160w`);
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain(`src="/photos/${KEY}-480.jpg"`);
    expect(html).toMatch(/<img [^>]*width="128" height="96"/);
    expect(html).toContain('sizes="128px"');
    expect(html).not.toContain(bowl.item_image);
    expect(imageClass(html)).toContain("w-32");
    expect(imageClass(html)).toContain("object-cover");
  });

  it("un plat sans photo garde son dessin, dans une boîte de même largeur quand la carte a des photos", () => {
    const html = row({ item: burger, photoBoxes: true });
    expect(html).not.toContain("<picture");
    expect(html).toContain(`src="${burger.item_image}"`);
    expect(html).not.toContain("srcSet");
    expect(imageClass(html)).toContain("w-32");
    expect(imageClass(html)).toContain("object-contain");
  });

  it("une carte sans aucune photo : le carré de 96 pixels d'aujourd'hui", () => {
    expect(imageClass(row({ item: burger }))).toContain("w-24 ");
    expect(imageClass(row({ item: burger }))).not.toContain("w-32");
  });

  it("en haut de l'écran, chargée tout de suite ; la première photo, avant le reste ; plus bas, paresseuse", () => {
    const first = row({ item: { ...bowl, item_photo: KEY }, photoBoxes: true, eager: true, first: true });
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    const below = row({ item: { ...bowl, item_photo: KEY }, photoBoxes: true });
    expect(below).toContain('loading="lazy"');
    expect(below).not.toContain("fetchPriority");
  });

  it("un plat épuisé : sa photo grisée comme son dessin", () => {
    expect(imageClass(row({ item: { ...soldOut, item_photo: KEY }, photoBoxes: true }))).toContain(
      "grayscale",
    );
    expect(imageClass(row({ item: soldOut, photoBoxes: true }))).toContain("grayscale");
  });

  it("le nom d'un plat est un simple lien vers sa fiche, sous l'adresse de la carte ; épuisé, il n'en a pas", () => {
    expect(row({ item: burger })).toContain(
      `<a href="?product=${burger.item_id}" id="plat-${burger.item_id}" class="dish-link">${burger.item_name}</a>`,
    );
    expect(row({ item: soldOut })).not.toContain("<a ");
  });

  it("les piments : une rangée de la largeur du niveau, nommée pour les lecteurs d'écran", () => {
    expect(row({ item: { ...burger, item_spice_level: 2 } })).toContain(
      '<span role="img" aria-label="Épicé, niveau 2 sur 3" class="spice text-accent w-8"></span>',
    );
    expect(row({ item: { ...burger, item_spice_level: 0 } })).not.toContain("spice");
  });
});
