import {
  type CartLine,
  type CartTotal,
  eurosToCents,
  type OrderMode,
  type PaymentMethod,
} from "@comptoir/domain";
import { alerts } from "@comptoir/messages";
import { useRevalidator } from "react-router";
import { cartStore } from "../cart-state.ts";
import type { CheckoutState } from "./checkout-state.ts";
import type { FinaliseOutcome } from "./finalise-order.ts";
import type { CardPaymentState, OrderFigures } from "./order-payload.ts";
import { figuresOf, figuresOfServerCart, orderPayload, pricingKey } from "./order-payload.ts";
import type { CheckoutRecord } from "./use-checkout-reducer.ts";

/**
 * The order's figures: the browser's cart total, or the server's after it answered `price_changed`
 * for this very cart (ADR 016). Also what that answer changes outside the checkout: a refused
 * coupon in the cart, the menu read again, the top of the page.
 */
export function useServerPrice(input: {
  record: Pick<CheckoutRecord, "current" | "dispatch">;
  lines: readonly CartLine[];
  mode: OrderMode;
  method: PaymentMethod;
  couponCode: string | null;
  /** The browser's own total of the cart. */
  total: CartTotal;
  isScheduled: (state: CheckoutState) => boolean;
  card: () => CardPaymentState;
  userId: number | null;
}) {
  const revalidator = useRevalidator();
  const { record, couponCode } = input;

  function payloadFor(state: CheckoutState, figures: OrderFigures) {
    return orderPayload({
      state: {
        ...state,
        payment: { ...state.payment, method: input.method },
        delivery: { ...state.delivery, is_scheduled: input.isScheduled(state) },
      },
      lines: input.lines,
      mode: input.mode,
      coupon: couponCode,
      figures,
      card: input.card(),
      userId: input.userId,
    });
  }

  /** The server's price for this very cart, if it gave one. */
  function serverPriceFor(state: CheckoutState) {
    const price = record.current().page.serverPrice;
    if (!price) return null;
    return price.key === pricingKey(payloadFor(state, figuresOf(input.total))) ? price : null;
  }

  return {
    payloadFor,
    serverPriceFor,

    figuresFor(state: CheckoutState): OrderFigures {
      const price = serverPriceFor(state);
      return price ? figuresOfServerCart(price.cart) : figuresOf(input.total);
    },

    priceChanged({ cart, message, payload }: Extract<FinaliseOutcome, { kind: "price_changed" }>) {
      record.dispatch({
        type: "price_changed",
        price: { key: pricingKey(payload), cart, previousTotal: eurosToCents(payload.total), message },
      });
      // The cart follows the server: a refused coupon is said so, and the menu is read again so
      // that the lines take the current prices.
      if (couponCode && cart.coupon.state === "invalid") {
        cartStore.set((current) => ({
          ...current,
          coupon: {
            code: couponCode,
            state: "refused",
            message: cart.coupon.message ?? alerts.genericError,
          },
        }));
      }
      void revalidator.revalidate();
      window.scrollTo({ top: 0 });
    },

    /** The menu read again, so the cart takes the current items and prices. */
    reloadMenu() {
      void revalidator.revalidate();
    },
  };
}

export type ServerPricing = ReturnType<typeof useServerPrice>;
