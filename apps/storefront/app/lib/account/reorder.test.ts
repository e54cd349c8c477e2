import type { OrderView } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { testShop } from "../../testing/shop-fixture.ts";
import { reorderLines } from "./reorder.ts";

type Line = OrderView["items"][number];

function line(fields: Partial<Line> & Pick<Line, "item_id" | "item_name">): Line {
  return { quantity: 1, note: "", options: [], unit_price: 10, amount: 10, is_free: false, ...fields };
}

const option = (choice_id: number, name: string, quantity = 1) => ({
  choice_id,
  group_name: "",
  name,
  quantity,
});

describe("commander à nouveau", () => {
  const { menuItems } = testShop();

  it("remet les lignes dont les articles et les choix sont encore proposés, aux prix d'aujourd'hui", () => {
    const { lines, unavailable } = reorderLines(menuItems, {
      items: [
        line({
          item_id: 1,
          item_name: "Bowl Poulet Coréen",
          quantity: 2,
          note: "sans coriandre",
          options: [option(1002, "Quinoa"), option(1021, "Samouraï", 2)],
          unit_price: 1,
        }),
        line({ item_id: 3, item_name: "Citronnade gingembre-piment" }),
      ],
    });
    expect(unavailable).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      itemId: "1",
      quantity: 2,
      note: "sans coriandre",
      options: [
        { groupId: "100", choiceId: "1002", name: "Quinoa", price: 50, quantity: 1 },
        { groupId: "102", choiceId: "1021", name: "Samouraï", price: 50, quantity: 2 },
      ],
    });
    // The menu's price, never the order's.
    expect(lines[0]?.price.pickup).toBe(950);
    expect(lines[1]).toMatchObject({ itemId: "3", quantity: 1, options: [] });
  });

  it("nomme les lignes qui ne sont plus disponibles : article épuisé, disparu, ou choix retiré", () => {
    const { lines, unavailable } = reorderLines(menuItems, {
      items: [
        line({ item_id: 4, item_name: "Bowl Bœuf Chipotle" }),
        line({ item_id: 99, item_name: "Plat d'hier" }),
        line({ item_id: 1, item_name: "Bowl Poulet Coréen", options: [option(9999, "Riz noir")] }),
        line({ item_id: 3, item_name: "Citronnade gingembre-piment" }),
      ],
    });
    expect(lines.map((built) => built.itemId)).toEqual(["3"]);
    expect(unavailable).toEqual(["Bowl Bœuf Chipotle", "Plat d'hier", "Bowl Poulet Coréen"]);
  });

  it("des choix qui ne respectent plus les règles du menu rendent la ligne indisponible", () => {
    // The bowl's base is required: a line without it cannot be built again.
    const { lines, unavailable } = reorderLines(menuItems, {
      items: [line({ item_id: 1, item_name: "Bowl Poulet Coréen" })],
    });
    expect(lines).toEqual([]);
    expect(unavailable).toEqual(["Bowl Poulet Coréen"]);
  });

  it("laisse les articles offerts aux offres, qui les ajoutent à nouveau", () => {
    const { lines, unavailable } = reorderLines(menuItems, {
      items: [line({ item_id: 3, item_name: "Citronnade gingembre-piment", is_free: true, unit_price: 0 })],
    });
    expect(lines).toEqual([]);
    expect(unavailable).toEqual([]);
  });
});
