import { describe, expect, it } from "vitest";
import { restaurantOf } from "./restaurant.ts";
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
