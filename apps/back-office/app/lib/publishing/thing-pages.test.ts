import { describe, expect, it } from "vitest";
import { editorPathOf, groupByKind, refParts } from "./thing-pages.ts";

describe("the editor's page of a thing", () => {
  it("links dishes, menus, groups, offers, zones and the settings' sections to their forms", () => {
    expect(editorPathOf("item:burger-piment")).toBe("/admin/carte/plats/burger-piment");
    expect(editorPathOf("menu:midi")).toBe("/admin/carte/menus/midi");
    expect(editorPathOf("group:sauces")).toBe("/admin/carte/options/sauces");
    expect(editorPathOf("offer:piment20")).toBe("/admin/offres/piment20");
    expect(editorPathOf("zones:all")).toBe("/admin/livraison");
    expect(editorPathOf("settings:payments")).toBe("/admin/paiements");
    expect(editorPathOf("settings:contacts")).toBe("/admin/restaurant");
    expect(editorPathOf("settings:capacity")).toBe("/admin/carte/capacite");
  });

  it("has none for an unknown section or a ref that is none", () => {
    expect(editorPathOf("category:burgers")).toBe("/admin/carte/categories/burgers");
    expect(editorPathOf("settings:tax")).toBeNull();
    expect(editorPathOf("catalogue")).toBeNull();
    expect(refParts("staff:12")).toBeNull();
  });

  it("groups lines by kind in the catalogue's order, unknown refs last", () => {
    const lines = [
      { ref: "offer:a", text: "1" },
      { ref: "item:b", text: "2" },
      { ref: "", text: "3" },
      { ref: "item:c", text: "4" },
      { ref: "settings:contacts", text: "5" },
    ];
    expect(groupByKind(lines).map(([kind, members]) => [kind, members.map((line) => line.text)])).toEqual([
      ["settings", ["5"]],
      ["item", ["2", "4"]],
      ["offer", ["1"]],
      ["other", ["3"]],
    ]);
  });
});
