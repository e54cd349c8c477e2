import type {
  CountedAmount,
  DiscountPayload,
  RatePayload,
  SalesTotalsPayload,
  SoldPayload,
} from "@comptoir/contracts";
import type { RateFigures, SalesTotals, SoldChoice, SoldDish } from "@comptoir/domain";

/** The domain's figures in the API's words (snake_case, cents). */

function ratePayload(figure: RateFigures): RatePayload {
  return {
    rate_basis_points: figure.rateBasisPoints,
    excluding_tax: figure.excludingTax,
    tax: figure.tax,
    including_tax: figure.includingTax,
  };
}

const counted = ({ count, amount }: CountedAmount): CountedAmount => ({ count, amount });

export function salesTotalsPayload(totals: SalesTotals): SalesTotalsPayload {
  return {
    sales: counted(totals.sales),
    average_ticket: totals.averageTicket,
    including_tax: totals.includingTax,
    excluding_tax: totals.excludingTax,
    tax: totals.tax,
    rates: totals.rates.map(ratePayload),
    payment_methods: totals.paymentMethods,
    modes: totals.modes,
    discounts: totals.discounts.map(
      (discount): DiscountPayload => ({
        name: discount.name,
        offer_id: discount.offerId,
        coupon: discount.coupon,
        count: discount.count,
        amount: discount.amount,
      }),
    ),
    delivery_fees: totals.deliveryFees,
    refused: counted(totals.refused),
    cancelled: counted(totals.cancelled),
    refunded: counted(totals.refunded),
    till: totals.till,
  };
}

export function soldDishPayload(dish: SoldDish): SoldPayload & { item_id: number } {
  return { item_id: dish.itemId, name: dish.name, quantity: dish.quantity, amount: dish.amount };
}

export function soldChoicePayload(choice: SoldChoice): SoldPayload & { group: string } {
  return { group: choice.group, name: choice.name, quantity: choice.quantity, amount: choice.amount };
}
