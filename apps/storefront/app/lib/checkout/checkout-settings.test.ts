import { describe, expect, it } from "vitest";
import { menus } from "../../testing/shop-fixture.ts";
import { checkoutSettingsFrom, toDomainMenu } from "./checkout-settings.ts";

describe("ce que la commande lit des réglages", () => {
  it("espèces et carte, le prestataire, la clé publique, les créneaux (livraison et retrait)", () => {
    const settings = checkoutSettingsFrom(
      [
        { name: "payments.cod.active", value: false },
        { name: "payments.stripe.active", value: true },
        { name: "payments.provider", value: "stripe" },
        { name: "payments.stripe.publishable_key", value: "pk_test_abc" },
        { name: "scheduling.show_range", value: true },
        { name: "scheduling.minimum_time", value: 30 },
        { name: "scheduling.remove_last_range", value: true },
        { name: "scheduling.remove_last_range_number", value: 1 },
        { name: "scheduling.pickup_show_range", value: false },
        { name: "scheduling.pickup_minimum_time", value: 15 },
      ],
      menus,
    );
    expect(settings).toMatchObject({
      cashOffered: false,
      cardOffered: true,
      provider: "stripe",
      publishableKey: "pk_test_abc",
    });
    expect(settings.scheduling.delivery).toEqual({
      showRange: true,
      removeFirst: false,
      removeFirstCount: 0,
      removeLast: true,
      removeLastCount: 1,
      minimumTime: 30,
    });
    expect(settings.scheduling.pickup).toMatchObject({ showRange: false, minimumTime: 15 });
    expect(settings.menus.map((menu) => menu.id)).toEqual(["1", "2"]);
  });

  it("sans réglages : espèces oui, carte non, le mode démo", () => {
    expect(checkoutSettingsFrom([], [])).toMatchObject({
      cashOffered: true,
      cardOffered: false,
      provider: "demo",
      publishableKey: null,
    });
  });

  it("une carte garde ses horaires de livraison et de retrait, et compte comme proposée", () => {
    const [lunch] = menus;
    if (!lunch) throw new Error("jeu d'essai vide");
    const menu = toDomainMenu({ ...lunch, menu_is_available: false });
    expect(menu.isAvailable).toBe(true);
    expect(menu.hours.mon).toEqual([{ start: "11:00", end: "14:30" }]);
    expect(menu.pickupHours.mon).toEqual([]);
  });
});
