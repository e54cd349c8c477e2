import { describe, expect, it } from "vitest";
import type { PublicOffer } from "../offers/offer.ts";
import { categoryBadge, itemBadge, offerAppliesToCategory, offerAppliesToItem } from "./offer-badges.ts";

function offer(overrides: Partial<PublicOffer>): PublicOffer {
  return { isActive: true, type: "percentage", value: 10, items: [], categories: [], ...overrides };
}

const burger = { id: "burger", categoryId: "burgers" };
const burgers = { id: "burgers", itemIds: ["burger", "cheese"] };

describe("une offre publique concerne un article", () => {
  it("quand sa liste d'articles le contient", () => {
    expect(offerAppliesToItem(offer({ items: ["burger"] }), burger)).toBe(true);
    expect(offerAppliesToItem(offer({ items: ["wings"], categories: ["burgers"] }), burger)).toBe(false);
  });

  it("quand sa liste d'articles est vide et que ses catégories contiennent celle de l'article", () => {
    expect(offerAppliesToItem(offer({ categories: ["burgers"] }), burger)).toBe(true);
    expect(offerAppliesToItem(offer({ categories: ["burgers"] }), { id: "burger", categoryId: null })).toBe(
      false,
    );
    expect(offerAppliesToItem(offer({ categories: ["poulet"] }), burger)).toBe(false);
  });

  it("jamais quand elle est inactive", () => {
    expect(offerAppliesToItem(offer({ isActive: false, items: ["burger"] }), burger)).toBe(false);
  });
});

describe("une offre publique concerne une catégorie", () => {
  it("quand un de ses articles est dans la liste ou que la catégorie est listée", () => {
    expect(offerAppliesToCategory(offer({ items: ["cheese"] }), burgers)).toBe(true);
    expect(offerAppliesToCategory(offer({ categories: ["burgers"] }), burgers)).toBe(true);
    expect(offerAppliesToCategory(offer({ items: ["wings"], categories: ["poulet"] }), burgers)).toBe(false);
    expect(offerAppliesToCategory(offer({ isActive: false, categories: ["burgers"] }), burgers)).toBe(false);
  });
});

describe("badge d'un article", () => {
  it("n'existe pas sans offre", () => {
    expect(itemBadge([offer({ items: ["wings"] })], burger)).toBeNull();
  });

  it("met le un acheté un offert en premier", () => {
    const offers = [
      offer({ items: ["burger"] }),
      offer({ type: "buy_one_get_one", value: 0, items: ["burger"] }),
    ];
    expect(itemBadge(offers, burger)).toEqual({ kind: "buy_one_get_one", label: "1 acheté = 1 offert" });
  });

  it("affiche le plus grand pourcentage, puis le plus grand montant", () => {
    const percentages = [offer({ value: 10, items: ["burger"] }), offer({ value: 25.5, items: ["burger"] })];
    expect(itemBadge(percentages, burger)).toEqual({ kind: "percentage", label: "-25,5\u00a0%" });
    const amounts = [
      offer({ type: "fixed_amount", value: 300, categories: ["burgers"] }),
      offer({ type: "fixed_amount", value: 500, categories: ["burgers"] }),
      offer({ type: "free_item", value: 0, categories: ["burgers"] }),
    ];
    expect(itemBadge(amounts, burger)).toEqual({ kind: "fixed_amount", label: "-5,00\u00a0€" });
  });

  it("affiche article offert, sinon offre", () => {
    expect(itemBadge([offer({ type: "free_item", value: 0, items: ["burger"] })], burger)).toEqual({
      kind: "free_item",
      label: "Article offert",
    });
    expect(itemBadge([offer({ type: "free_delivery", value: 0, items: ["burger"] })], burger)).toEqual({
      kind: "offer",
      label: "Offre",
    });
  });
});

describe("badge d'une catégorie", () => {
  it("n'existe pas sans offre", () => {
    expect(categoryBadge([], burgers)).toBeNull();
  });

  it("suit l'ordre un acheté un offert, %, €, offert, sinon offres", () => {
    const all = [
      offer({ type: "free_delivery", categories: ["burgers"] }),
      offer({ type: "free_item", categories: ["burgers"] }),
      offer({ type: "fixed_amount", categories: ["burgers"] }),
      offer({ type: "percentage", categories: ["burgers"] }),
      offer({ type: "buy_one_get_one", items: ["cheese"] }),
    ];
    const labels: (string | undefined)[] = [];
    for (let count = all.length; count > 0; count -= 1)
      labels.push(categoryBadge(all.slice(0, count), burgers)?.label);
    expect(labels).toEqual(["1 acheté = 1 offert", "Remise en %", "Remise en €", "Article offert", "Offres"]);
  });
});
