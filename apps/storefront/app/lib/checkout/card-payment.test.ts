import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { describe, expect, it, vi } from "vitest";
import { formatCardNumber, formatExpiry } from "./card-payment.ts";
import { demoCardPayer } from "./demo-card-payer.ts";

type DemoAnswer = ApiResult<{ payment_intent_id: string; status: "succeeded" | "requires_action" }>;

const ok = (status: "succeeded" | "requires_action"): DemoAnswer => ({
  ok: true,
  status: 200,
  payload: { payment_intent_id: "pi_demo_1", status },
});
const refused = (message: string): DemoAnswer => ({ ok: false, status: 402, code: "card_declined", message });

function fakeApi(confirm: DemoAnswer, authenticate: DemoAnswer = ok("succeeded")) {
  return {
    confirmDemoCard: vi.fn(async () => confirm),
    authenticateDemoCard: vi.fn(async () => authenticate),
  };
}

const card = { card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const intent = { id: "pi_demo_1", clientSecret: "pi_demo_1_secret_x" };

describe("payer avec le prestataire simulé (mode démo)", () => {
  it("une carte acceptée paie l'intention avec sa clé secrète", async () => {
    const api = fakeApi(ok("succeeded"));
    const ask = vi.fn(async () => true);
    expect(await demoCardPayer(api, () => card, ask).pay(intent)).toEqual({ ok: true });
    expect(api.confirmDemoCard).toHaveBeenCalledWith({
      payment_intent_id: "pi_demo_1",
      client_secret: "pi_demo_1_secret_x",
      card_number: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
    });
    expect(ask).not.toHaveBeenCalled();
  });

  it("une carte refusée dit pourquoi, avec les mots du serveur", async () => {
    const api = fakeApi(refused("Votre carte a été refusée. Essayez une autre carte."));
    expect(
      await demoCardPayer(
        api,
        () => card,
        async () => true,
      ).pay(intent),
    ).toEqual({
      ok: false,
      reason: "Votre carte a été refusée. Essayez une autre carte.",
    });
  });

  it("la deuxième étape de la banque : le client valide, ou refuse", async () => {
    const approving = fakeApi(ok("requires_action"));
    expect(
      await demoCardPayer(
        approving,
        () => card,
        async () => true,
      ).pay(intent),
    ).toEqual({ ok: true });
    expect(approving.authenticateDemoCard).toHaveBeenCalledWith({
      payment_intent_id: "pi_demo_1",
      client_secret: "pi_demo_1_secret_x",
      approve: true,
    });

    const refusing = fakeApi(ok("requires_action"), refused("La validation du paiement a été refusée."));
    expect(
      await demoCardPayer(
        refusing,
        () => card,
        async () => false,
      ).pay(intent),
    ).toEqual({
      ok: false,
      reason: "La validation du paiement a été refusée.",
    });
    expect(refusing.authenticateDemoCard).toHaveBeenCalledWith(expect.objectContaining({ approve: false }));
  });
});

describe("la saisie d'une carte", () => {
  it("groupe le numéro par quatre chiffres, jusqu'à 19", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0027 6000abc3184")).toBe("4000 0027 6000 3184");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("met la barre de la date d'expiration", () => {
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/3")).toBe("12/3");
    expect(formatExpiry("1")).toBe("1");
  });
});
