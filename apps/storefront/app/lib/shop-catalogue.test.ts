import { offerTarget } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { bowl, offers, settings } from "../testing/shop-fixture.ts";
import {
  deliverySettingsFrom,
  taxSettingsFrom,
  toAutomaticOffers,
  toBadgeOffers,
  toCouponOffer,
  toMenuItem,
} from "./shop-catalogue.ts";

const [bogoPayload] = offers;
if (!bogoPayload) throw new Error("le jeu d'essai a une offre");

describe("des réponses de l'API aux formes du domaine", () => {
  it("un article : euros en centimes, identifiants en texte, choix avec leur maximum", () => {
    const item = toMenuItem(bowl);
    expect(item).toMatchObject({ id: "1", menuId: "1", categoryId: "10", isAvailable: true });
    expect(item.price).toEqual({ pickup: 950, delivery: 1050, taxRate: 10 });
    expect(item.optionGroups[2]?.choices[0]).toEqual({
      id: "1021",
      name: "Samouraï",
      price: 50,
      maxQuantity: 2,
    });
  });

  it("une offre automatique qui nomme menus, catégories et articles vise ces articles", () => {
    const [bogo] = toAutomaticOffers(offers);
    expect(bogo && offerTarget(bogo)).toEqual({ kind: "items", ids: ["3"] });
    const byCategory = toAutomaticOffers([{ ...bogoPayload, menus: [], items: [], categories: [10] }])[0];
    expect(byCategory && offerTarget(byCategory)).toEqual({ kind: "categories", ids: ["10"] });
  });

  it("une offre garde ses jours, sa plage horaire et son mode : le panier la juge comme le serveur", () => {
    const [happyHour] = toAutomaticOffers([
      {
        ...bogoPayload,
        type: "percentage",
        value: 15,
        allow_repeat: true,
        active_times: { days: ["tue", "wed"], start: "18:00", end: "19:30" },
        delivery_pickup: "pickup",
      },
    ]);
    expect(happyHour).toMatchObject({
      type: "percentage",
      value: 15,
      allowRepeat: true,
      activeTimes: { days: ["tue", "wed"], start: "18:00", end: "19:30" },
      deliveryPickup: "pickup",
    });
  });

  it("un code promo accepté devient l'offre entière avec son code, montants en centimes", () => {
    const offer = toCouponOffer({
      ...bogoPayload,
      id: 3,
      code: "BIENVENUE5",
      name: "5 € offerts",
      type: "fixed_amount",
      value: 5,
      auto_apply: false,
      minimum_amount: 20,
      menus: [],
      categories: [],
      items: [],
    });
    expect(offer).toMatchObject({
      code: "BIENVENUE5",
      autoApply: false,
      type: "fixed_amount",
      value: 500,
      minimumAmount: 2000,
    });
    expect(offerTarget(offer)).toEqual({ kind: "whole_order" });
  });

  it("les badges lisent les montants fixes en centimes, et la livraison offerte n'en a pas", () => {
    expect(toBadgeOffers([{ ...bogoPayload, type: "fixed_amount", value: 2.5 }])[0]?.value).toBe(250);
    expect(toBadgeOffers([{ ...bogoPayload, type: "free_delivery" }])).toEqual([]);
  });

  it("les réglages de livraison et de TVA", () => {
    const delivery = deliverySettingsFrom(settings);
    expect(delivery).toMatchObject({
      active: true,
      calculation: "zone_based",
      minimumOrder: 1500,
      flatCharge: 250,
      maxDistance: 6,
    });
    expect(delivery.zones[0]).toEqual({
      name: "Lyon 7e",
      city: "Lyon",
      postalCode: "69007",
      deliveryFee: 150,
      flatCharge: 250,
      minimumOrder: 1500,
    });
    expect(taxSettingsFrom(settings)).toEqual({ mode: "inclusive", defaultRate: 10 });
    expect(taxSettingsFrom([{ name: "tax.inclusive", value: false }]).mode).toBe("exclusive");
    expect(taxSettingsFrom([{ name: "tax.enabled", value: false }]).mode).toBe("disabled");
    expect(deliverySettingsFrom([]).active).toBe(false);
  });
});
