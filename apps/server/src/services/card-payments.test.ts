import { cents } from "@comptoir/domain";
import { describe, expect, it, vi } from "vitest";
import { PaymentError, type PaymentProvider } from "../adapters/payments/payments.ts";
import { paymentIntentFor } from "./card-payments.ts";

/** A provider that knows no intent: any reuse is "not found", any creation gives `pi_new`. */
function forgetfulProvider() {
  return {
    createOrUpdateIntent: vi.fn(async (_customer: string, amount: number, existing?: unknown) => {
      if (existing) throw new PaymentError("not_found", "paiement inconnu");
      return { id: "pi_new", clientSecret: "pi_new_secret_x", amount: cents(amount) };
    }),
  };
}

describe("l'intention de paiement d'une commande", () => {
  it("refuse un montant sous 0,50 € sans rien demander au prestataire", async () => {
    const provider = forgetfulProvider();
    const payments = provider as unknown as PaymentProvider;
    expect(await paymentIntentFor(payments, { customerId: "cus_x", amount: cents(49), held: null })).toBe(
      "below_minimum",
    );
    expect(provider.createOrUpdateIntent).not.toHaveBeenCalled();
    expect(
      await paymentIntentFor(payments, { customerId: "cus_x", amount: cents(50), held: null }),
    ).toMatchObject({ id: "pi_new", amount: 50 });
  });

  it("une intention que le prestataire ne connaît pas avec cette clé : une nouvelle, jamais celle-là", async () => {
    const provider = forgetfulProvider();
    const held = { id: "pi_autre", clientSecret: "pi_autre_secret_devine" };
    const intent = await paymentIntentFor(provider as unknown as PaymentProvider, {
      customerId: "cus_x",
      amount: cents(1200),
      held,
    });
    expect(intent).toMatchObject({ id: "pi_new", amount: 1200 });
    expect(provider.createOrUpdateIntent).toHaveBeenNthCalledWith(1, "cus_x", 1200, held);
    expect(provider.createOrUpdateIntent).toHaveBeenLastCalledWith("cus_x", 1200);
  });
});
