import type { DistanceResult, PricedCart as ServerPricedCart } from "@comptoir/contracts";
import {
  type Cents,
  type CheckoutTab,
  checkPaymentBeforeOrder,
  chooseOrderType,
  DELIVERY_MESSAGES,
  enterPaymentStep,
  eurosToCents,
  formatEuros,
  isTooFar,
  leaveDeliveryStep,
  MESSAGES,
  minimumOrderMessage,
  moveTab,
  ORDER_TYPE_ADVANCE_DELAY_MS,
  type OrderMode,
  orderStatusAfterPayment,
  type PaymentMethod,
  zoneForAddress,
} from "@comptoir/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { emptyCart, recheckCoupon, repriceCart } from "../../lib/cart-actions.ts";
import { priceCart, usePricedCart } from "../../lib/cart-pricing.ts";
import { cartStore, useCart } from "../../lib/cart-state.ts";
import {
  type CardPayer,
  type DemoCardFields,
  demoCardPayer,
  EMPTY_DEMO_CARD,
} from "../../lib/checkout/card-payment.ts";
import { type CallResult, createCheckoutApi } from "../../lib/checkout/checkout-api.ts";
import {
  asapReadyAt,
  chosenSlot,
  clockTimeLabel,
  dayLabel,
  daysWithSlots,
  itemsUnavailableAt,
  type ScheduleContext,
  todayIn,
} from "../../lib/checkout/checkout-schedule.ts";
import type { CheckoutSettings } from "../../lib/checkout/checkout-settings.ts";
import {
  afterOrder,
  type CheckoutState,
  createCheckoutStore,
  type DeliveryFields,
  newLocalId,
  type PersonalFields,
  type PlacedOrder,
} from "../../lib/checkout/checkout-state.ts";
import { checkout as checkoutText, fill } from "../../lib/checkout/checkout-text.ts";
import { rememberLastOrder } from "../../lib/checkout/last-order.ts";
import {
  type CardPaymentState,
  figuresOf,
  figuresOfServerCart,
  NO_CARD_PAYMENT,
  type OrderFigures,
  orderFingerprint,
  orderPayload,
  pricingKey,
} from "../../lib/checkout/order-payload.ts";
import { recapOfCart, recapOfServerCart } from "../../lib/checkout/recap.ts";
import { loadCheckoutForms, useCheckoutForms } from "../../lib/checkout/use-checkout-forms.ts";
import {
  chooseDeliveryAddress,
  chooseMode,
  locationStore,
  useLocationChoice,
} from "../../lib/location-store.ts";
import { cart as cartText } from "../../lib/messages.ts";
import { useShop } from "../../lib/shop.ts";
import { AuthenticationDialog } from "./authentication-dialog.tsx";
import { type AlertMessage, CheckoutAlert } from "./checkout-alert.tsx";
import { CheckoutProgress } from "./checkout-progress.tsx";
import { ConfirmationStep, type RecapFact } from "./confirmation-step.tsx";
import { type AddressField, DeliveryStep } from "./delivery-step.tsx";
import { OrderLines, OrderTotals } from "./order-lines.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { PersonalStep } from "./personal-step.tsx";
import { TypeStep } from "./type-step.tsx";

