import { describe, expect, it } from "vitest";
import { bowl, menus, soldOut } from "../../testing/shop-fixture.ts";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld.ts";
import { menuItemJsonLd, menuJsonLd } from "./menu-json-ld.ts";

const origin = "https://piment.example";

describe("la carte donnée aux moteurs de recherche", () => {
  it("un menu par menu, ses catégories en sections, leurs plats en articles", () => {
    const [lunch, drinks] = menuJsonLd(menus, origin);
    expect(lunch).toMatchObject({ "@type": "Menu", name: "Midi", url: "https://piment.example/menu" });
    expect(drinks).toMatchObject({ "@type": "Menu", name: "Boissons" });
    const sections = lunch?.hasMenuSection as { name: string; hasMenuItem: { name: string }[] }[];
    expect(sections.map((section) => section.name)).toEqual(["Bowls", "Burgers"]);
    expect(sections[0]?.hasMenuItem.map((item) => item.name)).toEqual([bowl.item_name, soldOut.item_name]);
  });

  it("un plat : nom, description suivie de ses allergènes, image absolue, prix à emporter en euros", () => {
    const dish = { ...bowl, item_allergens: ["gluten", "sésame"] };
    expect(menuItemJsonLd(dish, origin)).toEqual({
      "@type": "MenuItem",
      name: "Bowl Poulet Coréen",
      description: "Une description. Allergènes : gluten, sésame.",
      image: "https://piment.example/images/menu/bowl.svg",
      offers: { "@type": "Offer", price: 9.5, priceCurrency: "EUR" },
    });
  });

  it("un plat qui a sa photo : le JPEG de 1200 pixels de son cadrage, absolu, plutôt que le dessin", () => {
    const dish = { ...bowl, item_photo: "0123456789abcdef0123" };
    expect(menuItemJsonLd(dish, origin).image).toBe(
      "https://piment.example/photos/0123456789abcdef0123-1200.jpg",
    );
  });

  it("un plat épuisé reste sur la carte et se dit épuisé", () => {
    expect(menuItemJsonLd(soldOut, origin).offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
  });

  it("le fil d'Ariane de la carte : Accueil, puis La carte", () => {
    expect(
      breadcrumbJsonLd(origin, [
        { name: "Accueil", path: "/" },
        { name: "La carte", path: "/menu" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://piment.example/" },
        { "@type": "ListItem", position: 2, name: "La carte", item: "https://piment.example/menu" },
      ],
    });
  });
});
