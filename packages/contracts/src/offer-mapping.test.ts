import { cents, type Offer } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { offerFromPayload, offerToPayload } from "./offer-mapping.ts";
import { offerPayloadSchema } from "./offers.ts";

const base = {
  name: "Offre",
  code: null,
  isActive: true,
  autoApply: true,
  allowRepeat: false,
  activeTimes: { days: [], start: null, end: null },
  deliveryPickup: "both" as const,
  minimumAmount: cents(0),
  menus: [],
  categories: [],
  items: [],
};

const offers: Offer[] = [
  { ...base, id: "1", type: "buy_one_get_one", menus: ["2"], categories: ["5"], items: ["19"] },
  {
    ...base,
    id: "2",
    type: "percentage",
    value: 15,
    allowRepeat: true,
    deliveryPickup: "pickup",
    activeTimes: { days: ["tue", "wed"], start: "18:00", end: "19:30" },
    categories: ["7"],
  },
  {
    ...base,
    id: "3",
    type: "fixed_amount",
    value: cents(500),
    minimumAmount: cents(2000),
    menus: ["1", "2"],
  },
  {
    ...base,
    id: "4",
    type: "free_item",
    minimumAmount: cents(2500),
    items: ["40"],
    categories: ["9"],
    menus: ["3"],
  },
  { ...base, id: "5", type: "free_delivery", deliveryPickup: "delivery", minimumAmount: cents(3000) },
];

describe("une offre entre le domaine et l'API", () => {
  it.each(offers.map((offer) => [offer.type, offer] as const))(
    "%s fait l'aller-retour sans rien perdre, montants en euros dans l'API",
    (_type, offer) => {
      const payload = offerPayloadSchema.parse(offerToPayload(offer, "description"));
      expect(offerFromPayload(payload)).toEqual(offer);
    },
  );

  it("exprime les montants en euros à deux décimales", () => {
    const payload = offerToPayload(offers[2] as Offer, "");
    expect(payload).toMatchObject({ value: 5, minimum_amount: 20 });
  });

  it("garde le code d'un coupon", () => {
    const payload = {
      ...offerToPayload({ ...base, id: "9", type: "percentage", value: 20 }, ""),
      code: "PIMENT20",
    };
    expect(offerFromPayload(payload)).toMatchObject({ code: "PIMENT20", autoApply: true, value: 20 });
  });
});
