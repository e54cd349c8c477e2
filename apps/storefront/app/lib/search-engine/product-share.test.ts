import { describe, expect, it } from "vitest";
import { bowl, menus } from "../../testing/shop-fixture.ts";
import { productShare } from "./product-share.server.ts";

describe("l'aperçu d'un lien vers un plat", () => {
  it("le nom du plat et du restaurant, son prix à la française, sa description et son image", () => {
    const share = productShare(menus, String(bowl.item_id), "Piment Rouge");
    expect(share).toMatchObject({
      id: "1",
      title: "Bowl Poulet Coréen · Piment Rouge",
      image: { path: "/images/menu/bowl.svg" },
    });
    expect(share?.description).toMatch(/^9,50\s€ · Une description\.$/);
  });

  it("un plat qui a sa photo : le JPEG de 1200 pixels de son cadrage, avec sa taille", () => {
    const dish = { ...bowl, item_photo: "0123456789abcdef0123" };
    const share = productShare(
      menus.map((menu) => ({
        ...menu,
        categories: menu.categories.map((category) => ({
          ...category,
          items: category.items.map((item) => (item.item_id === bowl.item_id ? dish : item)),
        })),
      })),
      String(bowl.item_id),
      "Piment Rouge",
    );
    expect(share?.image).toEqual({ path: "/photos/0123456789abcdef0123-1200.jpg", width: 1200, height: 900 });
  });

  it("un plat inconnu ou aucun plat : pas d'aperçu de plat", () => {
    expect(productShare(menus, "999", "Piment Rouge")).toBeNull();
    expect(productShare(menus, null, "Piment Rouge")).toBeNull();
  });
});
