import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartLine } from "../cart/cart-line.ts";
import { cents } from "../money/cents.ts";
import { burger, catalogue, fries, lineOf, offerOf, soda, tenders } from "../testing/demo-catalogue.ts";
import { applyOffers, firstTargetedItem } from "./apply-offers.ts";
import type { Offer } from "./offer.ts";

const context = {
  mode: "pickup" as const,
  coupon: null,
  now: new Date("2026-06-12T10:30:00Z"),
  timeZone: "Europe/Paris",
};

function apply(lines: CartLine[], offers: Offer[]) {
  return applyOffers({ lines, menuItems: catalogue, offers, context });
}

describe("sans offre", () => {
  it("donne le sous-total sans remise", () => {
    const outcome = apply([lineOf(burger, 2), lineOf(fries)], []);
    expect(outcome).toMatchObject({
      lineAmounts: [1900, 350],
      lineDiscounts: [0, 0],
      subtotal: 2250,
      discount: 0,
      freeItems: [],
      freeDelivery: false,
      appliedOfferIds: [],
    });
  });
});

describe("remise en pourcentage", () => {
  it("retire le pourcentage du prix unitaire fois la quantité de chaque ligne ciblée", () => {
    const offer = offerOf("percentage", { value: 20, categories: ["burgers"] });
    const outcome = apply([lineOf(burger, 2), lineOf(fries)], [offer]);
    // 20 % de 19,00 € = 3,80 €, les frites ne sont pas ciblées
    expect(outcome.lineDiscounts).toEqual([380, 0]);
    expect(outcome.discount).toBe(380);
    expect(outcome.appliedOfferIds).toEqual([offer.id]);
  });

  it("arrondit au centime par ligne, la moitié vers le haut", () => {
    // 15 % de 3,50 € = 0,525 € → 0,53 € ; deux lignes → 1,06 €
    const outcome = apply(
      [lineOf(fries), lineOf(fries, 1, { note: "sans sel" })],
      [offerOf("percentage", { value: 15 })],
    );
    expect(outcome.lineDiscounts).toEqual([53, 53]);
  });

  it("garde la meilleure offre par ligne sans cumuler", () => {
    const small = offerOf("percentage", { id: "p10", value: 10 });
    const big = offerOf("percentage", { id: "p30", value: 30, categories: ["burgers"] });
    const outcome = apply([lineOf(burger), lineOf(fries)], [small, big]);
    expect(outcome.lineDiscounts).toEqual([285, 35]);
    expect(outcome.appliedOfferIds).toEqual(["p10", "p30"]);
  });

  it("ne retire jamais plus de 100 %", () => {
    const outcome = apply([lineOf(burger)], [offerOf("percentage", { value: 150 })]);
    expect(outcome.discount).toBe(950);
  });

  it("ne compte pas une offre à 0 % comme appliquée", () => {
    expect(apply([lineOf(burger)], [offerOf("percentage", { value: 0 })]).appliedOfferIds).toEqual([]);
  });
});

describe("remise d'un montant fixe", () => {
  it("prend la plus grande et la répartit sur les lignes au plus fort reste", () => {
    const offers = [
      offerOf("fixed_amount", { id: "f3", value: cents(300) }),
      offerOf("fixed_amount", { id: "f5", value: cents(500) }),
    ];
    const outcome = apply([lineOf(burger), lineOf(fries)], offers);
    expect(outcome.discount).toBe(500);
    // 5,00 € × 950/1300 = 3,6538… et × 350/1300 = 1,3461…
    expect(outcome.lineDiscounts).toEqual([365, 135]);
    expect(outcome.appliedOfferIds).toEqual(["f5"]);
  });

  it("ne dépasse jamais le sous-total", () => {
    const outcome = apply([lineOf(fries)], [offerOf("fixed_amount", { value: cents(2000) })]);
    expect(outcome.discount).toBe(350);
  });

  it("se cumule avec les pourcentages dans la limite de ce qui reste", () => {
    const outcome = apply(
      [lineOf(fries)],
      [offerOf("percentage", { value: 50 }), offerOf("fixed_amount", { value: cents(1000) })],
    );
    expect(outcome.lineDiscounts).toEqual([350]);
  });

  it("ne s'applique pas si aucun article ciblé n'est dans le panier", () => {
    const outcome = apply(
      [lineOf(fries)],
      [offerOf("fixed_amount", { value: cents(500), categories: ["burgers"] })],
    );
    expect(outcome.discount).toBe(0);
    expect(outcome.appliedOfferIds).toEqual([]);
  });

  it("ne fait rien quand il ne reste rien à remiser", () => {
    const outcome = apply(
      [lineOf(fries)],
      [offerOf("percentage", { value: 100 }), offerOf("fixed_amount", { id: "f", value: cents(500) })],
    );
    expect(outcome.appliedOfferIds).toEqual(["percentage-1"]);
  });
});

