import { describe, expect, it } from "vitest";
import { checkPaymentBeforeOrder, freshCheckout, orderStatusAfterPayment } from "./payment-step.ts";

describe("paiement avant la commande", () => {
  it("accepte les espèces sans rien d'autre", () => {
    expect(checkPaymentBeforeOrder({ method: "cash", failed: false, paymentIntentId: null })).toEqual({
      ok: true,
    });
  });

  it("accepte une carte avec son intention de paiement", () => {
    expect(checkPaymentBeforeOrder({ method: "card", failed: false, paymentIntentId: "pi_1" })).toEqual({
      ok: true,
    });
  });

  it("refuse une carte refusée ou sans intention de paiement", () => {
    const failed = { ok: false, alert: "Le paiement a échoué, merci de réessayer." };
    expect(checkPaymentBeforeOrder({ method: "card", failed: true, paymentIntentId: "pi_1" })).toEqual(
      failed,
    );
    expect(checkPaymentBeforeOrder({ method: "card", failed: false, paymentIntentId: null })).toEqual(failed);
    expect(checkPaymentBeforeOrder({ method: "card", failed: false, paymentIntentId: "" })).toEqual(failed);
  });
});

describe("statut de la commande après le paiement", () => {
  it("reste en attente en espèces et payée par carte seulement une fois confirmée", () => {
    expect(orderStatusAfterPayment("cash", true)).toBe("pending");
    expect(orderStatusAfterPayment("card", false)).toBe("pending");
    expect(orderStatusAfterPayment("card", true)).toBe("paid");
  });
});

describe("nouveau départ du paiement", () => {
  it("revient au type, à aujourd'hui, sans créneau", () => {
    expect(freshCheckout("2026-06-12")).toEqual({
      tab: "type",
      isScheduled: false,
      deliveryDate: "2026-06-12",
      deliveryTimeRange: null,
    });
  });
});
