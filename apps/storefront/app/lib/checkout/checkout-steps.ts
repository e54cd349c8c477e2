import { enterPaymentStep, type OrderMode, type PaymentMethod } from "@comptoir/domain";
import { alerts } from "@comptoir/messages";
import type { ApiClient, IntentOrder } from "../api-client.ts";
import { loadOnce } from "../load-once.ts";
import type { Shop } from "../shop.ts";
import { copySavedAddress, lastMeasure, measureAddress } from "./address-measure.ts";
import { cardFormComplete, ensureCardCustomer, intentReadyBeforeOrder, prepareIntent } from "./card-steps.ts";
import type { Checkout, CheckoutEvent, CheckoutForm } from "./checkout-reducer.ts";
import type { CheckoutState, PlacedOrder } from "./checkout-state.ts";
import { checkLeavingDelivery } from "./leave-delivery.ts";
import type { CardPayment } from "./use-card-payment.ts";
import { loadCheckoutForms } from "./use-checkout-forms.ts";
import type { OrderTime } from "./use-order-time.ts";
import type { ServerPricing } from "./use-server-price.ts";

/**
 * The steps of docs/product.md#checkout past the first tab, run against the outside: each asks the domain's
 * rules (leaveDeliveryStep, enterPaymentStep, checkPaymentBeforeOrder…) and the server, and tells
 * the reducer what they answered. Plain functions given the page's context (ADR 023): the hook
 * only gathers that context.
 */
export interface StepContext {
  /** The checkout now (an action goes on after awaits: a render's value would be old). */
  current(): Checkout;
  dispatch(event: CheckoutEvent): void;
  api: ApiClient;
  card: CardPayment;
  shop: Pick<Shop, "payments" | "delivery">;
  mode: OrderMode;
  method: PaymentMethod;
  time: OrderTime;
  price: ServerPricing;
  /** The order went through: what follows it (last order, empty cart, `/success`). */
  ordered(placed: PlacedOrder): void;
}

// Placing, paying and updating the order are needed only at the last tab: fetched when payment is
// entered (ADR 020).
const loadFinaliseOrder = loadOnce(() => import("./finalise-order.ts"));

const requestTab = (c: StepContext, request: string) => c.dispatch({ type: "tab_requested", request });

/** The customer tries to go on: the last alert is answered, and the tab's errors all show. */
function goingOn(c: StepContext, form: CheckoutForm, fields: readonly string[]) {
  c.dispatch({ type: "alert_dismissed" });
  c.dispatch({ type: "fields_left", form, fields });
}

export async function leavePersonal(c: StepContext) {
  goingOn(c, "personal", ["first_name", "last_name", "email", "phone"]);
  const checks = await loadCheckoutForms();
  if (checks.validPersonal(c.current().saved.personal) === null) {
    c.dispatch({ type: "alert_said", text: alerts.requiredFields });
    return;
  }
  if (c.mode === "delivery") copySavedAddress(c.dispatch);
  requestTab(c, "next");
  // The card provider's customer is made now, so the payment step is ready sooner.
  if (c.shop.payments.cardOffered) await ensureCardCustomer(c);
}

/** The address found by the delivery tab's search fills the form, answering the last alert. */
export function addressFound(c: StepContext) {
  copySavedAddress(c.dispatch);
}

/**
 * The guards of leaving delivery (leave-delivery.ts); true when they pass. Leaving the tab
 * measures the form's address; finalising checks the one measured then.
 */
async function deliveryGuardsPass(c: StepContext, saved: CheckoutState, measure: boolean): Promise<boolean> {
  const measuredBefore = lastMeasure();
  const outcome = await checkLeavingDelivery({
    state: saved,
    mode: c.mode,
    forms: await loadCheckoutForms(),
    time: c.time,
    delivery: c.shop.delivery,
    cashOffered: c.shop.payments.cashOffered,
    measure: async () => (measure ? measureAddress(c, saved.delivery) : measuredBefore),
  });
  c.dispatch({ type: "delivery_checked", outcome });
  return outcome.ok;
}

