import { cents, type DeliverySettings } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import type { LocatedAddress } from "../adapters/geo/geo.ts";
import { distanceResult } from "./delivery-quote.ts";

const byZone: DeliverySettings = {
  active: true,
  calculation: "zone_based",
  minimumOrder: cents(1500),
  flatCharge: cents(250),
  maxDistance: 6,
  unit: "km",
  baseFee: cents(200),
  feePerUnit: cents(50),
  zones: [
    {
      name: "Lyon 7e",
      city: "Lyon",
      postalCode: "69007",
      deliveryFee: cents(150),
      flatCharge: cents(250),
      minimumOrder: cents(1500),
    },
  ],
};
const byDistance: DeliverySettings = { ...byZone, calculation: "distance_based", zones: [] };

const marseille: LocatedAddress = {
  label: "12 Rue de Marseille, 69007 Lyon",
  street: "12 Rue de Marseille",
  postalCode: "69007",
  city: "Lyon",
  region: "Auvergne-Rhône-Alpes",
  country: "France",
  lat: 45.751,
  lng: 4.842,
};
const villeurbanne: LocatedAddress = { ...marseille, postalCode: "69100", city: "Villeurbanne" };

describe("résultat de distance d'une adresse", () => {
  it("reprend l'adresse trouvée dans les champs de la spécification", () => {
    const result = distanceResult(byZone, marseille, { meters: 3287, seconds: 600 });
    expect(result).toMatchObject({
      formatted_address: "12 Rue de Marseille, 69007 Lyon",
      address: "12 Rue de Marseille",
      address2: "",
      city: "Lyon",
      state: "Auvergne-Rhône-Alpes",
      postal_code: "69007",
      country: "France",
      lat: 45.751,
      lng: 4.842,
      unit: "km",
    });
  });

  it("donne la distance dans l'unité du restaurant avec deux décimales, et la durée en minutes entamées", () => {
    const route = { meters: 3287, seconds: 601 };
    expect(distanceResult(byDistance, marseille, route)).toMatchObject({ distance: 3.29, duration: 11 });
    // 3 287 m = 2,042… miles
    expect(distanceResult({ ...byDistance, unit: "miles" }, marseille, route)).toMatchObject({
      distance: 2.04,
      unit: "miles",
    });
  });

  it("à la distance : frais de base plus prix par unité fois la distance affichée", () => {
    // 2,00 € + 0,50 € × 3,29 km = 3,645 € → 3,65 € (demi-centime arrondi au-dessus)
    expect(distanceResult(byDistance, marseille, { meters: 3287, seconds: 600 })).toMatchObject({
      delivery_cost: 3.65,
      too_far: false,
      in_zone: null,
      deliverable: true,
    });
    // 2,00 € + 0,50 € × 2,04 miles = 3,02 €
    expect(
      distanceResult({ ...byDistance, unit: "miles" }, marseille, { meters: 3287, seconds: 600 })
        .delivery_cost,
    ).toBe(3.02);
  });

  it("par zone : les frais de la zone du code postal, sans le forfait du minimum de commande", () => {
    expect(distanceResult(byZone, marseille, { meters: 3287, seconds: 600 })).toMatchObject({
      delivery_cost: 1.5,
      in_zone: true,
      deliverable: true,
    });
  });

  it("par zone : un code postal hors zone ne se livre pas, comme une adresse trop loin", () => {
    expect(distanceResult(byZone, villeurbanne, { meters: 3287, seconds: 600 })).toMatchObject({
      delivery_cost: 0,
      too_far: false,
      in_zone: false,
      deliverable: false,
    });
  });

  it("marque trop loin au-delà de la distance maximale, pas à la distance maximale", () => {
    expect(distanceResult(byDistance, marseille, { meters: 6000, seconds: 600 })).toMatchObject({
      distance: 6,
      too_far: false,
      deliverable: true,
    });
    expect(distanceResult(byDistance, marseille, { meters: 6010, seconds: 600 })).toMatchObject({
      distance: 6.01,
      too_far: true,
      deliverable: false,
    });
    expect(
      distanceResult({ ...byDistance, maxDistance: null }, marseille, { meters: 60_000, seconds: 600 })
        .too_far,
    ).toBe(false);
  });

  it("ne se livre pas quand la livraison est désactivée", () => {
    expect(
      distanceResult({ ...byZone, active: false }, marseille, { meters: 1000, seconds: 60 }).deliverable,
    ).toBe(false);
  });
});
