import { describe, expect, it } from "vitest";
import { offerTarget, targetIncludes } from "./targeting.ts";

const line = { itemId: "burger", categoryId: "burgers", menuId: "midi" };

describe("ciblage d'une offre", () => {
  it("cible les articles quand menus, catégories et articles sont tous donnés", () => {
    const target = offerTarget({ menus: ["midi"], categories: ["burgers"], items: ["burger"] });
    expect(target).toEqual({ kind: "items", ids: ["burger"] });
    expect(targetIncludes(target, line)).toBe(true);
    expect(targetIncludes(target, { ...line, itemId: "cheese" })).toBe(false);
  });

  it("cible les catégories sinon", () => {
    const target = offerTarget({ menus: ["midi"], categories: ["burgers"], items: [] });
    expect(target).toEqual({ kind: "categories", ids: ["burgers"] });
    expect(targetIncludes(target, line)).toBe(true);
    expect(targetIncludes(target, { ...line, categoryId: "poulet" })).toBe(false);
  });

  it("suit la règle à la lettre quand des articles sont donnés sans menus", () => {
    expect(offerTarget({ menus: [], categories: ["burgers"], items: ["burger"] }).kind).toBe("categories");
    expect(offerTarget({ menus: ["midi"], categories: [], items: ["burger"] }).kind).toBe("menus");
  });

  it("cible les menus en dernier", () => {
    const target = offerTarget({ menus: ["midi"], categories: [], items: [] });
    expect(target).toEqual({ kind: "menus", ids: ["midi"] });
    expect(targetIncludes(target, line)).toBe(true);
    expect(targetIncludes(target, { ...line, menuId: "soir" })).toBe(false);
  });

  it("porte sur toute la commande quand rien n'est donné", () => {
    const target = offerTarget({ menus: [], categories: [], items: [] });
    expect(target).toEqual({ kind: "whole_order" });
    expect(targetIncludes(target, line)).toBe(true);
  });
});
