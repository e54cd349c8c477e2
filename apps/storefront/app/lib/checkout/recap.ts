import type { OrderView, PricedCartPayload } from "@comptoir/contracts";
import {
  type CartLine,
  type CartTotal,
  type Cents,
  eurosToCents,
  lineIdentity,
  type TaxSettings,
} from "@comptoir/domain";

/** One line as the recap shows it, from the browser's cart total or from the server's priced cart. */
export interface RecapLine {
  key: string;
  quantity: number;
  name: string;
  /** "Samouraï, Frites" */
  options: string;
  note: string;
  /** null for an offered item. */
  amount: Cents | null;
}

export interface RecapTotals {
  subtotal: Cents;
  discount: Cents;
  /** null for a pickup. */
  delivery: Cents | null;
  freeDelivery: boolean;
  tax: Cents;
  taxMode: "inclusive" | "exclusive" | "disabled";
  total: Cents;
  coupon: string | null;
}

function optionsText(options: readonly { name: string; quantity: number }[]): string {
  return options
    .filter((option) => option.quantity > 0)
    .map((option) => (option.quantity > 1 ? `${option.name} ×${option.quantity}` : option.name))
    .join(", ");
}

/** The recap of the browser's own cart total. */
export function recapOfCart(
  total: CartTotal,
  input: { pickup: boolean; tax: TaxSettings; coupon: string | null },
): { lines: RecapLine[]; totals: RecapTotals } {
  const lines: RecapLine[] = [
    ...total.lines.map((priced) => lineOf(priced.line, priced.amount)),
    ...total.freeItems.map((free) => ({
      key: `offert-${free.offerId}-${free.itemId}`,
      quantity: free.quantity,
      name: free.name,
      options: optionsText(free.options),
      note: free.note,
      amount: null,
    })),
  ];
  return {
    lines,
    totals: {
      subtotal: total.subtotal,
      discount: total.discount,
      delivery: input.pickup ? null : total.delivery,
      freeDelivery: total.freeDelivery,
      tax: total.tax,
      taxMode: input.tax.mode,
      total: total.total,
      coupon: total.discount > 0 && total.coupon.state === "valid" ? input.coupon : null,
    },
  };
}

function lineOf(line: CartLine, amount: RecapLine["amount"]): RecapLine {
  return {
    key: lineIdentity(line),
    quantity: line.quantity,
    name: line.name,
    options: optionsText(line.options),
    note: line.note,
    amount,
  };
}

/** The recap of the cart as the server priced it (`price_changed`). */
export function recapOfServerCart(
  cart: PricedCartPayload,
  tax: TaxSettings,
): { lines: RecapLine[]; totals: RecapTotals } {
  return {
    lines: [
      ...cart.items.map((item, index) => ({
        key: `serveur-${index}-${item.item_id}`,
        quantity: item.quantity,
        name: item.item_name,
        options: optionsText(item.options),
        note: item.note,
        amount: eurosToCents(item.amount),
      })),
      ...cart.free_items.map((free, index) => ({
        key: `serveur-offert-${index}-${free.item_id}`,
        quantity: free.quantity,
        name: free.item_name,
        options: optionsText(free.options),
        note: free.note,
        amount: null,
      })),
    ],
    totals: {
      subtotal: eurosToCents(cart.subtotal),
      discount: eurosToCents(cart.discount),
      delivery: cart.is_pickup ? null : eurosToCents(cart.delivery),
      freeDelivery: !cart.is_pickup && cart.delivery === 0,
      tax: eurosToCents(cart.tax),
      taxMode: tax.mode,
      total: eurosToCents(cart.total),
      coupon: cart.coupon.state === "valid" ? cart.coupon.code : null,
    },
  };
}

/** The lines of an order read back (a past order in the profile), as the recap shows them. */
export function recapLinesOfOrder(order: Pick<OrderView, "order_id" | "items">): RecapLine[] {
  return order.items.map((item, index) => ({
    key: `commande-${order.order_id}-${index}`,
    quantity: item.quantity,
    name: item.item_name,
    options: optionsText(item.options),
    note: item.note,
    amount: item.is_free ? null : eurosToCents(item.amount),
  }));
}
