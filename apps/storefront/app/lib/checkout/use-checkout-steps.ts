import type { PricedCartPayload } from "@comptoir/contracts";
import {
  type Cents,
  type CheckoutTab,
  checkPaymentBeforeOrder,
  chooseOrderType,
  enterPaymentStep,
  eurosToCents,
  formatEuros,
  minimumOrderMessage,
  moveTab,
  ORDER_TYPE_ADVANCE_DELAY_MS,
  type OrderMode,
  type PaymentMethod,
} from "@comptoir/domain";
import { alerts, checkout as checkoutText } from "@comptoir/messages";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { createApiClient } from "../api-client.ts";
import { emptyCart, recheckCoupon, repriceCart } from "../cart-actions.ts";
import { priceCart, usePricedCart } from "../cart-pricing.ts";
import { cartStore, useCart } from "../cart-state.ts";
import {
  chooseDeliveryAddress,
  chooseMode,
  destinationOf,
  locationStore,
  useLocationChoice,
} from "../location-store.ts";
import { useShop } from "../shop.ts";
import { type CardPayer, type DemoCardFields, EMPTY_DEMO_CARD } from "./card-payment.ts";
import { createCardPaymentSession } from "./card-payment-session.ts";
import { samePrefixPath } from "./checkout-paths.ts";
import { todayIn } from "./checkout-schedule.ts";
import {
  afterOrder,
  type CheckoutState,
  createCheckoutStore,
  type DeliveryFields,
  type PersonalFields,
  type PlacedOrder,
  recordOrder,
} from "./checkout-state.ts";
import { addressQuery, isSavedAddress } from "./delivery-address.ts";
import { rememberLastOrder } from "./last-order.ts";
import { checkLeavingDelivery, type MeasuredAddress } from "./leave-delivery.ts";
import { loadOnce } from "./load-once.ts";
import {
  figuresOf,
  figuresOfServerCart,
  type OrderFigures,
  orderPayload,
  pricingKey,
} from "./order-payload.ts";
import { loadCheckoutForms, useCheckoutForms } from "./use-checkout-forms.ts";
import { useOrderTime } from "./use-order-time.ts";

/** An alert of the checkout (spec section 8), with the detail said under it. */
export interface CheckoutAlertMessage {
  text: string;
  detail?: string | null;
  /** Grows with every alert, so the same message said twice is announced twice. */
  id: number;
}

/** The server's figures for one cart, after a `price_changed` answer. */
interface ServerPrice {
  key: string;
  cart: PricedCartPayload;
  previousTotal: Cents;
  message: string;
}

type Wait = null | "address" | "card" | "placing" | "paying";

/**
 * Placing, paying and updating the order (finalise-order.ts) are needed only at the last tab: they
 * are fetched when payment is entered, not with the page (ADR 017's first-load budget).
 */
const loadFinaliseOrder = loadOnce(() => import("./finalise-order.ts"));

const PERSONAL_FIELDS = ["first_name", "last_name", "email", "phone"] as const;
const DEMO_CARD_FIELDS = ["card_number", "expiry", "cvc"] as const;

/**
 * The checkout's state and the transitions of spec section 4, each decided by the domain package
 * (moveTab, chooseOrderType, leaveDeliveryStep, enterPaymentStep, checkPaymentBeforeOrder,
 * orderStatusAfterPayment, freshCheckout); the page only draws what this hook says.
 */
