import { pausesFrom } from "@comptoir/contracts";
import {
  type CheckoutTab,
  chooseOrderType,
  ORDER_TYPE_ADVANCE_DELAY_MS,
  type OrderMode,
  type PaymentMethod,
  pauseAt,
} from "@comptoir/domain";
import { alerts } from "@comptoir/messages";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { callSessionOf, createApiClient } from "../api-client.ts";
import { authStore, useSession } from "../auth-store.ts";
import { recheckCoupon, repriceCart } from "../cart-actions.ts";
import {
  offerCustomerOf,
  pauseNoticeFor,
  priceCart,
  useFreshSettings,
  usePricedCart,
} from "../cart-pricing.ts";
import { cartStore, useCart } from "../cart-state.ts";
import { destinationOf } from "../location-actions.ts";
import { chooseMode, locationStore, useLocationChoice } from "../location-store.ts";
import { useShop } from "../shop.ts";
import { useRestaurant } from "../use-restaurant.ts";
import type { DemoCardFields } from "./card-payment.ts";
import { samePrefixPath } from "./checkout-paths.ts";
import type { CheckoutForm } from "./checkout-reducer.ts";
import { todayIn } from "./checkout-schedule.ts";
import type { DeliveryFields, PersonalFields } from "./checkout-state.ts";
import {
  addressFound,
  enterPayment,
  finalise,
  leaveDelivery,
  leavePayment,
  leavePersonal,
  methodChosen,
  type StepContext,
} from "./checkout-steps.ts";
import { useAfterOrder } from "./use-after-order.ts";
import { useCardPayment } from "./use-card-payment.ts";
import { useCheckoutForms } from "./use-checkout-forms.ts";
import { useCheckoutReducer } from "./use-checkout-reducer.ts";
import { useOrderTime } from "./use-order-time.ts";
import { useServerPrice } from "./use-server-price.ts";

/**
 * The checkout's state (checkout-reducer.ts) connected to the outside: the stores, the shop's clock,
 * the card provider, the server, the router. The first tab's choice is made here (its half-second
 * timer); the other steps are checkout-steps.ts, run with this render's context. The page does not
 * read what this hook gives: each step's view-model (step-views.ts) picks what its view draws.
 */