function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export interface RestaurantPlace {
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

interface Props {
  settings: CheckoutSettings;
  restaurant: RestaurantPlace;
  /**
   * The logged-in customer, once accounts exist (next round): their details prefill the personal
   * form (`prefillPersonal`) and their id goes with the order. Guests: null.
   */
  userId?: number | null;
}

/** The server's figures for one cart, after a `price_changed` answer. */
interface ServerPrice {
  key: string;
  cart: ServerPricedCart;
  previousTotal: Cents;
  message: string;
}

type Busy = null | "address" | "card" | "placing" | "paying";

const ORDER_ERRORS_BACK_TO_DELIVERY = new Set([
  "slot_unavailable",
  "items_closed_at_time",
  "closed_now",
  "address_needed",
  "outside_delivery_zone",
  "address_too_far",
]);

function normalised(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

function sameAddress(saved: DistanceResult, form: DeliveryFields): boolean {
  return (
    normalised(saved.address) === normalised(form.address) &&
    normalised(saved.postal_code) === normalised(form.postal_code) &&
    normalised(saved.city) === normalised(form.city)
  );
}

/**
 * The checkout: the five tabs of spec section 2 and every transition and guard of section 4, each
 * decided by the domain package's functions (moveTab, chooseOrderType, leaveDeliveryStep,
 * enterPaymentStep, checkPaymentBeforeOrder, orderStatusAfterPayment, freshCheckout). Rendered in
 * the browser only: the cart, the forms and the clock are the visitor's.
 */
export default function CheckoutFlow({ settings, restaurant, userId = null }: Props) {
  const shop = useShop();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const timeZone = shop.timeZone;
  const [store] = useState(() => createCheckoutStore(() => todayIn(shop.now(), timeZone)));
  const state = store.use();
  const cart = useCart();
  const location = useLocationChoice();
  const mode = location.mode;
  const priced = usePricedCart();
  const api = useMemo(() => createCheckoutApi(), []);
  const forms = useCheckoutForms();

  const [card, setCardState] = useState<CardPaymentState>(NO_CARD_PAYMENT);
  const cardRef = useRef(card);
  const customerKey = useRef<string | null>(null);
  const customerRequest = useRef<{ key: string; done: Promise<string | null> } | null>(null);
  const paidIntent = useRef<string | null>(null);
  const setCard = (next: CardPaymentState) => {
    cardRef.current = next;
    setCardState(next);
  };
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const alertCount = useRef(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [demoCard, setDemoCardState] = useState<DemoCardFields>(EMPTY_DEMO_CARD);
  const demoCardRef = useRef(demoCard);
  const [stripeComplete, setStripeComplete] = useState(false);
  const stripePayer = useRef<CardPayer | null>(null);
  const [approval, setApproval] = useState<((approve: boolean) => void) | null>(null);
  const [serverPrice, setServerPrice] = useState<ServerPrice | null>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  const [chosenType, setChosenType] = useState<OrderMode | null>(null);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The shop's clock, run on in the browser from the server's (never the visitor's own clock).
  const now = shop.now();
  const today = todayIn(now, timeZone);
  const schedule: ScheduleContext = { settings, mode, now, timeZone };
  const asapReady = asapReadyAt(schedule);
  // "As soon as possible" only when every item's menu is open by then (else the server refuses it).
  const asapClosedItems = asapReady ? itemsUnavailableAt(cart.lines, asapReady, schedule) : [];
  const asap = asapClosedItems.length === 0 ? asapReady : null;
  // The week's slots change with the mode and by the minute, not at every keystroke.
  const minute = Math.floor(now.getTime() / 60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `schedule` is rebuilt at each render; its parts are the keys
  const slotDays = useMemo(() => daysWithSlots(schedule), [settings, mode, timeZone, minute]);
  const isScheduled = (current: CheckoutState) => current.delivery.is_scheduled || asap === null;
  const method: PaymentMethod = !settings.cashOffered
    ? "card"
    : !settings.cardOffered
      ? "cash"
      : state.payment.method;

  // The stored lines are not trusted: they are priced again from this page's menu (and again
  // after the menu is reloaded), and a kept coupon is asked about again.
  useEffect(() => {
    const dropped = repriceCart(shop.menuItems);
    if (dropped.length > 0) setRemoved(dropped);
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

  // Focus goes to the new step's title, from the top of the page, when the tab changes.
  const firstTab = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of tab, by design
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [state.tab]);

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

  // ---------------------------------------------------------------------------------------------
  // Figures: the browser's cart total, or the server's after a price change for this very cart.

  const figuresFor = (current: CheckoutState): OrderFigures => {
    const own = figuresOf(priced.total);
    if (!serverPrice) return own;
    const payload = buildPayload(current, own);
    return serverPrice.key === pricingKey(payload) ? figuresOfServerCart(serverPrice.cart) : own;
  };

  const couponCode = cart.coupon?.state === "accepted" ? cart.coupon.code : null;

  function buildPayload(current: CheckoutState, figures: OrderFigures) {
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
      card: cardRef.current,
      userId,
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Forms and their French errors.

  // Errors show under a field once the customer left it or tried to go on (and once the checks,
  // loaded just after the page, are there).
  const deliveryInput = (current: CheckoutState) => ({
    ...current.delivery,
    is_scheduled: isScheduled(current),
  });
  const shown = (errors: Record<string, string | undefined>, prefix: string) =>
    Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(`${prefix}.${field}`)));
  const personalErrors = shown(forms ? forms.personalErrors(state.personal) : {}, "personal");
  const deliveryErrors = shown(
    forms ? forms.deliveryErrors(deliveryInput(state), { mode, today }) : {},
    "delivery",
  );
  const cardErrors = shown(forms ? forms.demoCardErrors(demoCard) : {}, "card");

  const touch = (...keys: string[]) =>
    setTouched((current) => {
      const next = new Set(current);
      for (const key of keys) next.add(key);
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
        setBusy(null);
        say(MESSAGES.genericError);
      });
    };
  }

  function say(text: string, detail: string | null = null) {
    alertCount.current += 1;
    setAlert({ text, detail, id: alertCount.current });
  }

  function setTab(request: CheckoutTab | "next" | "prev") {
    const move = moveTab(store.get().tab, request);
    if (!move.ok) {
      say(move.message);
      return;
    }
    store.set((current) => ({ ...current, tab: move.tab }));
  }

  // What the customer changes answers the last alert: it goes away.
  const setPersonal = (field: keyof PersonalFields, value: string) => {
    setAlert(null);
    store.set((current) => ({ ...current, personal: { ...current.personal, [field]: value } }));
  };
  const setDelivery = (patch: Partial<DeliveryFields>) => {
    setAlert(null);
    store.set((current) => ({ ...current, delivery: { ...current.delivery, ...patch } }));
  };
  const setDemoCard = (field: keyof DemoCardFields, value: string) => {
    setAlert(null);
    const next = { ...demoCardRef.current, [field]: value };
    demoCardRef.current = next;
    setDemoCardState(next);
  };

  // ---------------------------------------------------------------------------------------------
  // The card provider: customer, then payment intent.

  /** The card provider's customer for the personal details as they are now (made once per details). */
  async function ensureCustomer(): Promise<string | null> {
    if (!settings.cardOffered) return null;
    const person = (await loadCheckoutForms()).validPersonal(store.get().personal);
    if (!person) return null;
    const key = JSON.stringify([person.email, person.first_name, person.last_name, person.phone]);
    if (cardRef.current.customer_id && customerKey.current === key) return cardRef.current.customer_id;
    // Leaving personal starts it; entering payment right after waits for the same request.
    if (customerRequest.current?.key === key) return customerRequest.current.done;
    const done = api
      .createCardCustomer({
        email: person.email,
        name: `${person.first_name} ${person.last_name}`,
        phone: person.phone,
      })
      .then((created) => {
        if (!created.ok) {
          console.warn("Client du paiement non créé", created.message);
          return null;
        }
        customerKey.current = key;
        // A new customer needs a payment intent of its own.
        setCard({ ...NO_CARD_PAYMENT, customer_id: created.payload.customer.id });
        return created.payload.customer.id;
      })
      .finally(() => {
        if (customerRequest.current?.key === key) customerRequest.current = null;
      });
    customerRequest.current = { key, done };
    return done;
  }

  /**
   * Makes or updates the payment intent for `amount` euros. Returns null when it is ready, else
   * why not (in French), which the payment step also shows.
   */
  async function refreshIntent(amount: number): Promise<string | null> {
    setCardProblem(null);
    setBusy("card");
    const problem = (message: string) => {
      setCardProblem(message);
      return message;
    };
    try {
      const customerId = await ensureCustomer();
      if (!customerId) return problem(MESSAGES.genericError);
      const ask = (intentId: string | null) =>
        api.preparePaymentIntent({ customer_id: customerId, amount, payment_intent_id: intentId });
      let intent = await ask(cardRef.current.payment_intent_id);
      // An intent already paid or cancelled cannot change: a new one is needed.
      if (!intent.ok && intent.code === "payment_intent_closed") intent = await ask(null);
      if (!intent.ok) return problem(intent.message);
      setCard({
        customer_id: customerId,
        client_secret: intent.payload.client_secret,
        payment_intent_id: intent.payload.id,
        amount: intent.payload.amount,
      });
      return null;
    } finally {
      setBusy(null);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The transitions of spec section 4.

  function chooseType(chosen: OrderMode) {
    setAlert(null);
    setChosenType(chosen);
    chooseMode(chosen);
    const choice = locationStore.get();
    const destination = choice._distance;
    const total = priceCart(shop, cartStore.get(), { ...choice, mode: chosen }, shop.now()).total;
    const zone =
      destination && shop.delivery.calculation === "zone_based"
        ? zoneForAddress(shop.delivery.zones, destination.postal_code, destination.city)
        : null;
    const outcome = chooseOrderType({
      mode: chosen,
      subtotal: total.subtotal,
      delivery: shop.delivery,
      zone,
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
    touch("personal.first_name", "personal.last_name", "personal.email", "personal.phone");
    const checks = await loadCheckoutForms();
    if (checks.validPersonal(store.get().personal) === null) {
      say(MESSAGES.requiredFields);
      return;
    }
    // The saved address (the location store, as the menu's address search left it) fills the form.
    const saved = locationStore.get()._distance;
    if (mode === "delivery" && saved) {
      setDelivery({ address: saved.address, city: saved.city, postal_code: saved.postal_code });
    }
    setTab("next");
    // The card provider's customer is made now, so the payment step is ready sooner.
    if (settings.cardOffered) await ensureCustomer();
  }

  /** The distance of the form's address: the saved one when it is the same, else asked. */
  async function measuredAddress(
    fields: DeliveryFields,
  ): Promise<{ ok: true; result: DistanceResult } | { ok: false; message: string }> {
    const saved = locationStore.get()._distance;
    if (saved && sameAddress(saved, fields)) return { ok: true, result: saved };
    setBusy("address");
    const measured = await api.measureDistance(
      `${fields.address.trim()}, ${fields.postal_code.trim()} ${fields.city.trim()}`,
    );
    setBusy(null);
    if (!measured.ok) return { ok: false, message: measured.message };
    // The cart's delivery fee follows the address the order goes to.
    chooseDeliveryAddress(measured.payload);
    return { ok: true, result: measured.payload };
  }

  /** The guards of leaving delivery (spec section 4), in their order; true when they pass. */
  async function deliveryGuards(current: CheckoutState, measure: boolean): Promise<boolean> {
    const checks = await loadCheckoutForms();
    let tooFar = false;
    const addressFilled = [
      current.delivery.address,
      current.delivery.postal_code,
      current.delivery.city,
    ].every((value) => value.trim() !== "");
    if (mode === "delivery" && addressFilled) {
      const saved = locationStore.get()._distance;
      const measured = measure
        ? await measuredAddress(current.delivery)
        : saved
          ? ({ ok: true, result: saved } as const)
          : null;
      if (measured && !measured.ok) {
        say(measured.message);
        store.set((state) => ({ ...state, tab: "delivery" }));
        return false;
      }
      if (measured?.ok) {
        tooFar = measured.result.too_far ?? isTooFar(measured.result.distance, shop.delivery);
        if (!tooFar && measured.result.in_zone === false) {
          say(DELIVERY_MESSAGES.no_zone);
          store.set((state) => ({ ...state, tab: "delivery" }));
          return false;
        }
      }
    }
    const scheduled = isScheduled(current);
    const slot = scheduled
      ? chosenSlot(current.delivery.delivery_date, current.delivery.delivery_time_range, schedule)
      : null;
    const outcome = leaveDeliveryStep({
      mode,
      tooFar,
      personalValid: checks.validPersonal(current.personal) !== null,
      deliveryValid: Object.keys(checks.deliveryErrors(deliveryInput(current), { mode, today })).length === 0,
      isScheduled: scheduled,
      slotChosen: slot !== null,
      unavailableItemNames: slot ? itemsUnavailableAt(cart.lines, slot.start, schedule) : [],
      cashOffered: settings.cashOffered,
    });
    if (!outcome.ok) {
      say(outcome.alert);
      store.set((state) => ({ ...state, tab: outcome.goTo }));
      return false;
    }
    if (outcome.method === "card") {
      store.set((state) => ({ ...state, payment: { ...state.payment, method: "card" } }));
    }
    return true;
  }

  async function leaveDelivery() {
    setAlert(null);
    touch("delivery.address", "delivery.city", "delivery.postal_code", "delivery.delivery_time_range");
    if (await deliveryGuards(store.get(), true)) await enterPayment("payment");
  }

  /** Entering payment (spec section 4): the items' menus at a scheduled time, then the payment intent. */
  async function enterPayment(tab: "payment" | "confirmation") {
    const current = store.get();
    const scheduled = isScheduled(current);
    const slot = scheduled
      ? chosenSlot(current.delivery.delivery_date, current.delivery.delivery_time_range, schedule)
      : null;
    const outcome = enterPaymentStep({
      isScheduled: scheduled,
      unavailableItemNames: slot ? itemsUnavailableAt(cart.lines, slot.start, schedule) : [],
    });
    if (!outcome.ok) {
      say(outcome.alert);
      store.set((state) => ({ ...state, tab: outcome.goTo }));
      return;
    }
    store.set((state) => ({ ...state, tab }));
    const paying = !settings.cashOffered || store.get().payment.method === "card";
    if (settings.cardOffered && paying && paidIntent.current === null)
      await refreshIntent(figuresFor(current).total);
  }

  async function chooseMethod(chosen: PaymentMethod) {
    setAlert(null);
    store.set((current) => ({ ...current, payment: { method: chosen, failed: false } }));
    if (chosen === "card" && !cardRef.current.payment_intent_id)
      await refreshIntent(figuresFor(store.get()).total);
  }

  async function leavePayment() {
    setAlert(null);
    if (method === "card") {
      if (settings.provider === "demo") {
        touch("card.card_number", "card.expiry", "card.cvc");
        if (Object.keys((await loadCheckoutForms()).demoCardErrors(demoCardRef.current)).length > 0) {
          say(MESSAGES.requiredFields);
          return;
        }
      } else if (!stripeComplete) {
        say(checkoutText.cardIncomplete);
        return;
      }
      const problem = cardRef.current.payment_intent_id
        ? null
        : await refreshIntent(figuresFor(store.get()).total);
      const check = checkPaymentBeforeOrder({
        method,
        failed: false,
        paymentIntentId: cardRef.current.payment_intent_id,
      });
      if (!check.ok) {
        say(check.alert, problem);
        return;
      }
    }
    setTab("next");
  }

  function askApproval(): Promise<boolean> {
    return new Promise((resolve) => setApproval(() => resolve));
  }

  /**
   * The order was refused: "Une erreur est survenue" (spec section 8) with the server's reason
   * under it, and the tab where it can be put right. A refused time or address is the alert
   * itself, on the delivery tab.
   */
  function orderFailed(result: Extract<CallResult<unknown>, { ok: false }>) {
    if (result.status === 0 || result.status >= 500) {
      say(MESSAGES.genericError, result.status === 0 ? result.message : null);
      return;
    }
    if (result.code && ORDER_ERRORS_BACK_TO_DELIVERY.has(result.code)) {
      say(result.message);
      store.set((current) => ({ ...current, tab: "delivery" }));
      return;
    }
    say(MESSAGES.genericError, result.message);
    if (result.code === "payment_method_unavailable") {
      store.set((current) => ({ ...current, tab: "payment" }));
    } else if (
      result.code === "unknown_item" ||
      result.code === "item_unavailable" ||
      result.code === "invalid_options"
    ) {
      void revalidator.revalidate();
    }
  }

  /** Finalise (spec section 4): place the order, pay by card if so, update it, then /success. */
  async function finalise() {
    if (busy) return;
    setAlert(null);
    let current = store.get();
    if (!(await deliveryGuards(current, false))) return;
    if (!enterPaymentGuard(current)) return;

    if (method === "card") {
      const cardReady =
        settings.provider === "demo"
          ? Object.keys((await loadCheckoutForms()).demoCardErrors(demoCardRef.current)).length === 0
          : stripeComplete && stripePayer.current !== null;
      if (!cardReady) {
        touch("card.card_number", "card.expiry", "card.cvc");
        say(settings.provider === "demo" ? MESSAGES.requiredFields : checkoutText.cardIncomplete);
        store.set((state) => ({ ...state, tab: "payment" }));
        return;
      }
      const problem = cardRef.current.payment_intent_id
        ? null
        : await refreshIntent(figuresFor(current).total);
      const check = checkPaymentBeforeOrder({
        method,
        failed: false,
        paymentIntentId: cardRef.current.payment_intent_id,
      });
      if (!check.ok) {
        say(check.alert, problem);
        return;
      }
    }

    // 1. Place the order (once: the same key gives back the same order).
    const figures = figuresFor(current);
    let payload = buildPayload(current, figures);
    const fingerprint = orderFingerprint(payload);
    if (current.placed && current.placed.fingerprint !== fingerprint) {
      // Something changed since that order was stored: this is another order, with a new key.
      store.set((state) => ({ ...state, localId: newLocalId(), placed: null }));
      current = store.get();
      payload = buildPayload(current, figures);
    }
    let placed: PlacedOrder | null = current.placed;
    if (!placed) {
      setBusy("placing");
      const result = await api.placeOrder(payload);
      setBusy(null);
      if (!result.ok) {
        if (result.code === "price_changed" && result.cart) {
          priceChanged(result.cart, result.message, payload);
          return;
        }
        orderFailed(result);
        return;
      }
      const stored: PlacedOrder = {
        orderId: result.payload.order_id,
        localId: payload.local_id,
        fingerprint,
        total: result.payload.total,
      };
      placed = stored;
      store.set((state) => ({ ...state, placed: stored, confirmation: { order_id: stored.orderId } }));
      if (result.payload.status === "paid") {
        finish(stored);
        return;
      }
    }

    // 2. Pay by card, the amount the server charged.
    let providerConfirmed = false;
    if (method === "card") {
      if (paidIntent.current === null || paidIntent.current !== cardRef.current.payment_intent_id) {
        const problem = cardRef.current.amount === placed.total ? null : await refreshIntent(placed.total);
        if (problem !== null) {
          say(MESSAGES.paymentFailed, problem);
          return;
        }
        const intentId = cardRef.current.payment_intent_id;
        const secret = cardRef.current.client_secret;
        const payer =
          settings.provider === "stripe"
            ? stripePayer.current
            : demoCardPayer(api, () => demoCardRef.current, askApproval);
        setBusy("paying");
        const outcome =
          payer && intentId && secret
            ? await payer.pay({ id: intentId, clientSecret: secret })
            : { ok: false as const, reason: null };
        setBusy(null);
        if (!outcome.ok) {
          store.set((state) => ({ ...state, tab: "payment", payment: { ...state.payment, failed: true } }));
          const check = checkPaymentBeforeOrder({ method, failed: true, paymentIntentId: intentId });
          say(check.ok ? MESSAGES.paymentFailed : check.alert, outcome.reason);
          return;
        }
        paidIntent.current = intentId;
        store.set((state) => ({ ...state, payment: { ...state.payment, failed: false } }));
      }
      providerConfirmed = true;
    }

    // 3. Update the order: pending for cash, paid for a card the provider confirmed.
    setBusy(method === "card" ? "paying" : "placing");
    const update = await api.updateOrder({
      order_id: placed.orderId,
      status: orderStatusAfterPayment(method, providerConfirmed),
      transaction_id:
        method === "card"
          ? {
              client_secret: cardRef.current.client_secret,
              customer_id: cardRef.current.customer_id,
              payment_intent_id: cardRef.current.payment_intent_id,
            }
          : null,
    });
    setBusy(null);
    if (!update.ok) {
      if (update.code === "payment_failed") say(MESSAGES.paymentFailed, update.message);
      else say(MESSAGES.genericError, update.status === 0 ? update.message : null);
      return;
    }
    finish(placed);
  }

  function enterPaymentGuard(current: CheckoutState): boolean {
    const scheduled = isScheduled(current);
    const slot = scheduled
      ? chosenSlot(current.delivery.delivery_date, current.delivery.delivery_time_range, schedule)
      : null;
    const outcome = enterPaymentStep({
      isScheduled: scheduled,
      unavailableItemNames: slot ? itemsUnavailableAt(cart.lines, slot.start, schedule) : [],
    });
    if (outcome.ok) return true;
    say(outcome.alert);
    store.set((state) => ({ ...state, tab: outcome.goTo }));
    return false;
  }

  function priceChanged(
    serverCart: ServerPricedCart,
    message: string,
    payload: ReturnType<typeof buildPayload>,
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
          message: serverCart.coupon.message ?? MESSAGES.genericError,
        },
      }));
    }
    void revalidator.revalidate();
    window.scrollTo({ top: 0 });
  }

  function finish(placed: PlacedOrder) {
    rememberLastOrder({ order_id: placed.orderId, local_id: placed.localId });
    emptyCart();
    store.set((current) => afterOrder(current, todayIn(shop.now(), timeZone)));
    setCard(NO_CARD_PAYMENT);
    customerKey.current = null;
    paidIntent.current = null;
    demoCardRef.current = EMPTY_DEMO_CARD;
    setDemoCardState(EMPTY_DEMO_CARD);
    setServerPrice(null);
    navigate(pathname.startsWith("/fr/") ? "/fr/success" : "/success");
  }

  // ---------------------------------------------------------------------------------------------
  // Keep the forms coherent with what is possible now.

  useEffect(() => {
    if (state.tab !== "delivery") return;
    const days = slotDays;
    const patch = (fields: Partial<DeliveryFields>) =>
      store.set((current) => ({ ...current, delivery: { ...current.delivery, ...fields } }));
    if (asap === null && !state.delivery.is_scheduled) patch({ is_scheduled: true });
    if (days.length > 0 && !days.some((day) => day.date === state.delivery.delivery_date)) {
      patch({ delivery_date: (days[0] as (typeof days)[number]).date, delivery_time_range: null });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // What the page shows.

  if (cart.lines.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-start gap-4">
        <h1 className="text-3xl font-black">{checkoutText.emptyTitle}</h1>
        <p className="text-muted">{checkoutText.emptyText}</p>
        <Link
          to={pathname.startsWith("/fr/") ? "/fr/menu" : "/menu"}
          className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
        >
          {checkoutText.emptyCta}
        </Link>
      </div>
    );
  }

  const tab = state.tab;
  const labels: Record<CheckoutTab, string> = {
    type: checkoutText.tabType,
    personal: checkoutText.tabPersonal,
    delivery: mode === "delivery" ? checkoutText.tabDelivery : checkoutText.tabPickupTime,
    payment: checkoutText.tabPayment,
    confirmation: checkoutText.tabConfirmation,
  };
  const figures = figuresFor(state);
  const showServer =
    serverPrice !== null && serverPrice.key === pricingKey(buildPayload(state, figuresOf(priced.total)));
  const recap =
    showServer && serverPrice
      ? recapOfServerCart(serverPrice.cart, shop.tax)
      : recapOfCart(priced.total, { pickup: mode === "pickup", tax: shop.tax, coupon: couponCode });
  const totalText = formatEuros(eurosToCents(figures.total));
  const units = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  const restaurantPlace = [
    restaurant.name,
    restaurant.address,
    `${restaurant.postalCode} ${restaurant.city}`.trim(),
  ]
    .filter(Boolean)
    .join(", ");
  const days = slotDays.map((day) => ({
    date: day.date,
    label: dayLabel(day.date, today, timeZone, {
      today: checkoutText.today,
      tomorrow: checkoutText.tomorrow,
    }),
    slots: day.slots.map((slot) => slot.label),
  }));
  const minimumDeliveryFee =
    shop.delivery.zones.length > 0
      ? (Math.min(...shop.delivery.zones.map((zone) => zone.deliveryFee)) as Cents)
      : shop.delivery.baseFee;

  const primary: { label: string; action: () => void } | null =
    tab === "personal"
      ? { label: checkoutText.continue, action: guarded(leavePersonal) }
      : tab === "delivery"
        ? { label: checkoutText.continue, action: guarded(leaveDelivery) }
        : tab === "payment"
          ? { label: checkoutText.continue, action: guarded(leavePayment) }
          : tab === "confirmation"
            ? {
                label: fill(method === "card" ? checkoutText.payOrder : checkoutText.placeOrder, {
                  amount: totalText,
                }),
                action: guarded(finalise),
              }
            : null;
  const busyText =
    busy === "placing"
      ? checkoutText.placing
      : busy === "paying"
        ? checkoutText.paying
        : busy === "card"
          ? checkoutText.preparingCard
          : busy === "address"
            ? checkoutText.checkingAddress
            : null;

  return (
    <div className="pb-36">
      <CheckoutProgress tab={tab} labels={labels} />
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-black outline-none">
        {labels[tab]}
      </h1>
      {removed.length > 0 ? (
        <p role="status" className="mt-3 rounded-xl border border-accent p-3">
          {fill(checkoutText.removedFromCart, { names: removed.join(", ") })}
        </p>
      ) : null}
      <CheckoutAlert alert={alert} onDismiss={() => setAlert(null)} />

      {tab !== "confirmation" ? (
        <details className="group mt-4 rounded-2xl bg-panel px-4 py-1" data-testid="checkout-summary">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden">
            <span>
              {fill(checkoutText.summaryToggle, {
                count: units === 1 ? cartText.oneItem : fill(cartText.items, { count: String(units) }),
                amount: totalText,
              })}
            </span>
            <ChevronIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-3">
            <OrderLines lines={recap.lines} />
            <OrderTotals totals={recap.totals} />
          </div>
        </details>
      ) : null}

      {tab === "type" ? (
        <>
          <TypeStep
            mode={mode}
            chosen={chosenType}
            deliveryActive={shop.delivery.active}
            pickupText={fill(checkoutText.pickupText, {
              minutes: String(shop.pickupMinutes),
              address: restaurant.address,
            })}
            deliveryText={fill(checkoutText.deliveryFrom, { amount: formatEuros(minimumDeliveryFee) })}
            onChoose={chooseType}
          />
          <Link
            to={pathname.startsWith("/fr/") ? "/fr/menu" : "/menu"}
            className="mt-6 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {checkoutText.backToMenu}
          </Link>
        </>
      ) : null}
      {tab === "personal" ? (
        <PersonalStep
          values={state.personal}
          errors={personalErrors}
          onChange={setPersonal}
          onBlur={(field) => touch(`personal.${field}`)}
        />
      ) : null}
      {tab === "delivery" ? (
        <DeliveryStep
          mode={mode}
          values={{ ...state.delivery, is_scheduled: isScheduled(state) }}
          errors={deliveryErrors}
          onChange={(field: AddressField, value) => setDelivery({ [field]: value })}
          onBlur={(field) => touch(`delivery.${field}`)}
          onAddressFound={() => {
            const saved = locationStore.get()._distance;
            if (saved)
              setDelivery({ address: saved.address, city: saved.city, postal_code: saved.postal_code });
          }}
          restaurantPlace={restaurantPlace}
          asapLabel={asap ? fill(checkoutText.asapAt, { time: clockTimeLabel(asap, timeZone) }) : null}
          asapNote={
            asapClosedItems.length > 0
              ? fill(checkoutText.asapItemsClosed, { items: asapClosedItems.join(", ") })
              : checkoutText.asapUnavailable
          }
          days={days}
          onScheduledChange={(scheduled) =>
            setDelivery(
              scheduled
                ? { is_scheduled: true, delivery_date: days[0]?.date ?? today }
                : { is_scheduled: false, delivery_date: today, delivery_time_range: null },
            )
          }
          onDayChange={(date) => setDelivery({ delivery_date: date, delivery_time_range: null })}
          onSlotChange={(label) => setDelivery({ delivery_time_range: label })}
          busy={busy === "address"}
        />
      ) : null}
      {tab === "payment" || tab === "confirmation" ? (
        // Kept while confirming: Stripe's card field must stay mounted to pay.
        <div hidden={tab !== "payment"}>
          <PaymentStep
            mode={mode}
            method={method}
            cashOffered={settings.cashOffered}
            cardOffered={settings.cardOffered}
            provider={settings.provider}
            publishableKey={settings.publishableKey}
            onMethodChange={(chosen) => guarded(() => chooseMethod(chosen))()}
            demoCard={demoCard}
            demoCardErrors={cardErrors}
            onDemoCardChange={setDemoCard}
            onDemoCardBlur={(field) => touch(`card.${field}`)}
            billing={{
              name: `${state.personal.first_name} ${state.personal.last_name}`.trim(),
              email: state.personal.email,
              phone: state.personal.phone,
            }}
            onStripePayer={(payer) => {
              stripePayer.current = payer;
            }}
            onStripeCompleteChange={setStripeComplete}
            preparing={busy === "card"}
            cardProblem={cardProblem}
          />
        </div>
      ) : null}
      {tab === "confirmation" ? (
        <ConfirmationStep
          lines={recap.lines}
          totals={recap.totals}
          facts={recapFacts(state)}
          onEdit={(target) => setTab(target)}
          priceChange={
            showServer && serverPrice
              ? { previousTotal: formatEuros(serverPrice.previousTotal), message: serverPrice.message }
              : null
          }
        />
      ) : null}

      {primary || tab !== "type" ? (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-ink/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
          <div className="mx-auto flex max-w-xl items-center gap-3">
            {tab !== "type" ? (
              <button
                type="button"
                onClick={() => {
                  setAlert(null);
                  setTab("prev");
                }}
                disabled={busy !== null}
                className="inline-flex min-h-14 shrink-0 items-center rounded-full border border-line px-4 font-bold disabled:opacity-60"
              >
                {checkoutText.back}
              </button>
            ) : null}
            {primary ? (
              <button
                type="button"
                onClick={primary.action}
                disabled={busy !== null}
                aria-describedby={busyText ? "commande-attente" : undefined}
                className="inline-flex min-h-14 min-w-0 flex-1 items-center justify-center whitespace-nowrap rounded-full bg-accent px-4 text-base font-bold text-ink disabled:opacity-70 min-[400px]:text-lg"
                data-testid="checkout-primary"
              >
                {busy !== null && busyText ? busyText : primary.label}
              </button>
            ) : null}
          </div>
          <p id="commande-attente" role="status" className="sr-only">
            {busyText ?? ""}
          </p>
        </div>
      ) : null}

      {approval ? (
        <AuthenticationDialog
          amount={totalText}
          onAnswer={(approve) => {
            approval(approve);
            setApproval(null);
          }}
        />
      ) : null}
    </div>
  );

  function recapFacts(current: CheckoutState): RecapFact[] {
    const scheduled = isScheduled(current);
    const when = scheduled
      ? fill(checkoutText.whenSlot, {
          day: dayLabel(current.delivery.delivery_date, today, timeZone, {
            today: checkoutText.today,
            tomorrow: checkoutText.tomorrow,
          }),
          slot: current.delivery.delivery_time_range ?? "",
        })
      : fill(checkoutText.whenAsap, { time: asap ? clockTimeLabel(asap, timeZone) : "" });
    const where =
      mode === "delivery"
        ? `${current.delivery.address}, ${current.delivery.postal_code} ${current.delivery.city}`
        : restaurantPlace;
    return [
      {
        label: checkoutText.recapMode,
        value: mode === "delivery" ? checkoutText.deliveryTitle : checkoutText.pickupTitle,
        tab: "type",
      },
      { label: checkoutText.recapWhere, value: where, tab: mode === "delivery" ? "delivery" : "type" },
      { label: checkoutText.recapWhen, value: when, tab: "delivery" },
      {
        label: checkoutText.recapContact,
        value: `${current.personal.first_name} ${current.personal.last_name} · ${current.personal.phone} · ${current.personal.email}`,
        tab: "personal",
      },
      {
        label: checkoutText.recapPayment,
        value:
          method === "card"
            ? checkoutText.payCard
            : mode === "pickup"
              ? checkoutText.payCashPickup
              : checkoutText.payCashDelivery,
        tab: "payment",
      },
    ];
  }
}
