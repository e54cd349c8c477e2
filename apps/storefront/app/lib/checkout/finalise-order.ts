import type { OrderPayloadInput, PricedCartPayload } from "@comptoir/contracts";
import { checkPaymentBeforeOrder, orderStatusAfterPayment, type PaymentMethod } from "@comptoir/domain";
import { alerts } from "@comptoir/messages";
import type { ApiClient, IntentOrder } from "../api-client.ts";
import type { CardPayer, DemoCardFields } from "./card-payment.ts";
import type { CardPaymentSession } from "./card-payment-session.ts";
import { type CheckoutState, newLocalId, type OrderEvent, type PlacedOrder } from "./checkout-state.ts";
import { demoCardPayer } from "./demo-card-payer.ts";
import { orderFingerprint } from "./order-payload.ts";
import { type OrderRefusal, orderRefusal } from "./order-refusal.ts";

/** What finalising ended in; the page says it and moves to the tab it names. */
export type FinaliseOutcome =
  | { kind: "ordered"; placed: PlacedOrder }
  /** The server priced the cart otherwise (409 `price_changed`): its cart and figures are shown. */
  | { kind: "price_changed"; cart: PricedCartPayload; message: string; payload: OrderPayloadInput }
  | { kind: "refused"; refusal: OrderRefusal }
  /** The card was not paid: the order is kept, paying again pays it (ADR 016). */
  | { kind: "payment_failed"; alert: string; detail: string | null }
  /** The order could not be brought to its status after payment. */
  | { kind: "not_updated"; alert: string; detail: string | null };

export interface FinaliseInput {
  api: Pick<ApiClient, "placeOrder" | "updateOrder" | "confirmDemoCard" | "authenticateDemoCard">;
  /** The stored checkout: read, and told what happened to the order (`recordOrder`). */
  store: { get(): CheckoutState; record(event: OrderEvent): void };
  method: PaymentMethod;
  /** The order's payload for this state of the checkout, at the figures shown to the customer. */
  payloadFor: (state: CheckoutState) => OrderPayloadInput;
  card: CardPaymentSession;
  /** Brings the payment intent to the server's price of this order; null when ready, else why not. */
  prepareIntent: (order: IntentOrder) => Promise<string | null>;
  /** Who takes the card: Stripe (its card form's payer, once mounted) or the simulated provider. */
  provider: "stripe" | "demo";
  stripePayer: () => CardPayer | null;
  /** The demo card form's fields, and the customer's answer to the demo bank's second step. */
  demoCard: () => DemoCardFields;
  askApproval: () => Promise<boolean>;
  /** What the page waits for meanwhile, said on the button. */
  onWait: (wait: "placing" | "paying" | null) => void;
}

/**
 * Finalise (docs/product.md#checkout, ADR 016): place the order, then for a card pay the total the server
 * answered, then update the order (pending for cash, paid for a confirmed card). The guards of the
 * earlier tabs have run before.
 */
export async function finaliseOrder(input: FinaliseInput): Promise<FinaliseOutcome> {
  const placing = await placeOrderOnce(input);
  if (placing.kind !== "placed") return placing;
  const { placed } = placing;
  if (placing.paid) return { kind: "ordered", placed };

  if (input.method === "card") {
    const paying = await payOrderByCard(input, placed);
    if (paying) return paying;
  }

  // Pending for cash, paid for a card the provider confirmed.
  input.onWait(input.method === "card" ? "paying" : "placing");
  const card = input.card.current();
  const update = await input.api.updateOrder({
    order_id: placed.orderId,
    local_id: placed.localId,
    status: orderStatusAfterPayment(input.method, input.method === "card"),
    transaction_id:
      input.method === "card"
        ? {
            client_secret: card.client_secret,
            customer_id: card.customer_id,
            payment_intent_id: card.payment_intent_id,
          }
        : null,
  });
  input.onWait(null);
  if (!update.ok) {
    return update.code === "payment_failed"
      ? { kind: "not_updated", alert: alerts.paymentFailed, detail: update.message }
      : {
          kind: "not_updated",
          alert: alerts.genericError,
          detail: update.status === 0 ? update.message : null,
        };
  }
  return { kind: "ordered", placed };
}

/**
 * Places the order once: the same key gives back the same order, and an order already stored for
 * this very cart is not sent again (a declined card pays it on the next try). Something changed
 * since: another order, with a new key.
 */
async function placeOrderOnce(
  input: FinaliseInput,
): Promise<
  { kind: "placed"; placed: PlacedOrder; paid: boolean } | Exclude<FinaliseOutcome, { kind: "ordered" }>
> {
  const { store } = input;
  let current = store.get();
  let payload = input.payloadFor(current);
  const fingerprint = orderFingerprint(payload);
  if (current.placed && current.placed.fingerprint !== fingerprint) {
    store.record({ type: "order_key_renewed", localId: newLocalId() });
    current = store.get();
    payload = input.payloadFor(current);
  }
  if (current.placed) return { kind: "placed", placed: current.placed, paid: false };

  input.onWait("placing");
  let result = await input.api.placeOrder(payload);
  if (!result.ok && result.code === "local_id_reused") {
    // This key already ordered something else (storage restored from another tab, say): the
    // order gets a new key, once.
    store.record({ type: "order_key_renewed", localId: newLocalId() });
    payload = input.payloadFor(store.get());
    result = await input.api.placeOrder(payload);
  }
  input.onWait(null);
  if (!result.ok) {
    if (result.code === "price_changed" && result.cart) {
      return { kind: "price_changed", cart: result.cart, message: result.message, payload };
    }
    return { kind: "refused", refusal: orderRefusal(result) };
  }
  const placed: PlacedOrder = {
    orderId: result.payload.order_id,
    localId: payload.local_id,
    fingerprint,
    total: result.payload.total,
  };
  store.record({ type: "order_placed", placed });
  return { kind: "placed", placed, paid: result.payload.status === "paid" };
}

/** The card pays the amount the server charged; null when paid (now or earlier in this visit). */
async function payOrderByCard(
  input: FinaliseInput,
  placed: PlacedOrder,
): Promise<Extract<FinaliseOutcome, { kind: "payment_failed" }> | null> {
  const { card, store } = input;
  if (card.currentIntentPaid()) return null;
  const problem =
    card.current().amount === placed.total
      ? null
      : await input.prepareIntent({ placed_order: { order_id: placed.orderId, local_id: placed.localId } });
  if (problem !== null) return { kind: "payment_failed", alert: alerts.paymentFailed, detail: problem };
  const { payment_intent_id: intentId, client_secret: secret } = card.current();
  const payer =
    input.provider === "stripe"
      ? input.stripePayer()
      : demoCardPayer(input.api, input.demoCard, input.askApproval);
  input.onWait("paying");
  const outcome =
    payer && intentId && secret
      ? await payer.pay({ id: intentId, clientSecret: secret })
      : { ok: false as const, reason: null };
  input.onWait(null);
  if (!outcome.ok || intentId === null) {
    store.record({ type: "card_declined" });
    const check = checkPaymentBeforeOrder({ method: input.method, failed: true, paymentIntentId: intentId });
    return {
      kind: "payment_failed",
      alert: check.ok ? alerts.paymentFailed : check.alert,
      detail: outcome.ok ? null : outcome.reason,
    };
  }
  card.markPaid(intentId);
  store.record({ type: "card_paid" });
  return null;
}
