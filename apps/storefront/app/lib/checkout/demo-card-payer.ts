import type { ApiClient } from "../api-client.ts";
import type { CardPayer, DemoCardFields } from "./card-payment.ts";

/**
 * The simulated provider: confirms the intent with a test card; when the card asks for a second
 * step (3-D Secure), asks the customer through `askApproval` and sends the answer.
 */
export function demoCardPayer(
  api: Pick<ApiClient, "confirmDemoCard" | "authenticateDemoCard">,
  fields: () => DemoCardFields,
  askApproval: () => Promise<boolean>,
): CardPayer {
  return {
    async pay(intent) {
      const card = fields();
      const confirmed = await api.confirmDemoCard({
        payment_intent_id: intent.id,
        client_secret: intent.clientSecret,
        card_number: card.card_number,
        expiry: card.expiry,
        cvc: card.cvc,
      });
      if (!confirmed.ok) return { ok: false, reason: confirmed.message };
      if (confirmed.payload.status === "succeeded") return { ok: true };
      const approve = await askApproval();
      const authenticated = await api.authenticateDemoCard({
        payment_intent_id: intent.id,
        client_secret: intent.clientSecret,
        approve,
      });
      if (!authenticated.ok) return { ok: false, reason: authenticated.message };
      return authenticated.payload.status === "succeeded" ? { ok: true } : { ok: false, reason: null };
    },
  };
}
