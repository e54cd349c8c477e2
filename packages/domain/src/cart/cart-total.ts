import type { DeliveryDestination, DeliveryProblem } from "../delivery/delivery-fee.ts";
import { deliveryCharges } from "../delivery/delivery-fee.ts";
import type { DeliverySettings } from "../delivery/delivery-settings.ts";
import type { MenuItem, OrderMode } from "../menu/menu.ts";
import type { Cents } from "../money/cents.ts";
import { cents, ZERO } from "../money/cents.ts";
import type { OfferCustomer } from "../offers/applicability.ts";
import { applyOffers, type FreeItem, type OfferDiscount } from "../offers/apply-offers.ts";
import { type CouponStatus, couponStatus } from "../offers/coupon-status.ts";
import type { Offer } from "../offers/offer.ts";
import { lineTax, lineTaxParts, type TaxPart, type TaxSettings, taxPartsByRate } from "../tax/tax.ts";
import { type CartLine, lineAmountsByRate, unitPrice } from "./cart-line.ts";
import { mergeLines } from "./merge-lines.ts";

export interface CartTotalInput {
  lines: readonly CartLine[];
  mode: OrderMode;
  menuItems: readonly MenuItem[];
  offers: readonly Offer[];
  coupon: string | null;
  tax: TaxSettings;
  delivery: DeliverySettings;
  /** The delivery address as known so far; null while none was chosen (or for pickup). */
  destination: DeliveryDestination | null;
  now: Date;
  timeZone: string;
  /** Who orders, for the offers kept for a first order (a guest never gets them). */
  customer: OfferCustomer;
}

interface PricedLine {
  line: CartLine;
  unitPrice: Cents;
  /** Unit price × quantity. */
  amount: Cents;
  /** The line's share of the order's discount. */
  discount: Cents;
  /** Tax of the line on `amount − discount`: the sum of its parts' taxes. */
  tax: Cents;
  /**
   * The line per VAT rate (the item's first): what each rate sells after its share of the line's
   * discount, and its tax. One part unless a choice has a rate of its own.
   */
  taxes: TaxPart[];
}

export interface CartTotal {
  lines: PricedLine[];
  freeItems: FreeItem[];
  subtotal: Cents;
  discount: Cents;
  delivery: Cents;
  /** The part of `delivery` that is the small-order supplement (below the minimum order), else 0. */
  smallOrderCharge: Cents;
  tax: Cents;
  /**
   * The VAT per rate, from the lowest rate up: the lines' parts and the delivery fee at the default
   * rate, added up. Their taxes add up to `tax`; empty when tax is disabled.
   */
  taxByRate: TaxPart[];
  total: Cents;
  freeDelivery: boolean;
  appliedOfferIds: string[];
  /** What each applied offer took of `discount` (`applyOffers`): they add up to it. */
  offerDiscounts: OfferDiscount[];
  coupon: CouponStatus;
  /** Why the order cannot be delivered yet (its delivery is then 0 until it is resolved). */
  deliveryProblem: DeliveryProblem | null;
}

/**
 * The cart's figures as docs/product.md#cart defines them:
 * - subtotal: sum of the line amounts for the mode;
 * - discount: the offers' discounts, never more than the subtotal;
 * - delivery: the delivery fee (0 for pickup and with a free-delivery offer);
 * - tax: per line and rate on what the line sells at that rate (the item's price at the item's rate,
 *   each choice's at its own, the item's when it has none) after its share of the line's discount,
 *   plus the delivery fee at the default rate, each rounded half-up to the cent;
 * - total: subtotal + delivery − discount, plus the tax when prices exclude it. Never negative.
 * Identical lines are merged first: they are one line, rounded once, however the cart was built.
 */
export function cartTotal(input: CartTotalInput): CartTotal {
  const cartLines = mergeLines(input.lines);
  const offerContext = {
    mode: input.mode,
    coupon: input.coupon,
    now: input.now,
    timeZone: input.timeZone,
    customer: input.customer,
  };
  const outcome = applyOffers({
    lines: cartLines,
    menuItems: input.menuItems,
    offers: input.offers,
    context: offerContext,
  });
  const fee = deliveryCharges({
    mode: input.mode,
    subtotal: outcome.subtotal,
    freeDelivery: outcome.freeDelivery,
    settings: input.delivery,
    destination: input.destination,
  });
  const smallOrderCharge = fee.ok ? fee.smallOrderCharge : ZERO;
  const delivery = fee.ok ? cents(fee.cost + smallOrderCharge) : ZERO;

  const lines = cartLines.map((line, index): PricedLine => {
    // applyOffers gives one amount and one discount per line, in cart order.
    const amount = outcome.lineAmounts[index] as Cents;
    const discount = outcome.lineDiscounts[index] as Cents;
    const taxes = lineTaxParts(lineAmountsByRate(line, input.mode), discount, input.tax.mode);
    return {
      line,
      unitPrice: unitPrice(line, input.mode),
      amount,
      discount,
      tax: cents(taxes.reduce((sum, part) => sum + part.tax, 0)),
      taxes,
    };
  });
  const deliveryTax: TaxPart = {
    rate: input.tax.defaultRate,
    amount: delivery,
    tax: lineTax(delivery, input.tax.defaultRate, input.tax.mode),
  };
  const tax = cents(lines.reduce((sum, line) => sum + line.tax, 0) + deliveryTax.tax);
  const beforeTax = outcome.subtotal + delivery - outcome.discount;
  const total = cents(Math.max(0, input.tax.mode === "exclusive" ? beforeTax + tax : beforeTax));

  return {
    lines,
    freeItems: outcome.freeItems,
    subtotal: outcome.subtotal,
    discount: outcome.discount,
    delivery,
    smallOrderCharge,
    tax,
    taxByRate:
      input.tax.mode === "disabled"
        ? []
        : taxPartsByRate([...lines.flatMap((line) => line.taxes), ...(delivery > 0 ? [deliveryTax] : [])]),
    total,
    freeDelivery: outcome.freeDelivery,
    appliedOfferIds: outcome.appliedOfferIds,
    offerDiscounts: outcome.offerDiscounts,
    coupon: couponStatus(input.offers, { ...offerContext, subtotal: outcome.subtotal }),
    deliveryProblem: fee.ok ? null : fee.problem,
  };
}
