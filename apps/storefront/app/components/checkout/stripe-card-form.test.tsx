import { STRIPE_API_VERSION } from "@comptoir/contracts";
// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CardPayer } from "../../lib/checkout/card-payment.ts";

// Stripe.js is never fetched in tests: the loader is replaced by a fake of the few calls used.
const stripe = vi.hoisted(() => {
  const card = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
  const instance = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    confirmCardPayment: vi.fn(),
  };
  return { card, instance, loadStripe: vi.fn(async () => instance) };
});
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));

const { default: StripeCardForm } = await import("./stripe-card-form.tsx");

afterEach(cleanup);

describe("la carte avec Stripe Elements", () => {
  it("charge Stripe.js avec la clé publique et la version d'API épinglée, puis paie l'intention", async () => {
    let payer: CardPayer | null = null;
    const complete = vi.fn();
    render(
      <StripeCardForm
        publishableKey="pk_test_123"
        billing={{ name: "Léa Martin", email: "lea@example.fr", phone: "0612345678" }}
        onPayer={(ready) => {
          payer = ready;
        }}
        onCompleteChange={complete}
      />,
    );
    await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_123", {
      apiVersion: STRIPE_API_VERSION,
      locale: "fr",
    });
    expect(STRIPE_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);

    // The element tells when the card is complete.
    const onChange = stripe.card.on.mock.calls.find(([event]) => event === "change")?.[1] as (
      event: unknown,
    ) => void;
    onChange({ complete: true, error: undefined });
    expect(complete).toHaveBeenCalledWith(true);
    onChange({ complete: false, error: { message: "Votre numéro de carte est incomplet." } });
    expect(await screen.findByText("Votre numéro de carte est incomplet.")).toBeTruthy();

    await waitFor(() => expect(payer).not.toBeNull());
    stripe.instance.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: "succeeded" } });
    const paid = await (payer as unknown as CardPayer).pay({ id: "pi_1", clientSecret: "pi_1_secret_2" });
    expect(paid).toEqual({ ok: true });
    expect(stripe.instance.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_2", {
      payment_method: {
        card: stripe.card,
        billing_details: { name: "Léa Martin", email: "lea@example.fr", phone: "0612345678" },
      },
    });

    stripe.instance.confirmCardPayment.mockResolvedValueOnce({
      error: { message: "Votre carte a été refusée." },
    });
    expect(await (payer as unknown as CardPayer).pay({ id: "pi_1", clientSecret: "pi_1_secret_2" })).toEqual({
      ok: false,
      reason: "Votre carte a été refusée.",
    });
  });
});
