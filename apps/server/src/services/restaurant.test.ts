import { offerPayloadSchema } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { offerRowPayload, restaurantOf } from "./restaurant.ts";
import type { RestaurantSnapshot } from "./restaurant-snapshot.ts";

function snapshotWith(settings: Record<string, unknown>): RestaurantSnapshot {
  return { settings: new Map(Object.entries(settings)), zones: [], menus: [], offers: [] };
}

describe("réglages de livraison lus en base", () => {
  it("lisent les montants en centimes, l'unité et la distance maximale", () => {
    const settings = restaurantOf(
      snapshotWith({
        "features.delivery.active": true,
        "features.delivery.calculation_type": "distance",
        "features.delivery.minimum_order": 1500,
        "features.delivery.flat_charge": 250,
        "features.delivery.max_distance": 8,
        "features.delivery.unit": "miles",
        "features.delivery.base_fee": 200,
        "features.delivery.fee_per_unit": 50,
      }),
    ).delivery;
    expect(settings).toEqual({
      active: true,
      calculation: "distance_based",
      minimumOrder: 1500,
      flatCharge: 250,
      maxDistance: 8,
      unit: "miles",
      baseFee: 200,
      feePerUnit: 50,
      zones: [],
    });
  });

  it("prennent des valeurs sûres quand un réglage manque ou ne veut rien dire", () => {
    const settings = restaurantOf(
      snapshotWith({ "features.delivery.max_distance": 0, "features.delivery.base_fee": "deux" }),
    ).delivery;
    expect(settings).toMatchObject({ active: false, maxDistance: null, unit: "km", baseFee: 0 });
    expect(restaurantOf(snapshotWith({})).roadFactor).toBe(1.3);
    expect(restaurantOf(snapshotWith({ "features.delivery.road_factor": 0.2 })).roadFactor).toBe(1.3);
    expect(restaurantOf(snapshotWith({ "features.delivery.road_factor": 1.6 })).roadFactor).toBe(1.6);
  });

  it("placent le restaurant par contacts.latitude et contacts.longitude", () => {
    expect(
      restaurantOf(snapshotWith({ "contacts.latitude": 45.7536, "contacts.longitude": 4.8466 })).position,
    ).toEqual({
      lat: 45.7536,
      lng: 4.8466,
    });
    expect(restaurantOf(snapshotWith({ "contacts.latitude": 45.7536 })).position).toBeNull();
    expect(
      restaurantOf(snapshotWith({ "contacts.latitude": 145, "contacts.longitude": 4 })).position,
    ).toBeNull();
  });
});

type OfferRow = RestaurantSnapshot["offers"][number];

const row = (fields: Partial<OfferRow> & Pick<OfferRow, "id" | "type">): OfferRow => ({
  key: `offre-${fields.id}`,
  name: "Offre",
  description: "",
  value: 0,
  code: null,
  isActive: true,
  firstOrder: false,
  autoApply: true,
  allowRepeat: false,
  days: [],
  startsAt: null,
  endsAt: null,
  deliveryPickup: "both",
  minimumAmount: 0,
  menuIds: [],
  categoryIds: [],
  itemIds: [],
  position: 0,
  ...fields,
});

describe("offres lues en base", () => {
  const rows: OfferRow[] = [
    row({ id: 1, type: "buy_one_get_one", menuIds: [2], categoryIds: [5], itemIds: [19] }),
    row({
      id: 2,
      type: "percentage",
      value: 15,
      allowRepeat: true,
      deliveryPickup: "pickup",
      days: ["tue", "wed"],
      startsAt: "18:00",
      endsAt: "19:30",
      categoryIds: [7],
    }),
    row({
      id: 3,
      type: "fixed_amount",
      value: 500,
      minimumAmount: 2000,
      code: "BIENVENUE5",
      autoApply: false,
    }),
    row({ id: 4, type: "free_item", minimumAmount: 2500, itemIds: [40], categoryIds: [9], menuIds: [3] }),
    row({ id: 5, type: "free_delivery", deliveryPickup: "delivery", minimumAmount: 3000 }),
  ];

  it("passent par leur forme publique, montants en euros, et arrivent entières dans le modèle", () => {
    for (const offer of rows) {
      const { code, ...payload } = offerRowPayload(offer);
      expect(offerPayloadSchema.parse(payload)).toEqual(payload);
      expect(code).toBe(offer.code);
    }
    expect(offerRowPayload(rows[2] as OfferRow)).toMatchObject({ value: 5, minimum_amount: 20 });
    const restaurant = restaurantOf({ ...snapshotWith({}), offers: rows });
    expect(restaurant.offers.map((offer) => offer.id)).toEqual(["1", "2", "3", "4", "5"]);
    expect(restaurant.offers[1]).toMatchObject({
      type: "percentage",
      value: 15,
      allowRepeat: true,
      deliveryPickup: "pickup",
      activeTimes: { days: ["tue", "wed"], start: "18:00", end: "19:30" },
      categories: ["7"],
    });
    expect(restaurant.offers[2]).toMatchObject({
      code: "BIENVENUE5",
      autoApply: false,
      value: 500,
      minimumAmount: 2000,
    });
    expect(restaurant.offers[0]?.code).toBeNull();
  });
});
