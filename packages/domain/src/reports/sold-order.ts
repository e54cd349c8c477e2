import type { PaymentMethod } from "../checkout/delivery-step.ts";
import type { OrderMode } from "../menu/menu.ts";
import { pricesIncludeTax, type SoldLineAmounts, type SoldOrderAmounts } from "./order-vat.ts";

/**
 * An order as the reports read it (ADR 066): what it was sold for (its lines as sold, never the
 * catalogue), how, and the instants its money moved. Amounts in cents, rates in basis points.
 */
export interface SoldOrder extends SoldOrderAmounts {
  id: number;
  mode: OrderMode;
  method: PaymentMethod;
  /** Each offer's part in its discount, as sold; null for orders placed before it was kept. */
  offerDiscounts: readonly OfferDiscount[] | null;
  /** The sale: a card payment confirmed, a cash order's cash first collected. */
  paidAt: Date | null;
  refundedAt: Date | null;
  /** The last amount of cash recorded for it (a corrected amount no longer counts); null: none. */
  cashCollected: number | null;
  lines: readonly SoldLine[];
}

export interface OfferDiscount {
  offerId: number;
  name: string;
  amount: number;
  coupon: boolean;
}

export interface SoldLine extends SoldLineAmounts {
  itemId: number;
  /** The dish's name as sold. */
  name: string;
  quantity: number;
  /** The choices made with it (each unit of the line holds `quantity` of the choice). */
  options: readonly SoldOption[];
}

export interface SoldOption {
  group: string;
  name: string;
  quantity: number;
  /** Cents for one unit of the choice. */
  unitPrice: number;
}

/**
 * What a line was paid including VAT, after its share of the discount: with prices written
 * including VAT its amount, else its amount and its VAT. The lines and the delivery fee add up to
 * the order's total (property-tested).
 */
export function lineIncludingTax(
  order: Pick<SoldOrderAmounts, "subtotal" | "discount" | "delivery" | "total">,
  line: SoldLineAmounts,
): number {
  const amount = line.lineTotal - line.discount;
  return pricesIncludeTax(order) ? amount : amount + line.tax;
}

/** The delivery fee charged, including its VAT (the order's VAT beyond its lines'). */
export function deliveryIncludingTax(order: SoldOrderAmounts): number {
  if (pricesIncludeTax(order)) return order.delivery;
  const linesTax = order.lines.reduce((sum, line) => sum + line.tax, 0);
  return order.delivery + order.tax - linesTax;
}
