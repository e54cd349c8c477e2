// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { chooseDeliveryAddress, destinationOf } from "./location-actions.ts";
import { chooseMode, LOCATION_STORAGE_KEY, locationStore } from "./location-store.ts";

const address = {
  distance: 1.2,
  duration: 6,
  unit: "km" as const,
  delivery_cost: 1.5,
  formatted_address: "12 Rue de Marseille, 69007 Lyon",
  address: "12 Rue de Marseille",
  address2: "",
  city: "Lyon",
  state: "",
  postal_code: "69007",
  country: "France",
  lat: 45.75,
  lng: 4.84,
};

beforeEach(() => {
  localStorage.clear();
  locationStore.reload();
});

describe("le choix à emporter ou en livraison", () => {
  it("vaut « à emporter » par défaut", () => {
    expect(locationStore.get()).toEqual({ mode: "pickup", _distance: null });
    expect(destinationOf(locationStore.get())).toBeNull();
  });

  it("est gardé sous « location », où l'on lit _distance.address", () => {
    chooseDeliveryAddress(address);
    const stored = JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? "null");
    expect(stored.mode).toBe("delivery");
    expect(stored._distance.address).toBe("12 Rue de Marseille");
    expect(destinationOf(locationStore.get())).toEqual({ postalCode: "69007", city: "Lyon", distance: 1.2 });
  });

  it("repasser à emporter garde l'adresse pour plus tard, sans frais de livraison", () => {
    chooseDeliveryAddress(address);
    chooseMode("pickup");
    expect(locationStore.get()._distance?.postal_code).toBe("69007");
    expect(destinationOf(locationStore.get())).toBeNull();
  });

  it("un stockage mal formé redonne « à emporter »", () => {
    localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ mode: "drone", _distance: { address: 3 } }));
    locationStore.reload();
    expect(locationStore.get()).toEqual({ mode: "pickup", _distance: null });
  });
});
