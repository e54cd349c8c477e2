import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { offerOf } from "../testing/demo-catalogue.ts";
import type { OfferContext } from "./applicability.ts";
import { type CouponStatus, couponRefusalMessage, couponStatus } from "./coupon-status.ts";

const context: OfferContext = {
  mode: "delivery",
  subtotal: cents(1500),
  coupon: "PIMENT10",
  now: new Date("2026-06-12T10:30:00Z"),
  timeZone: "Europe/Paris",
};
const coupon = offerOf("percentage", { id: "c1", autoApply: false, code: "PIMENT10" });

describe("statut du code promo", () => {
  it("n'est pas vérifié sans code saisi", () => {
    expect(couponStatus([coupon], { ...context, coupon: null })).toEqual({ state: "unchecked" });
    expect(couponStatus([coupon], { ...context, coupon: "  " })).toEqual({ state: "unchecked" });
  });

  it("est valable quand une offre avec ce code s'applique", () => {
    expect(couponStatus([coupon], context)).toEqual({ state: "valid", offerId: "c1" });
  });

  it("est inconnu quand aucune offre n'a ce code", () => {
    expect(couponStatus([coupon], { ...context, coupon: "AUTRE" })).toEqual({
      state: "invalid",
      reason: "unknown",
    });
  });

  it("donne la raison du refus de la première offre qui a ce code", () => {
    const high = { ...coupon, minimumAmount: cents(2000) };
    expect(couponStatus([high], context)).toEqual({
      state: "invalid",
      reason: "below_minimum",
      offerId: "c1",
      minimumAmount: 2000,
      deliveryPickup: "both",
    });
  });

  it("retient une offre valable même si une autre avec le même code ne l'est pas", () => {
    const inactive = { ...coupon, id: "c0", isActive: false };
    expect(couponStatus([inactive, coupon], context)).toEqual({ state: "valid", offerId: "c1" });
  });
});

describe("message du code promo refusé", () => {
  const invalid = (
    reason: Exclude<CouponStatus & { state: "invalid" }, { reason: "unknown" }>["reason"],
    extra = {},
  ) =>
    ({
      state: "invalid",
      reason,
      offerId: "c1",
      minimumAmount: cents(2000),
      deliveryPickup: "both",
      ...extra,
    }) as CouponStatus;

  it("ne dit rien quand le code est valable ou absent", () => {
    expect(couponRefusalMessage({ state: "unchecked" })).toBeNull();
    expect(couponRefusalMessage({ state: "valid", offerId: "c1" })).toBeNull();
  });

  it("explique chaque refus en français", () => {
    expect(couponRefusalMessage({ state: "invalid", reason: "unknown" })).toBe("Ce code promo n'existe pas");
    expect(couponRefusalMessage(invalid("inactive"))).toBe("Ce code promo n'est plus valable");
    expect(couponRefusalMessage(invalid("wrong_day"))).toBe(
      "Ce code promo n'est pas valable à cette heure-ci",
    );
    expect(couponRefusalMessage(invalid("outside_hours"))).toBe(
      "Ce code promo n'est pas valable à cette heure-ci",
    );
    expect(couponRefusalMessage(invalid("wrong_mode", { deliveryPickup: "pickup" }))).toBe(
      "Ce code promo n'est valable que pour une commande à emporter",
    );
    expect(couponRefusalMessage(invalid("wrong_mode", { deliveryPickup: "delivery" }))).toBe(
      "Ce code promo n'est valable que pour une livraison",
    );
    expect(couponRefusalMessage(invalid("below_minimum"))).toBe(
      "Ce code promo est valable à partir de 20,00\u00a0€ d'achat",
    );
    expect(couponRefusalMessage(invalid("needs_account"))).toBe(
      "Cette offre de bienvenue demande un compte : connectez-vous ou créez-en un",
    );
    expect(couponRefusalMessage(invalid("not_first_order"))).toBe(
      "Cette offre est réservée à votre première commande",
    );
  });
});