export function useCheckoutSteps({ userId }: { userId: number | null }) {
  const shop = useShop();
  const { payments } = shop;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [store] = useState(() => createCheckoutStore(() => todayIn(shop.now(), shop.timeZone)));
  const state = store.use();
  const cart = useCart();
  const mode = useLocationChoice().mode;
  const priced = usePricedCart();
  const [api] = useState(() => createApiClient());
  const [card] = useState(() => createCardPaymentSession(api));
  const forms = useCheckoutForms();
  const time = useOrderTime({ rules: shop, now: shop.now(), mode, lines: cart.lines });
  const { isScheduled } = time;

  const [alert, setAlert] = useState<CheckoutAlertMessage | null>(null);
  const alertCount = useRef(0);
  const [wait, setWait] = useState<Wait>(null);
  // Set at once (a state would only change at the next render): a second tap never finalises twice.
  const finalising = useRef(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [demoCard, setDemoCardState] = useState<DemoCardFields>(EMPTY_DEMO_CARD);
  const demoCardRef = useRef(demoCard);
  const [stripeComplete, setStripeComplete] = useState(false);
  const stripePayer = useRef<CardPayer | null>(null);
  const [approval, setApproval] = useState<((approve: boolean) => void) | null>(null);
  const [serverPrice, setServerPrice] = useState<ServerPrice | null>(null);
  const [removedItems, setRemovedItems] = useState<string[]>([]);
  const [chosenType, setChosenType] = useState<OrderMode | null>(null);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const method: PaymentMethod = !payments.cashOffered
    ? "card"
    : !payments.cardOffered
      ? "cash"
      : state.payment.method;
  const couponCode = cart.coupon?.state === "accepted" ? cart.coupon.code : null;

  // The stored lines are not trusted: they are priced again from this page's menu (and again
  // after the menu is reloaded), and a kept coupon is asked about again.
  useEffect(() => {
    const dropped = repriceCart(shop.menuItems);
    if (dropped.length > 0) setRemovedItems(dropped);
  }, [shop]);
  useEffect(() => {
    void recheckCoupon();
  }, []);
  useEffect(
    () => () => {
      if (advanceTimer.current) clearTimeout(advanceTimer.current);
    },
    [],
  );

  // A page opened on the payment or confirmation tab (a reload) enters payment again: the card
  // state is not kept across visits, and the time may have passed.
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as soon as the cart is known
  useEffect(() => {
    if (resumed.current || cart.lines.length === 0) return;
    resumed.current = true;
    if (state.tab === "payment" || state.tab === "confirmation")
      guarded(() => enterPayment(state.tab === "payment" ? "payment" : "confirmation"))();
  }, [cart.lines.length]);

  // Keep the delivery tab coherent with what is possible now: a slot when "as soon as possible" is
  // no longer offered, and a day that still has slots.
  useEffect(() => {
    if (state.tab !== "delivery") return;
    const days = time.slotDays;
    if (time.asap === null && !state.delivery.is_scheduled) patchDelivery({ is_scheduled: true });
    const first = days[0];
    if (first && !days.some((day) => day.date === state.delivery.delivery_date)) {
      patchDelivery({ delivery_date: first.date, delivery_time_range: null });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Figures: the browser's cart total, or the server's after a price change for this very cart.

  function payloadFor(current: CheckoutState, figures: OrderFigures) {
    return orderPayload({
      state: {
        ...current,
        payment: { ...current.payment, method },
        delivery: { ...current.delivery, is_scheduled: isScheduled(current) },
      },
      lines: cart.lines,
      mode,
      coupon: couponCode,
      figures,
      card: card.current(),
      userId,
    });
  }

  /** The server's price for this very cart, if it gave one. */
  function serverPriceFor(current: CheckoutState): ServerPrice | null {
    if (!serverPrice) return null;
    return serverPrice.key === pricingKey(payloadFor(current, figuresOf(priced.total))) ? serverPrice : null;
  }

  function figuresFor(current: CheckoutState): OrderFigures {
    const server = serverPriceFor(current);
    return server ? figuresOfServerCart(server.cart) : figuresOf(priced.total);
  }

  // ---------------------------------------------------------------------------------------------
  // Forms and their French errors: shown under a field once the customer left it or tried to go
  // on (and once the checks, loaded just after the page, are there).

  const deliveryInput = (current: CheckoutState) => ({
    ...current.delivery,
    is_scheduled: isScheduled(current),
  });
  const shown = (errors: Record<string, string | undefined>, prefix: string) =>
    Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(`${prefix}.${field}`)));
  const touch = (prefix: string, fields: readonly string[]) =>
    setTouched((current) => {
      const next = new Set(current);
      for (const field of fields) next.add(`${prefix}.${field}`);
      return next;
    });

  /**
   * Runs a step's action; anything unexpected (a chunk that cannot load offline, a bug) ends in
   * "Une erreur est survenue, veuillez réessayer" rather than a button that does nothing.
   */
  function guarded(action: () => Promise<void>) {
    return () => {
      action().catch((error: unknown) => {
        console.error(error);
        setWait(null);
        say(alerts.genericError);
      });
    };
  }

  function say(text: string, detail: string | null = null) {
    alertCount.current += 1;
    setAlert({ text, detail, id: alertCount.current });
  }

  function goTo(tab: CheckoutTab) {
    store.set((current) => ({ ...current, tab }));
  }

  function setTab(request: CheckoutTab | "next" | "prev") {
    const move = moveTab(store.get().tab, request);
    if (!move.ok) {
      say(move.message);
      return;
    }
    goTo(move.tab);
  }

  function patchDelivery(patch: Partial<DeliveryFields>) {
    store.set((current) => ({ ...current, delivery: { ...current.delivery, ...patch } }));
  }

  /** The address measured last (by the menu's search or on leaving delivery) fills the form. */
  function copySavedAddress() {
    const saved = locationStore.get()._distance;
    if (saved) patchDelivery({ address: saved.address, city: saved.city, postal_code: saved.postal_code });
  }

  // ---------------------------------------------------------------------------------------------
  // The card provider: customer, then payment intent.

  /** The card provider's customer for the personal details as they are now, if they are valid. */
  async function ensureCardCustomer(): Promise<void> {
    const person = (await loadCheckoutForms()).validPersonal(store.get().personal);
    if (person) await card.ensureCustomer(person);
  }

  /** Makes or updates the payment intent for `amount` euros; null when ready, else why not. */
  async function prepareIntent(amount: number): Promise<string | null> {
    setCardProblem(null);
    setWait("card");
    try {
      const person = (await loadCheckoutForms()).validPersonal(store.get().personal);
      const problem = person ? await card.prepareIntent(person, amount) : alerts.genericError;
      setCardProblem(problem);
      return problem;
    } finally {
      setWait(null);
    }
  }

  /** A card order needs an intent before it is placed (spec section 4); true when there is one. */
  async function intentReadyBeforeOrder(current: CheckoutState): Promise<boolean> {
    const problem = card.current().payment_intent_id ? null : await prepareIntent(figuresFor(current).total);
    const check = checkPaymentBeforeOrder({
      method,
      failed: false,
      paymentIntentId: card.current().payment_intent_id,
    });
    if (!check.ok) say(check.alert, problem);
    return check.ok;
  }

  // ---------------------------------------------------------------------------------------------
  // The transitions of spec section 4.

  function chooseType(chosen: OrderMode) {
    setAlert(null);
    setChosenType(chosen);
    chooseMode(chosen);
    const choice = { ...locationStore.get(), mode: chosen };
    const total = priceCart(shop, cartStore.get(), choice, shop.now()).total;
    const outcome = chooseOrderType({
      mode: chosen,
      subtotal: total.subtotal,
      delivery: shop.delivery,
      destination: destinationOf(choice),
    });
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    if (!outcome.advance) {
      say(
        outcome.reason === "below_minimum_order"
          ? minimumOrderMessage(formatEuros(outcome.minimumOrder))
          : outcome.message,
      );
      return;
    }
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      if (store.get().tab === "type") setTab("next");
    }, ORDER_TYPE_ADVANCE_DELAY_MS);
  }

  async function leavePersonal() {
    setAlert(null);
    touch("personal", PERSONAL_FIELDS);
    const checks = await loadCheckoutForms();
    if (checks.validPersonal(store.get().personal) === null) {
      say(alerts.requiredFields);
      return;
    }
    if (mode === "delivery") copySavedAddress();
    setTab("next");
    // The card provider's customer is made now, so the payment step is ready sooner.
    if (payments.cardOffered) await ensureCardCustomer();
  }

  /**
   * The form's address measured: the saved one when it is the same, else asked (and then saved,
   * so the cart's delivery fee follows the address the order goes to).
   */
  async function measureAddress(fields: DeliveryFields): Promise<MeasuredAddress> {
    const saved = locationStore.get()._distance;
    if (saved && isSavedAddress(saved, fields)) return { ok: true as const, result: saved };
    setWait("address");
    const measured = await api.measureDistance(addressQuery(fields));
    setWait(null);
    if (!measured.ok) return { ok: false as const, message: measured.message };
    chooseDeliveryAddress(measured.payload);
    return { ok: true as const, result: measured.payload };
  }

  /**
   * The guards of leaving delivery (leave-delivery.ts); true when they pass. Leaving the tab
   * measures the form's address; finalising checks the one measured then.
   */
  async function deliveryGuardsPass(current: CheckoutState, measure: boolean): Promise<boolean> {
    const saved = locationStore.get()._distance;
    const outcome = await checkLeavingDelivery({
      state: current,
      mode,
      forms: await loadCheckoutForms(),
      time,
      delivery: shop.delivery,
      cashOffered: payments.cashOffered,
      measure: async () =>
        measure ? measureAddress(current.delivery) : saved ? { ok: true, result: saved } : null,
    });
    if (!outcome.ok) {
      say(outcome.alert);
      goTo(outcome.goTo);
      return false;
    }
    if (outcome.cardOnly) {
      store.set((current) => ({ ...current, payment: { ...current.payment, method: "card" } }));
    }
    return true;
  }

  /** The guard of entering payment: every item's menu open at a scheduled time. */
  function paymentGuardPasses(current: CheckoutState): boolean {
    const outcome = enterPaymentStep({ time: time.check(current) });
    if (outcome.ok) return true;
    say(outcome.alert);
    goTo(outcome.goTo);
    return false;
  }

  async function leaveDelivery() {
    setAlert(null);
    touch("delivery", ["address", "city", "postal_code", "delivery_time_range"]);
    if (await deliveryGuardsPass(store.get(), true)) await enterPayment("payment");
  }

  /** Entering payment (spec section 4): the items' menus at a scheduled time, then the payment intent. */
  async function enterPayment(tab: "payment" | "confirmation") {
    void loadFinaliseOrder().catch(() => {});
    const current = store.get();
    if (!paymentGuardPasses(current)) return;
    goTo(tab);
    const paying = !payments.cashOffered || store.get().payment.method === "card";
    if (payments.cardOffered && paying && !card.currentIntentPaid())
      await prepareIntent(figuresFor(current).total);
  }

  async function chooseMethod(chosen: PaymentMethod) {
    setAlert(null);
    store.set((current) => ({ ...current, payment: { method: chosen, failed: false } }));
    if (chosen === "card" && !card.current().payment_intent_id)
      await prepareIntent(figuresFor(store.get()).total);
  }

  /** The card's fields are complete (the demo form's checks, or Stripe's word); else says what to do. */
  async function cardFormComplete(): Promise<boolean> {
    if (payments.provider === "demo") {
      touch("card", DEMO_CARD_FIELDS);
      if (Object.keys((await loadCheckoutForms()).demoCardErrors(demoCardRef.current)).length === 0)
        return true;
      say(alerts.requiredFields);
      return false;
    }
    if (stripeComplete && stripePayer.current !== null) return true;
    say(checkoutText.cardIncomplete);
    return false;
  }

  async function leavePayment() {
    setAlert(null);
    if (method === "card") {
      if (!(await cardFormComplete())) return;
      if (!(await intentReadyBeforeOrder(store.get()))) return;
    }
    setTab("next");
  }

  function askApproval(): Promise<boolean> {
    return new Promise((resolve) => setApproval(() => resolve));
  }

  function priceChanged(
    serverCart: PricedCartPayload,
    message: string,
    payload: ReturnType<typeof payloadFor>,
  ) {
    setServerPrice({
      key: pricingKey(payload),
      cart: serverCart,
      previousTotal: eurosToCents(payload.total),
      message,
    });
    // The cart follows the server: a refused coupon is said so, and the menu is read again so
    // that the lines take the current prices.
    if (couponCode && serverCart.coupon.state === "invalid") {
      cartStore.set((current) => ({
        ...current,
        coupon: {
          code: couponCode,
          state: "refused",
          message: serverCart.coupon.message ?? alerts.genericError,
        },
      }));
    }
    void revalidator.revalidate();
    window.scrollTo({ top: 0 });
  }

  function ordered(placed: PlacedOrder) {
    rememberLastOrder({ order_id: placed.orderId, local_id: placed.localId });
    emptyCart();
    store.set((current) => afterOrder(current, todayIn(shop.now(), shop.timeZone)));
    card.reset();
    demoCardRef.current = EMPTY_DEMO_CARD;
    setDemoCardState(EMPTY_DEMO_CARD);
    setServerPrice(null);
    navigate(samePrefixPath(pathname, "/success"));
  }

  /** Finalise (spec section 4): the guards once more, then place, pay and update (finalise-order.ts). */
  async function finalise() {
    setAlert(null);
    const current = store.get();
    if (!(await deliveryGuardsPass(current, false))) return;
    if (!paymentGuardPasses(current)) return;
    if (method === "card") {
      if (!(await cardFormComplete())) {
        goTo("payment");
        return;
      }
      if (!(await intentReadyBeforeOrder(current))) return;
    }
    const figures = figuresFor(current);
    const { finaliseOrder } = await loadFinaliseOrder();
    const outcome = await finaliseOrder({
      api,
      store: { get: store.get, record: (event) => store.set((current) => recordOrder(current, event)) },
      method,
      payloadFor: (state) => payloadFor(state, figures),
      card,
      prepareIntent,
      provider: payments.provider,
      stripePayer: () => stripePayer.current,
      demoCard: () => demoCardRef.current,
      askApproval,
      onWait: setWait,
    });
    switch (outcome.kind) {
      case "ordered":
        ordered(outcome.placed);
        return;
      case "price_changed":
        priceChanged(outcome.cart, outcome.message, outcome.payload);
        return;
      case "refused": {
        const { refusal } = outcome;
        say(refusal.alert, refusal.detail);
        if (refusal.goTo) goTo(refusal.goTo);
        if (refusal.reloadMenu) void revalidator.revalidate();
        return;
      }
      default:
        say(outcome.alert, outcome.detail);
    }
  }

  /** One finalise at a time, whatever the taps: the order is placed and paid once. */
  function finaliseOnce() {
    if (finalising.current) return;
    finalising.current = true;
    guarded(() => finalise().finally(() => (finalising.current = false)))();
  }

  // What the customer changes answers the last alert: it goes away.
  const edits = {
    personal(field: keyof PersonalFields, value: string) {
      setAlert(null);
      store.set((current) => ({ ...current, personal: { ...current.personal, [field]: value } }));
    },
    delivery(patch: Partial<DeliveryFields>) {
      setAlert(null);
      patchDelivery(patch);
    },
    demoCard(field: keyof DemoCardFields, value: string) {
      setAlert(null);
      const next = { ...demoCardRef.current, [field]: value };
      demoCardRef.current = next;
      setDemoCardState(next);
    },
    addressFound() {
      if (!locationStore.get()._distance) return;
      setAlert(null);
      copySavedAddress();
    },
  };

  const server = serverPriceFor(state);
  return {
    state,
    mode,
    method,
    time,
    cart,
    priced,
    couponCode,
    figures: figuresFor(state),
    serverPrice: server,
    alert,
    dismissAlert: () => setAlert(null),
    wait,
    removedItems,
    chosenType,
    cardProblem,
    demoCard,
    stripeCardReady: (payer: CardPayer | null) => {
      stripePayer.current = payer;
    },
    setStripeComplete,
    approval,
    answerApproval(approve: boolean) {
      approval?.(approve);
      setApproval(null);
    },
    errors: {
      personal: shown(forms ? forms.personalErrors(state.personal) : {}, "personal"),
      delivery: shown(
        forms ? forms.deliveryErrors(deliveryInput(state), { mode, today: time.today }) : {},
        "delivery",
      ),
      demoCard: shown(forms ? forms.demoCardErrors(demoCard) : {}, "card"),
    },
    touch,
    edits,
    actions: {
      chooseType,
      back: () => {
        setAlert(null);
        setTab("prev");
      },
      editTab: (tab: CheckoutTab) => setTab(tab),
      chooseMethod: (chosen: PaymentMethod) => guarded(() => chooseMethod(chosen))(),
      leavePersonal: guarded(leavePersonal),
      leaveDelivery: guarded(leaveDelivery),
      leavePayment: guarded(leavePayment),
      finalise: finaliseOnce,
    },
  };
}
