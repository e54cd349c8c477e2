import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { distanceDelivery, zoneDelivery } from "../testing/demo-settings.ts";
import { chooseOrderType, ORDER_TYPE_ADVANCE_DELAY_MS } from "./order-type-step.ts";

const noFlatCharge = { ...distanceDelivery, flatCharge: cents(0) };
const balma = { postalCode: "31130", city: "Balma" };

describe("choix du type de commande", () => {
  it("passe aux coordonnées après une demi-seconde pour un retrait", () => {
    expect(ORDER_TYPE_ADVANCE_DELAY_MS).toBe(500);
    expect(
      chooseOrderType({ mode: "pickup", subtotal: cents(0), delivery: noFlatCharge, destination: null }),
    ).toEqual({
      advance: true,
      mode: "pickup",
    });
  });

  it("reste sur place en livraison sous le minimum sans forfait", () => {
    expect(
      chooseOrderType({ mode: "delivery", subtotal: cents(1000), delivery: noFlatCharge, destination: null }),
    ).toEqual({
      advance: false,
      reason: "below_minimum_order",
      minimumOrder: 1500,
    });
  });

  it("avance en livraison sous le minimum quand un forfait le compense", () => {
    expect(
      chooseOrderType({
        mode: "delivery",
        subtotal: cents(1000),
        delivery: distanceDelivery,
        destination: null,
      }).advance,
    ).toBe(true);
  });

  it("avance en livraison au-dessus du minimum", () => {
    expect(
      chooseOrderType({ mode: "delivery", subtotal: cents(1500), delivery: noFlatCharge, destination: null }),
    ).toEqual({
      advance: true,
      mode: "delivery",
    });
  });

  it("prend le minimum de la zone de l'adresse quand la livraison se fait par zone", () => {
    expect(
      chooseOrderType({
        mode: "delivery",
        subtotal: cents(1800),
        delivery: zoneDelivery,
        destination: balma,
      }),
    ).toEqual({
      advance: false,
      reason: "below_minimum_order",
      minimumOrder: 2000,
    });
  });

  it("reste sur place quand la livraison est désactivée", () => {
    expect(
      chooseOrderType({
        mode: "delivery",
        subtotal: cents(5000),
        delivery: { ...zoneDelivery, active: false },
        destination: null,
      }),
    ).toEqual({
      advance: false,
      reason: "delivery_unavailable",
      message: "La livraison n'est pas disponible pour le moment",
    });
  });
});
