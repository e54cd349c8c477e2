import type { LocalDate } from "@comptoir/domain";
import { useLocation, useNavigate } from "react-router";
import { emptyCart } from "../cart-actions.ts";
import type { CardPaymentSession } from "./card-payment-session.ts";
import { samePrefixPath } from "./checkout-paths.ts";
import type { PlacedOrder } from "./checkout-state.ts";
import { rememberLastOrder } from "./last-order.ts";
import type { CheckoutRecord } from "./use-checkout-reducer.ts";

/**
 * After an order went through (docs/product.md#checkout): `/success` can read it back after a reload, the
 * cart is emptied, the checkout starts afresh (the reducer's `ordered`), the card provider's
 * session ends, and the customer goes to `/success` (under the same prefix as this page).
 */
export function useAfterOrder({
  dispatch,
  card,
  today,
}: {
  dispatch: CheckoutRecord["dispatch"];
  card: Pick<CardPaymentSession, "reset">;
  today: () => LocalDate;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return function ordered(placed: PlacedOrder) {
    rememberLastOrder({ order_id: placed.orderId, local_id: placed.localId });
    emptyCart();
    dispatch({ type: "ordered", today: today() });
    card.reset();
    navigate(samePrefixPath(pathname, "/success"));
  };
}
