import { describe, expect, it } from "vitest";
import { zoneDelivery } from "../testing/demo-settings.ts";
import { zoneForAddress } from "./delivery-zone.ts";

const zones = zoneDelivery.zones;

describe("zone de livraison d'une adresse", () => {
  it("se trouve par le code postal, espaces ignorés", () => {
    expect(zoneForAddress(zones, "31 000", null)?.name).toBe("Centre");
  });

  it("départage deux zones d'un même code postal par la ville, sans accents ni casse", () => {
    expect(zoneForAddress(zones, "31130", "QUINT-FONSEGRIVES")?.name).toBe("Quint-Fonsegrives");
    expect(zoneForAddress(zones, "31130", "Balma")?.name).toBe("Balma");
  });

  it("prend la première zone du code postal quand la ville ne correspond pas", () => {
    expect(zoneForAddress(zones, "31130", "Toulouse")?.name).toBe("Balma");
  });

  it("n'existe pas pour un code postal non desservi", () => {
    expect(zoneForAddress(zones, "75001", "Paris")).toBeNull();
  });
});