export function useCheckoutSteps() {
  const shop = useShop();
  // The settings as they are now (a pause may have started since the page's first load).
  const settings = useFreshSettings(useRestaurant().settings);
  // A pause of delivery from the board (ADR 041): only pickup is offered, and the server refuses
  // what a page opened earlier still sends. The first tab says the pause, and a pause of all
  // ordering stops the customer there (ADR 058).
  const deliveryPaused = pauseAt(pausesFrom(settings), "delivery", shop.now()) !== null;
  const pauses = {
    ordering: pauseNoticeFor(settings, "pickup", shop.now(), shop.timeZone),
    delivery: pauseNoticeFor(settings, "delivery", shop.now(), shop.timeZone),
  };
  const menuPath = samePrefixPath(useLocation().pathname, "/menu");
  const { payments } = shop;
  const today = () => todayIn(shop.now(), shop.timeZone);
  const { checkout, current, dispatch } = useCheckoutReducer(today);
  const { saved: state } = checkout;
  const cart = useCart();
  const location = useLocationChoice();
  const { mode } = location;
  const priced = usePricedCart();
  // A logged-in customer's order is placed with their session: the server makes it the account's.
  const session = useSession();
  const userId = session?.user.id ?? null;
  const [api] = useState(() => {
    const client = createApiClient();
    return {
      ...client,
      placeOrder: (order: Parameters<typeof client.placeOrder>[0]) => {
        const current = authStore.get();
        return client.placeOrder(order, current ? callSessionOf(current) : null);
      },
    };
  });
  // The first tab checks no form and lists no slot: the form checks and the week's slots wait for
  // a later tab (ADR 073, blocking time).
  const firstTab = state.tab === "type";
  const forms = useCheckoutForms(!firstTab);
  const time = useOrderTime({ rules: shop, now: shop.now(), mode, lines: cart.lines, week: !firstTab });
  const card = useCardPayment({ api, dispatch });
  const method: PaymentMethod = !payments.cashOffered
    ? "card"
    : !payments.cardOffered
      ? "cash"
      : state.payment.method;
  const couponCode = cart.coupon?.state === "accepted" ? cart.coupon.code : null;
  const price = useServerPrice({
    record: { current, dispatch },
    lines: cart.lines,
    mode,
    method,
    couponCode,
    total: priced.total,
    isScheduled: time.isScheduled,
    card: card.session.current,
    userId,
  });
  const ordered = useAfterOrder({ dispatch, card: card.session, today });
  // The cart priced for a delivery, whatever the mode: the first tab says what it would charge.
  const customer = offerCustomerOf(session);
  const delivered = useMemo(
    () => priceCart(shop, cart, { ...location, mode: "delivery" }, shop.now(), customer).total,
    [shop, cart, location, customer],
  );
  const context: StepContext = { current, dispatch, api, card, shop, mode, method, time, price, ordered };
  // Set at once (a state would only change at the next render): a second tap never finalises twice.
  const finalising = useRef(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The stored lines are not trusted: they are priced again from this page's menu (and again
  // after the menu is reloaded), and a kept coupon is asked about again.
  useEffect(() => {
    const repricing = repriceCart(shop.menuItems);
    if (repricing.dropped.length > 0 || repricing.repriced.length > 0) {
      dispatch({ type: "items_removed", names: repricing.dropped, repriced: repricing.repriced });
    }
  }, [shop, dispatch]);
  useEffect(() => {
    void recheckCoupon();
  }, []);
  // A logged-in customer finds their details and saved address filled in (where still empty).
  const user = session?.user ?? null;
  useEffect(() => {
    if (user) dispatch({ type: "account_prefilled", user });
  }, [user, dispatch]);
  useEffect(
    () => () => {
      if (advanceTimer.current) clearTimeout(advanceTimer.current);
    },
    [],
  );

  // A page opened on the payment or confirmation tab (a reload) enters payment again: the card
  // state is not kept across visits, and the time may have passed. Once, as soon as the cart is known.
  const hasLines = cart.lines.length > 0;
  const resumed = useRef(false);
  const resumePayment = useEffectEvent(() => {
    const tab = current().saved.tab;
    if (tab === "payment" || tab === "confirmation") guarded(() => enterPayment(context, tab))();
  });
  useEffect(() => {
    if (resumed.current || !hasLines) return;
    resumed.current = true;
    resumePayment();
  }, [hasLines]);

  // The shop's clock runs on: the reducer keeps the delivery tab to the times still possible. Told
  // from the second tab on, once the week's slots are worked out: the delivery tab comes after it.
  const asapOffered = time.asap !== null;
  const { slotDays } = time;
  useEffect(() => {
    if (firstTab) return;
    dispatch({ type: "order_times_known", times: { asapOffered, days: slotDays.map((day) => day.date) } });
  }, [dispatch, asapOffered, slotDays, firstTab]);

  /**
   * Runs a step's action; anything unexpected (a chunk that cannot load offline, a bug) ends in
   * "Une erreur est survenue, veuillez réessayer" rather than a button that does nothing.
   */
  function guarded(action: () => Promise<void>) {
    return () =>
      action().catch((error: unknown) => {
        console.error(error);
        dispatch({ type: "action_failed", alert: alerts.genericError });
      });
  }

  function chooseType(chosen: OrderMode) {
    chooseMode(chosen);
    const choice = { ...locationStore.get(), mode: chosen };
    const total = priceCart(shop, cartStore.get(), choice, shop.now(), offerCustomerOf(session)).total;
    const outcome = chooseOrderType({
      mode: chosen,
      subtotal: total.subtotal,
      delivery: shop.delivery,
      destination: destinationOf(choice),
    });
    dispatch({ type: "order_type_chosen", mode: chosen, outcome });
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    if (!outcome.advance) return;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      dispatch({ type: "order_type_delay_over" });
    }, ORDER_TYPE_ADVANCE_DELAY_MS);
  }

  /** One finalise at a time, whatever the taps: the order is placed and paid once. */
  function finaliseOnce() {
    if (finalising.current) return;
    finalising.current = true;
    guarded(() => finalise(context).finally(() => (finalising.current = false)))();
  }

  const requestTab = (request: CheckoutTab | "next" | "prev") => dispatch({ type: "tab_requested", request });

  return {
    checkout,
    shop,
    deliveryPaused,
    pauses,
    menuPath,
    lines: cart.lines,
    mode,
    method,
    time,
    priced: priced.total,
    delivered,
    couponCode,
    figures: price.figuresFor(state),
    serverPrice: price.serverPriceFor(state),
    forms,
    card: { stripeCardReady: card.stripeCardReady, answerApproval: card.answerApproval },
    // What the customer changes answers the last alert: the reducer takes it away.
    actions: {
      dismissAlert: () => dispatch({ type: "alert_dismissed" }),
      touch: (form: CheckoutForm, fields: readonly string[]) =>
        dispatch({ type: "fields_left", form, fields }),
      editPersonal: (field: keyof PersonalFields, value: string) =>
        dispatch({ type: "personal_edited", field, value }),
      editDelivery: (patch: Partial<DeliveryFields>) => dispatch({ type: "delivery_edited", patch }),
      slotFull: (slot: string) => dispatch({ type: "slot_full", slot }),
      editDemoCard: (field: keyof DemoCardFields, value: string) =>
        dispatch({ type: "demo_card_edited", field, value }),
      stripeCompleteChanged: (complete: boolean) => dispatch({ type: "stripe_form_changed", complete }),
      addressFound: () => addressFound(context),
      chooseType,
      back: () => {
        dispatch({ type: "alert_dismissed" });
        requestTab("prev");
      },
      editTab: (tab: CheckoutTab) => requestTab(tab),
      chooseMethod: (chosen: PaymentMethod) => {
        dispatch({ type: "method_chosen", method: chosen });
        guarded(() => methodChosen(context, chosen))();
      },
      leavePersonal: guarded(() => leavePersonal(context)),
      leaveDelivery: guarded(() => leaveDelivery(context)),
      leavePayment: guarded(() => leavePayment(context)),
      finalise: finaliseOnce,
    },
  };
}

/**
 * The checkout as this render knows it, connected to the outside: what each step's view-model
 * (step-views.ts) reads to give its view only what it draws.
 */
export type CheckoutModel = ReturnType<typeof useCheckoutSteps>;
