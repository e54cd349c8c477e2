import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { offerOf } from "../testing/demo-catalogue.ts";
import { toPublicOffer } from "./offer.ts";

describe("forme publique d'une offre", () => {
  it("garde le type, la valeur et les cibles", () => {
    expect(
      toPublicOffer(
        offerOf("percentage", { value: 20, menus: ["midi"], categories: ["burgers"], items: ["burger"] }),
      ),
    ).toEqual({ isActive: true, type: "percentage", value: 20, items: ["burger"], categories: ["burgers"] });
    expect(toPublicOffer(offerOf("fixed_amount", { value: cents(500), categories: ["burgers"] }))).toEqual({
      isActive: true,
      type: "fixed_amount",
      value: 500,
      items: [],
      categories: ["burgers"],
    });
  });

  it("ne liste les articles que s'ils sont vraiment ciblés", () => {
    expect(
      toPublicOffer(offerOf("buy_one_get_one", { categories: ["burgers"], items: ["burger"] }))?.items,
    ).toEqual([]);
  });

  it("donne 0 comme valeur aux offres sans montant", () => {
    expect(toPublicOffer(offerOf("free_item"))?.value).toBe(0);
  });

  it("ne publie pas la livraison offerte", () => {
    expect(toPublicOffer(offerOf("free_delivery"))).toBeNull();
  });
});