describe("un acheté, un offert", () => {
  it("offre une unité de la même ligne pour chaque unité ciblée achetée", () => {
    const harissa = { groupId: "sauce", choiceId: "harissa", name: "Harissa", price: cents(50), quantity: 1 };
    const offer = offerOf("buy_one_get_one", { categories: ["burgers"] });
    const outcome = apply([lineOf(burger, 2, { options: [harissa], note: "épicé" }), lineOf(fries)], [offer]);
    expect(outcome.freeItems).toEqual([
      {
        offerId: offer.id,
        reason: "buy_one_get_one",
        itemId: burger.id,
        menuId: "midi",
        categoryId: "burgers",
        name: "Burger Volcan",
        options: [harissa],
        note: "épicé",
        quantity: 2,
      },
    ]);
    // The free units are extra: the bought ones keep their price.
    expect(outcome.discount).toBe(0);
  });

  it("n'offre qu'une fois par ligne même avec deux offres", () => {
    const outcome = apply(
      [lineOf(burger)],
      [offerOf("buy_one_get_one", { id: "a" }), offerOf("buy_one_get_one", { id: "b" })],
    );
    expect(outcome.freeItems).toHaveLength(1);
    expect(outcome.appliedOfferIds).toEqual(["a"]);
  });
});

describe("article offert", () => {
  it("ajoute une unité du premier article ciblé, une seule fois", () => {
    const offer = offerOf("free_item", { menus: ["boissons"], categories: ["boissons"], items: ["soda"] });
    const outcome = apply([lineOf(burger, 3)], [offer]);
    expect(outcome.freeItems).toEqual([
      {
        offerId: offer.id,
        reason: "free_item",
        itemId: "soda",
        menuId: "boissons",
        categoryId: "boissons",
        name: soda.name,
        options: [],
        note: "",
        quantity: 1,
      },
    ]);
  });

  it("ne donne rien quand l'article ciblé n'existe pas", () => {
    const offer = offerOf("free_item", { menus: ["m"], categories: ["c"], items: ["disparu"] });
    expect(apply([lineOf(burger)], [offer]).freeItems).toEqual([]);
  });
});

describe("premier article ciblé", () => {
  it("suit l'ordre de la liste d'articles en sautant les inconnus", () => {
    const offer = offerOf("free_item", {
      menus: ["m"],
      categories: ["c"],
      items: ["inconnu", "frites-cajun", "soda"],
    });
    expect(firstTargetedItem(offer, catalogue)?.id).toBe("frites-cajun");
  });

  it("prend le premier article du menu dans les catégories ou les menus ciblés", () => {
    expect(firstTargetedItem(offerOf("free_item", { categories: ["poulet"] }), catalogue)).toBe(tenders);
    expect(firstTargetedItem(offerOf("free_item", { menus: ["boissons"] }), catalogue)).toBe(soda);
    expect(firstTargetedItem(offerOf("free_item", { categories: ["pizzas"] }), catalogue)).toBeNull();
  });
});

describe("livraison offerte", () => {
  it("s'applique une fois, par la première offre qui la donne", () => {
    const outcome = apply(
      [lineOf(burger)],
      [offerOf("free_delivery", { id: "a" }), offerOf("free_delivery", { id: "b" })],
    );
    expect(outcome.freeDelivery).toBe(true);
    expect(outcome.appliedOfferIds).toEqual(["a"]);
  });

  it("demande un article ciblé dans le panier", () => {
    const outcome = apply([lineOf(fries)], [offerOf("free_delivery", { categories: ["burgers"] })]);
    expect(outcome.freeDelivery).toBe(false);
  });
});

