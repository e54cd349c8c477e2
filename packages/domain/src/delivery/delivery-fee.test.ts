import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { distanceDelivery, zoneDelivery } from "../testing/demo-settings.ts";
import {
  deliveryCharges,
  deliveryCostForDistance,
  deliveryCostTo,
  deliveryFee,
  isTooFar,
  lowestDeliveryFee,
} from "./delivery-fee.ts";
import { distanceInUnit } from "./delivery-settings.ts";

const toulouse = { postalCode: "31000", city: "Toulouse", distance: 2 };

describe("frais de livraison", () => {
  it("sont nuls à emporter", () => {
    expect(
      deliveryFee({
        mode: "pickup",
        subtotal: cents(0),
        freeDelivery: false,
        settings: zoneDelivery,
        destination: null,
      }),
    ).toEqual({ ok: true, fee: 0 });
  });

  it("sont refusés quand la livraison est désactivée ou sans adresse", () => {
    const base = { mode: "delivery" as const, subtotal: cents(2000), freeDelivery: false };
    expect(
      deliveryFee({ ...base, settings: { ...zoneDelivery, active: false }, destination: toulouse }),
    ).toEqual({
      ok: false,
      problem: "delivery_unavailable",
    });
    expect(deliveryFee({ ...base, settings: zoneDelivery, destination: null })).toEqual({
      ok: false,
      problem: "address_needed",
    });
  });

  describe("par zone", () => {
    const base = { mode: "delivery" as const, freeDelivery: false, settings: zoneDelivery };

    it("valent les frais de la zone au-dessus de son minimum", () => {
      expect(deliveryFee({ ...base, subtotal: cents(1500), destination: toulouse })).toEqual({
        ok: true,
        fee: 250,
      });
    });

    it("ajoutent le forfait de la zone sous son minimum", () => {
      expect(deliveryFee({ ...base, subtotal: cents(1499), destination: toulouse })).toEqual({
        ok: true,
        fee: 550,
      });
    });

    it("se lisent en deux parts : les frais de la zone et le supplément petite commande", () => {
      expect(deliveryCharges({ ...base, subtotal: cents(1499), destination: toulouse })).toEqual({
        ok: true,
        cost: 250,
        smallOrderCharge: 300,
      });
      expect(deliveryCharges({ ...base, subtotal: cents(1500), destination: toulouse })).toEqual({
        ok: true,
        cost: 250,
        smallOrderCharge: 0,
      });
    });

    it("sont nuls avec la livraison offerte", () => {
      expect(
        deliveryFee({ ...base, freeDelivery: true, subtotal: cents(100), destination: toulouse }),
      ).toEqual({
        ok: true,
        fee: 0,
      });
    });

    it("choisissent la zone de la ville quand deux partagent un code postal", () => {
      const quint = { postalCode: "31130", city: "Quint Fonsegrives", distance: null };
      expect(deliveryFee({ ...base, subtotal: cents(3000), destination: quint })).toEqual({
        ok: true,
        fee: 490,
      });
    });

    it("refusent une adresse hors zone ou sans code postal", () => {
      expect(
        deliveryFee({ ...base, subtotal: cents(3000), destination: { ...toulouse, postalCode: "75001" } }),
      ).toEqual({
        ok: false,
        problem: "no_zone",
      });
      expect(
        deliveryFee({ ...base, subtotal: cents(3000), destination: { ...toulouse, postalCode: null } }),
      ).toEqual({
        ok: false,
        problem: "address_needed",
      });
    });

    it("refusent aussi une adresse trop loin quand une distance maximale est fixée", () => {
      const settings = { ...zoneDelivery, maxDistance: 1 };
      expect(deliveryFee({ ...base, settings, subtotal: cents(3000), destination: toulouse })).toEqual({
        ok: false,
        problem: "too_far",
      });
    });
  });

  describe("à la distance", () => {
    const base = { mode: "delivery" as const, freeDelivery: false, settings: distanceDelivery };

    it("valent le coût de livraison au-dessus du minimum de commande", () => {
      // 1,50 € + 0,60 € × 2 km = 2,70 €
      expect(deliveryFee({ ...base, subtotal: cents(1500), destination: toulouse })).toEqual({
        ok: true,
        fee: 270,
      });
    });

    it("ajoutent le forfait sous le minimum de commande", () => {
      expect(deliveryFee({ ...base, subtotal: cents(1000), destination: toulouse })).toEqual({
        ok: true,
        fee: 470,
      });
    });

    it("sont nuls avec la livraison offerte", () => {
      expect(
        deliveryFee({ ...base, freeDelivery: true, subtotal: cents(1000), destination: toulouse }),
      ).toEqual({
        ok: true,
        fee: 0,
      });
    });

    it("refusent une adresse au-delà de la distance maximale", () => {
      expect(
        deliveryFee({ ...base, subtotal: cents(3000), destination: { ...toulouse, distance: 8.01 } }),
      ).toEqual({
        ok: false,
        problem: "too_far",
      });
      expect(
        deliveryFee({ ...base, subtotal: cents(3000), destination: { ...toulouse, distance: 8 } }).ok,
      ).toBe(true);
    });

    it("attendent la distance mesurée", () => {
      expect(
        deliveryFee({ ...base, subtotal: cents(3000), destination: { ...toulouse, distance: null } }),
      ).toEqual({
        ok: false,
        problem: "address_needed",
      });
    });
  });
});

