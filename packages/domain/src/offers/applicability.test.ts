import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../money/cents.ts";
import { offerOf } from "../testing/demo-catalogue.ts";
import {
  couponMatches,
  isOfferApplicable,
  isWithinDailyWindow,
  normaliseCouponCode,
  type OfferContext,
  offerRefusal,
} from "./applicability.ts";

// Friday 2026-06-12 at 12:30 in Paris (10:30 UTC, summer time).
const context: OfferContext = {
  mode: "delivery",
  subtotal: cents(2500),
  coupon: null,
  now: new Date("2026-06-12T10:30:00Z"),
  timeZone: "Europe/Paris",
};

describe("une offre s'applique", () => {
  it("quand elle est active, automatique, sans conditions", () => {
    expect(offerRefusal(offerOf("percentage"), context)).toBeNull();
    expect(isOfferApplicable(offerOf("percentage"), context)).toBe(true);
  });

  it("pas quand elle est inactive", () => {
    expect(offerRefusal(offerOf("percentage", { isActive: false }), context)).toBe("inactive");
  });

  it("seulement les jours listés, dans le fuseau du restaurant", () => {
    expect(
      offerRefusal(
        offerOf("percentage", { activeTimes: { days: ["fri"], start: null, end: null } }),
        context,
      ),
    ).toBeNull();
    expect(
      offerRefusal(
        offerOf("percentage", { activeTimes: { days: ["mon", "sat"], start: null, end: null } }),
        context,
      ),
    ).toBe("wrong_day");
    // Friday 23:30 UTC is already Saturday in Paris.
    const lateFriday = { ...context, now: new Date("2026-06-12T23:30:00Z") };
    expect(
      offerRefusal(
        offerOf("percentage", { activeTimes: { days: ["sat"], start: null, end: null } }),
        lateFriday,
      ),
    ).toBeNull();
  });

  it("sans coupon seulement si elle est automatique, sinon avec son code", () => {
    const coupon = offerOf("percentage", { autoApply: false, code: "PIMENT10" });
    expect(offerRefusal(coupon, context)).toBe("not_entered");
    expect(offerRefusal(coupon, { ...context, coupon: "MAUVAIS" })).toBe("not_entered");
    expect(offerRefusal(coupon, { ...context, coupon: " piment10 " })).toBeNull();
  });

  it("dans sa fenêtre horaire quand elle se répète", () => {
    const happyHour = offerOf("percentage", {
      allowRepeat: true,
      activeTimes: { days: [], start: "12:00", end: "14:00" },
    });
    expect(offerRefusal(happyHour, context)).toBeNull();
    expect(offerRefusal(happyHour, { ...context, now: new Date("2026-06-12T13:00:00Z") })).toBe(
      "outside_hours",
    );
    // Without allow_repeat the window is not checked.
    expect(
      offerRefusal(
        { ...happyHour, allowRepeat: false },
        { ...context, now: new Date("2026-06-12T13:00:00Z") },
      ),
    ).toBeNull();
  });

  it("pour le bon mode de commande", () => {
    expect(offerRefusal(offerOf("percentage", { deliveryPickup: "delivery" }), context)).toBeNull();
    expect(offerRefusal(offerOf("percentage", { deliveryPickup: "pickup" }), context)).toBe("wrong_mode");
    expect(
      offerRefusal(offerOf("percentage", { deliveryPickup: "pickup" }), { ...context, mode: "pickup" }),
    ).toBeNull();
  });

  it("quand le sous-total atteint le minimum", () => {
    expect(offerRefusal(offerOf("percentage", { minimumAmount: cents(2500) }), context)).toBeNull();
    expect(offerRefusal(offerOf("percentage", { minimumAmount: cents(2501) }), context)).toBe(
      "below_minimum",
    );
  });
});

describe("fenêtre horaire quotidienne", () => {
  const window = (start: string | null, end: string | null) => ({ days: [], start, end });

  it("inclut le début et exclut la fin", () => {
    expect(isWithinDailyWindow(window("12:00", "14:00"), 720)).toBe(true);
    expect(isWithinDailyWindow(window("12:00", "14:00"), 840)).toBe(false);
    expect(isWithinDailyWindow(window("12:00", "14:00"), 719)).toBe(false);
  });

  it("passe minuit quand la fin précède le début", () => {
    expect(isWithinDailyWindow(window("22:00", "02:00"), 23 * 60)).toBe(true);
    expect(isWithinDailyWindow(window("22:00", "02:00"), 60)).toBe(true);
    expect(isWithinDailyWindow(window("22:00", "02:00"), 12 * 60)).toBe(false);
  });

  it("ne limite rien sans bornes, avec des bornes invalides ou égales", () => {
    expect(isWithinDailyWindow(window(null, "14:00"), 0)).toBe(true);
    expect(isWithinDailyWindow(window("12:00", null), 0)).toBe(true);
    expect(isWithinDailyWindow(window("midi", "14:00"), 0)).toBe(true);
    expect(isWithinDailyWindow(window("12:00", "12:00"), 0)).toBe(true);
  });
});

describe("codes promo", () => {
  it("se comparent sans casse ni espaces autour", () => {
    expect(normaliseCouponCode("  piment10 ")).toBe("PIMENT10");
    expect(couponMatches({ code: "PIMENT10" }, "piment10")).toBe(true);
  });

  it("ne correspondent pas sans code, sans saisie ou avec une saisie vide", () => {
    expect(couponMatches({ code: null }, "PIMENT10")).toBe(false);
    expect(couponMatches({ code: "PIMENT10" }, null)).toBe(false);
    expect(couponMatches({ code: "" }, "  ")).toBe(false);
  });
});

describe("une offre de première commande", () => {
  const welcome = offerOf("fixed_amount", { autoApply: false, code: "BIENVENUE5", firstOrder: true });
  const entered = { ...context, coupon: "BIENVENUE5" };

  it("ne s'applique pas à un invité : elle demande un compte", () => {
    expect(offerRefusal(welcome, { ...entered, customer: "guest" })).toBe("needs_account");
    // Sans dire qui commande, c'est un invité : jamais offerte par oubli.
    expect(offerRefusal(welcome, entered)).toBe("needs_account");
  });

  it("s'applique à la première commande d'un client connecté, pas aux suivantes", () => {
    expect(offerRefusal(welcome, { ...entered, customer: "new" })).toBeNull();
    expect(offerRefusal(welcome, { ...entered, customer: "returning" })).toBe("not_first_order");
  });

  it("une offre sans cette condition vaut pour tous", () => {
    const anyone = offerOf("fixed_amount", { autoApply: false, code: "BIENVENUE5" });
    for (const customer of ["guest", "new", "returning"] as const) {
      expect(offerRefusal(anyone, { ...entered, customer })).toBeNull();
    }
  });

  it("quelle que soit l'offre et le moment, seul un nouveau client connecté l'obtient", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "percentage",
          "fixed_amount",
          "free_delivery",
          "buy_one_get_one",
          "free_item" as const,
        ),
        fc.boolean(),
        fc.constantFrom("guest", "new", "returning" as const),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2027-01-01"), noInvalidDate: true }),
        (type, autoApply, customer, now) => {
          const offer = offerOf(type, { autoApply, code: "BIENVENUE5", firstOrder: true });
          const refusal = offerRefusal(offer, { ...entered, now, customer });
          if (customer !== "new") expect(refusal).not.toBeNull();
          if (refusal === null) expect(customer).toBe("new");
        },
      ),
    );
  });
});
