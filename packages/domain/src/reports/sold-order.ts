import type { PaymentMethod } from "../checkout/delivery-step.ts";
import type { OrderMode } from "../menu/menu.ts";
import { pricesIncludeTax, type SoldLineAmounts, type SoldOrderAmounts } from "./order-vat.ts";

/**
 * Orders sold, as the reports read them (ADR 066): one order, or several added up. Every figure of
 * the reports adds up over orders, so the server may hand the domain each order on its own or the
 * sums of orders alike (same mode, means of payment, delivery fee's rate, and prices written the
 * same way, so that `pricesIncludeTax` reads the sum as it reads each of them), their lines summed
 * per VAT rate as sold. Amounts in cents, rates in basis points.
 */
export interface SoldOrders extends SoldOrderAmounts {
  /** How many orders the figures add up. */
  count: number;
  mode: OrderMode;
  method: PaymentMethod;
  /**
   * Cash counted into the till for them: for each cash order, the last amount recorded at handover
   * (a corrected amount no longer counts), its total when none was recorded (orders handed over
   * before the till was kept). 0 for card orders.
   */
  till: number;
}

/** An order on its own, as the exports list it: its lines as sold. */
export interface SoldOrder extends SoldOrders {
  id: number;
  /** The sale: a card payment confirmed, a cash order's cash first collected. */
  paidAt: Date | null;
  refundedAt: Date | null;
  /** The last amount of cash recorded for it (a corrected amount no longer counts); null: none. */
  cashCollected: number | null;
  lines: readonly SoldLine[];
}

interface SoldLine extends SoldLineAmounts {
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
 * What a line (or lines added up) was paid including VAT, after its share of the discount: with
 * prices written including VAT its amount, else its amount and its VAT.
 */
export function linesIncludingTax(
  pricesIncludeTax: boolean,
  line: Pick<SoldLineAmounts, "lineTotal" | "discount" | "tax">,
): number {
  const amount = line.lineTotal - line.discount;
  return pricesIncludeTax ? amount : amount + line.tax;
}

/**
 * What a line of an order was paid including VAT, after its share of the discount. The lines and
 * the delivery fee add up to the order's total (property-tested).
 */
export function lineIncludingTax(
  order: Pick<SoldOrderAmounts, "subtotal" | "discount" | "delivery" | "total">,
  line: SoldLineAmounts,
): number {
  return linesIncludingTax(pricesIncludeTax(order), line);
}

/** The delivery fee charged, including its VAT (the order's VAT beyond its lines'). */
export function deliveryIncludingTax(order: SoldOrderAmounts): number {
  if (pricesIncludeTax(order)) return order.delivery;
  const linesTax = order.lines.reduce((sum, line) => sum + line.tax, 0);
  return order.delivery + order.tax - linesTax;
}
