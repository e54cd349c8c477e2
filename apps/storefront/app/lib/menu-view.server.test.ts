import { restaurantFrom } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { bowl, burger, menus, settings, soldOut } from "../testing/shop-fixture.ts";
import { menuView } from "./menu-view.server.ts";

const restaurant = restaurantFrom({ settings, menus });
const now = new Date("2026-11-24T11:00:00Z");

/** The fixture's menus with some dishes' and categories' photos. */
function withPhotos(items: Record<number, string>, firstCategory?: string) {
  return menus.map((menu, menuIndex) => ({
    ...menu,
    categories: menu.categories.map((category, index) => ({
      ...category,
      ...(menuIndex === 0 && index === 0 && firstCategory ? { category_photo: firstCategory } : {}),
      items: category.items.map((item) =>
        items[item.item_id] ? { ...item, item_photo: items[item.item_id] } : item,
      ),
    })),
  }));
}

describe("ce que le serveur calcule pour la carte", () => {
  it("la ligne du retrait, avec le temps de préparation du restaurant", () => {
    expect(menuView(menus, restaurant, now).pickupSummary).toBe("À emporter · prêt dans 15 min");
    const noDelay = restaurantFrom({ settings: [], menus });
    expect(menuView(menus, noDelay, now).pickupSummary).toBe("À emporter");
  });

  it("fermé maintenant : ce qui ouvre le premier, dit d'abord, et pas de temps de préparation", () => {
    const closedAt = (...openings: (string | null)[]) =>
      menus.map((menu, index) => ({
        ...menu,
        menu_is_open: false,
        menu_next_opening: openings[index] ?? null,
      }));
    const tonight = menuView(closedAt("2026-11-24T17:00:00Z", "2026-11-26T10:00:00Z"), restaurant, now);
    expect(tonight.closedNow).toEqual({
      status: "Fermé · ouvre aujourd'hui à 18:00",
      detail: "Vous pouvez déjà commander pour plus tard.",
    });
    expect(tonight.pickupSummary).toBe("À emporter");
    expect(menuView(closedAt("2026-11-25T10:00:00Z"), restaurant, now).closedNow?.status).toBe(
      "Fermé · ouvre demain à 11:00",
    );
    expect(menuView(closedAt(null, "2026-11-26T10:00:00Z"), restaurant, now).closedNow?.status).toBe(
      "Fermé · ouvre jeudi à 11:00",
    );
    // Never opening is the temporary closure's notice, not this one; one menu open is open.
    expect(menuView(closedAt(), restaurant, now).closedNow).toBeNull();
    const oneOpen = closedAt("2026-11-25T10:00:00Z", "2026-11-25T10:00:00Z").map((menu, index) => ({
      ...menu,
      menu_is_open: index === 0,
    }));
    expect(menuView(oneOpen, restaurant, now).closedNow).toBeNull();
  });

  it("les plats du premier écran, dans l'ordre de la carte", () => {
    expect(menuView(menus, restaurant, now).eager).toEqual({
      [bowl.item_id]: true,
      [soldOut.item_id]: true,
      [burger.item_id]: true,
    });
  });

  it("sans photo : pas de boîte 4:3, pas de première photo", () => {
    expect(menuView(menus, restaurant, now)).toMatchObject({ photoBoxes: false, firstPhoto: null });
  });

  it("la première photo à l'écran : celle d'un des premiers plats, ou celle de la première catégorie", () => {
    const dishes = withPhotos({
      [soldOut.item_id]: "aaaaaaaaaaaaaaaaaaaa",
      [burger.item_id]: "bbbbbbbbbbbbbbbbbbbb",
    });
    expect(menuView(dishes, restaurant, now)).toMatchObject({
      photoBoxes: true,
      firstPhoto: "aaaaaaaaaaaaaaaaaaaa",
    });
    const category = withPhotos({ [burger.item_id]: "bbbbbbbbbbbbbbbbbbbb" }, "cccccccccccccccccccc");
    expect(menuView(category, restaurant, now).firstPhoto).toBe("cccccccccccccccccccc");
  });
});
