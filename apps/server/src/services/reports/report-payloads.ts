import type { SalesTotalsPayload } from "@comptoir/contracts";
import type { SalesTotals } from "@comptoir/domain";

/** The domain's totals in the API's words (snake_case, cents). */
export function salesTotalsPayload(totals: SalesTotals): SalesTotalsPayload {
  return {
    sales: totals.sales,
    average_ticket: totals.averageTicket,
    including_tax: totals.includingTax,
    excluding_tax: totals.excludingTax,
    tax: totals.tax,
    rates: totals.rates.map((figure) => ({
      rate_basis_points: figure.rateBasisPoints,
      excluding_tax: figure.excludingTax,
      tax: figure.tax,
      including_tax: figure.includingTax,
    })),
    payment_methods: totals.paymentMethods,
    modes: totals.modes,
    discounts: totals.discounts.map((discount) => ({
      name: discount.name,
      offer_id: discount.offerId,
      coupon: discount.coupon,
      count: discount.count,
      amount: discount.amount,
    })),
    delivery_fees: totals.deliveryFees,
    refused: totals.refused,
    cancelled: totals.cancelled,
    refunded: totals.refunded,
    till: totals.till,
  };
}