describe("coût d'une livraison à la distance", () => {
  it("vaut le forfait de base plus le prix par unité fois la distance, arrondi au centime", () => {
    expect(deliveryCostForDistance(0, distanceDelivery)).toBe(150);
    // 0,60 € × 3,7 km = 2,22 €
    expect(deliveryCostForDistance(3.7, distanceDelivery)).toBe(372);
    // 0,60 € × 2,0125 km = 1,2075 € → 1,21 €
    expect(deliveryCostForDistance(2.0125, distanceDelivery)).toBe(271);
  });

  it("ne compte pas une distance négative", () => {
    expect(deliveryCostForDistance(-3, distanceDelivery)).toBe(150);
  });
});

describe("adresse trop éloignée", () => {
  it("quand la distance dépasse la distance maximale, sans limite quand elle n'est pas fixée", () => {
    expect(isTooFar(9, { maxDistance: 8 })).toBe(true);
    expect(isTooFar(8, { maxDistance: 8 })).toBe(false);
    expect(isTooFar(500, { maxDistance: null })).toBe(false);
  });

  it("compare dans l'unité des réglages, kilomètres ou miles", () => {
    expect(distanceInUnit(16.09344, "miles")).toBeCloseTo(10, 10);
    expect(distanceInUnit(12, "km")).toBe(12);
  });
});

describe("coût d'une livraison selon le mode de calcul", () => {
  it("par zone : les frais de la zone de l'adresse, inconnus hors zone", () => {
    const zone = zoneDelivery.zones[0];
    expect(deliveryCostTo(zoneDelivery, toulouse)).toBe(zone?.deliveryFee);
    expect(deliveryCostTo(zoneDelivery, { ...toulouse, postalCode: "75001" })).toBeNull();
  });
  it("à la distance : le coût de la distance, inconnu tant qu'elle n'est pas mesurée", () => {
    expect(deliveryCostTo(distanceDelivery, toulouse)).toBe(deliveryCostForDistance(2, distanceDelivery));
    expect(deliveryCostTo(distanceDelivery, { ...toulouse, distance: null })).toBeNull();
  });
  it("ne regarde pas les zones quand la livraison se paie à la distance", () => {
    const both = { ...distanceDelivery, zones: zoneDelivery.zones };
    expect(deliveryCostTo(both, toulouse)).toBe(deliveryCostForDistance(2, both));
  });
});

describe("livraison « dès »", () => {
  it("vaut les frais de la zone la moins chère quand la livraison se fait par zone", () => {
    const cheapest = Math.min(...zoneDelivery.zones.map((zone) => zone.deliveryFee));
    expect(lowestDeliveryFee(zoneDelivery)).toBe(cheapest);
    expect(lowestDeliveryFee({ ...zoneDelivery, zones: [] })).toBeNull();
  });
  it("vaut le forfait de base à la distance, même si des zones sont listées", () => {
    expect(lowestDeliveryFee({ ...distanceDelivery, zones: zoneDelivery.zones })).toBe(
      distanceDelivery.baseFee,
    );
  });
});