describe("offres non applicables", () => {
  it("sont ignorées, minimum compris sur le sous-total avant remise", () => {
    const outcome = apply(
      [lineOf(burger)],
      [
        offerOf("percentage", { value: 50, minimumAmount: cents(1000) }),
        offerOf("fixed_amount", { value: cents(500), isActive: false }),
      ],
    );
    expect(outcome.discount).toBe(0);
  });
});

const offerArbitrary: fc.Arbitrary<Offer> = fc.oneof(
  fc.integer({ min: 0, max: 150 }).map((value) => offerOf("percentage", { id: `p${value}`, value })),
  fc
    .integer({ min: 0, max: 10_000 })
    .map((value) => offerOf("fixed_amount", { id: `f${value}`, value: cents(value) })),
  fc.constant(offerOf("buy_one_get_one", { categories: ["burgers"] })),
  fc.constant(offerOf("free_item", { categories: ["boissons"] })),
  fc.constant(offerOf("free_delivery")),
);

const lineArbitrary = fc
  .record({ item: fc.constantFrom(burger, fries, tenders, soda), quantity: fc.integer({ min: 1, max: 10 }) })
  .map(({ item, quantity }) => lineOf(item, quantity));

describe("propriétés des remises", () => {
  it("la remise ne dépasse jamais le sous-total ni aucune ligne, et n'est jamais négative", () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 8 }),
        fc.array(offerArbitrary, { maxLength: 6 }),
        (lines, offers) => {
          const outcome = apply(lines, offers);
          expect(outcome.discount).toBeGreaterThanOrEqual(0);
          expect(outcome.discount).toBeLessThanOrEqual(outcome.subtotal);
          outcome.lineDiscounts.forEach((discount, index) => {
            expect(discount).toBeGreaterThanOrEqual(0);
            expect(discount).toBeLessThanOrEqual(outcome.lineAmounts[index] ?? 0);
          });
          expect(outcome.lineDiscounts.reduce((sum, discount) => sum + discount, 0)).toBe(outcome.discount);
        },
      ),
    );
  });

  it("les parts de chaque offre appliquée font la remise, une part par offre, jamais négative", () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 8 }),
        fc.array(offerArbitrary, { maxLength: 6 }),
        (lines, offers) => {
          const outcome = apply(lines, offers);
          expect(outcome.offerDiscounts.map((part) => part.offerId)).toEqual(outcome.appliedOfferIds);
          for (const part of outcome.offerDiscounts) expect(part.amount).toBeGreaterThanOrEqual(0);
          expect(outcome.offerDiscounts.reduce((sum, part) => sum + part.amount, 0)).toBe(outcome.discount);
        },
      ),
    );
  });
});

describe("la part de chaque offre", () => {
  it("donne à chaque pourcentage les lignes dont il est la meilleure offre, au montant fixe son montant, 0 aux autres", () => {
    const small = offerOf("percentage", { id: "p10", value: 10 });
    const big = offerOf("percentage", { id: "p30", value: 30, categories: ["burgers"] });
    const fixed = offerOf("fixed_amount", { id: "f2", value: cents(200) });
    const free = offerOf("free_item", { id: "gift", categories: ["boissons"] });
    const delivery = offerOf("free_delivery", { id: "ship" });
    const outcome = apply([lineOf(burger), lineOf(fries)], [small, big, fixed, free, delivery]);
    // 30 % de 9,50 € = 2,85 € ; 10 % de 3,50 € = 0,35 € ; puis 2,00 € répartis.
    expect(outcome.offerDiscounts).toEqual([
      { offerId: "p10", amount: 35 },
      { offerId: "p30", amount: 285 },
      { offerId: "f2", amount: 200 },
      { offerId: "gift", amount: 0 },
      { offerId: "ship", amount: 0 },
    ]);
    expect(outcome.discount).toBe(520);
  });

  it("borne le montant fixe à ce qui reste du sous-total", () => {
    const outcome = apply([lineOf(fries)], [offerOf("fixed_amount", { id: "f50", value: cents(5000) })]);
    expect(outcome.offerDiscounts).toEqual([{ offerId: "f50", amount: 350 }]);
  });
});