/**
 * The order a card payment intent is for, as it will be placed: the server prices it for the
 * intent's amount (ADR 016), whatever figures it carries.
 */
function cardOrder(c: StepContext, saved: CheckoutState): IntentOrder {
  return { order: { ...c.price.payloadFor(saved, c.price.figuresFor(saved)), payment_method: "card" } };
}

/** The guard of entering payment: every item's menu open at a scheduled time. */
function paymentGuardPasses(c: StepContext, saved: CheckoutState): boolean {
  const outcome = enterPaymentStep({ time: c.time.check(saved) });
  c.dispatch({ type: "payment_time_checked", outcome });
  return outcome.ok;
}

export async function leaveDelivery(c: StepContext) {
  goingOn(c, "delivery", ["address", "city", "postal_code", "delivery_time_range"]);
  if (await deliveryGuardsPass(c, c.current().saved, true)) await enterPayment(c, "payment");
}

/** Entering payment (docs/product.md#checkout): the items' menus at a scheduled time, then the payment intent. */
export async function enterPayment(c: StepContext, tab: "payment" | "confirmation") {
  void loadFinaliseOrder().catch(() => {});
  const saved = c.current().saved;
  if (!paymentGuardPasses(c, saved)) return;
  requestTab(c, tab);
  const { cashOffered, cardOffered } = c.shop.payments;
  const paying = !cashOffered || c.current().saved.payment.method === "card";
  if (cardOffered && paying && !c.card.session.currentIntentPaid())
    await prepareIntent(c, cardOrder(c, saved));
}

/** The card chosen: its payment intent, unless there is one. */
export async function methodChosen(c: StepContext, chosen: PaymentMethod) {
  if (chosen === "card" && !c.card.session.current().payment_intent_id)
    await prepareIntent(c, cardOrder(c, c.current().saved));
}

export async function leavePayment(c: StepContext) {
  c.dispatch({ type: "alert_dismissed" });
  if (c.method === "card") {
    if (!(await cardFormComplete(c))) return;
    const saved = c.current().saved;
    if (!(await intentReadyBeforeOrder(c, c.method, () => cardOrder(c, saved)))) return;
  }
  requestTab(c, "next");
}

/** Finalise (docs/product.md#checkout): the guards once more, then place, pay and update (finalise-order.ts). */
export async function finalise(c: StepContext) {
  c.dispatch({ type: "alert_dismissed" });
  const { method, price, current, dispatch } = c;
  const saved = current().saved;
  if (!(await deliveryGuardsPass(c, saved, false))) return;
  if (!paymentGuardPasses(c, saved)) return;
  if (method === "card") {
    if (!(await cardFormComplete(c))) {
      requestTab(c, "payment");
      return;
    }
    if (!(await intentReadyBeforeOrder(c, method, () => cardOrder(c, saved)))) return;
  }
  const figures = price.figuresFor(saved);
  const { finaliseOrder } = await loadFinaliseOrder();
  const outcome = await finaliseOrder({
    api: c.api,
    store: { get: () => current().saved, record: dispatch },
    method,
    payloadFor: (state) => price.payloadFor(state, figures),
    card: c.card.session,
    prepareIntent: (order) => prepareIntent(c, order),
    provider: c.shop.payments.provider,
    stripePayer: c.card.stripePayer,
    demoCard: () => current().page.demoCard,
    askApproval: c.card.askApproval,
    onWait: (wait) => dispatch({ type: "waiting", for: wait }),
  });
  switch (outcome.kind) {
    case "ordered":
      c.ordered(outcome.placed);
      return;
    case "price_changed":
      price.priceChanged(outcome);
      return;
    case "refused":
      dispatch({ type: "order_refused", refusal: outcome.refusal });
      if (outcome.refusal.reloadMenu) price.reloadMenu();
      return;
    default:
      dispatch({ type: "alert_said", text: outcome.alert, detail: outcome.detail });
  }
}
