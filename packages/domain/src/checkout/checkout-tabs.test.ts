import { describe, expect, it } from "vitest";
import { CHECKOUT_TABS, isCheckoutTab, moveTab } from "./checkout-tabs.ts";

describe("onglets du paiement", () => {
  it("vont dans l'ordre type, coordonnées, livraison, paiement, confirmation", () => {
    expect(CHECKOUT_TABS).toEqual(["type", "personal", "delivery", "payment", "confirmation"]);
  });

  it("avancent et reculent d'un pas", () => {
    expect(moveTab("personal", "next")).toEqual({ ok: true, tab: "delivery" });
    expect(moveTab("personal", "prev")).toEqual({ ok: true, tab: "type" });
  });

  it("s'arrêtent aux extrémités", () => {
    expect(moveTab("confirmation", "next")).toEqual({ ok: true, tab: "confirmation" });
    expect(moveTab("type", "prev")).toEqual({ ok: true, tab: "type" });
  });

  it("vont directement à un onglet nommé", () => {
    expect(moveTab("payment", "personal")).toEqual({ ok: true, tab: "personal" });
  });

  it("refusent tout autre nom avec « Onglet invalide »", () => {
    expect(moveTab("type", "panier")).toEqual({ ok: false, message: "Onglet invalide" });
    expect(isCheckoutTab("panier")).toBe(false);
    expect(isCheckoutTab("payment")).toBe(true);
  });
});
