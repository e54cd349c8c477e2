import { describe, expect, it } from "vitest";
import { distanceDelivery, zoneDelivery } from "../testing/demo-settings.ts";
import { deliveryZoneFor } from "./delivery-zone.ts";
import { minimumOrderFor } from "./minimum-order.ts";

const balma = { postalCode: "31130", city: "Balma" };

describe("zone qui décide d'une livraison", () => {
  it("est celle de l'adresse quand la livraison se fait par zone", () => {
    expect(deliveryZoneFor(zoneDelivery, balma)?.name).toBe("Balma");
  });
  it("n'existe pas sans code postal, hors zone, ou quand la livraison se paie à la distance", () => {
    expect(deliveryZoneFor(zoneDelivery, null)).toBeNull();
    expect(deliveryZoneFor(zoneDelivery, { postalCode: null, city: "Balma" })).toBeNull();
    expect(deliveryZoneFor(zoneDelivery, { postalCode: "75001", city: "Paris" })).toBeNull();
    expect(deliveryZoneFor({ ...distanceDelivery, zones: zoneDelivery.zones }, balma)).toBeNull();
  });
});

describe("minimum de commande d'une livraison", () => {
  it("est celui de la zone de l'adresse quand la livraison se fait par zone", () => {
    const zone = zoneDelivery.zones[1];
    expect(minimumOrderFor(zoneDelivery, balma)).toEqual({
      minimumOrder: zone?.minimumOrder,
      flatCharge: zone?.flatCharge,
    });
  });
  it("est celui des réglages sans zone connue, ou à la distance", () => {
    const settings = { minimumOrder: zoneDelivery.minimumOrder, flatCharge: zoneDelivery.flatCharge };
    expect(minimumOrderFor(zoneDelivery, null)).toEqual(settings);
    expect(minimumOrderFor(zoneDelivery, { postalCode: "75001", city: "Paris" })).toEqual(settings);
    expect(minimumOrderFor({ ...distanceDelivery, zones: zoneDelivery.zones }, balma)).toEqual({
      minimumOrder: distanceDelivery.minimumOrder,
      flatCharge: distanceDelivery.flatCharge,
    });
  });
});
